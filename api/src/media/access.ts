// Who may fetch a stream (ADR 0029). Free public content keeps plain URLs a CDN may cache; any other
// stream (paid or members-only, region-limited, a user's own clip) is served only through a URL
// signed for its folder, handed out in the content JSON to a viewer allowed to watch it.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { hasPanorama, streamKindOf, streamPath, type MediaRowLike } from './catalog.ts';
import { mediaSignerOf, type MediaSigner } from './signing.ts';

export interface AccessRowLike extends MediaRowLike {
  commerceCoverage?: string | null;
  allowedCountries?: readonly string[] | null;
  userId?: number | null;
  hdUrl?: string | null;
}

export const isUserMedia = (row: Pick<MediaRowLike, 'mediaType'>) => row.mediaType === 'user_clip' || row.mediaType === 'user_highlight';

/** Free for everyone everywhere: plays without a signature. */
export const isOpenMedia = (row: AccessRowLike) =>
  !isUserMedia(row) && (row.commerceCoverage ?? 'commerce_free_media') === 'commerce_free_media' && !row.allowedCountries?.length;

/** The folder one signature opens: `/media/{kind}/{id}/` (both cameras, every rendition and segment). */
export const streamPrefix = (row: MediaRowLike) => `/media/${streamKindOf(row)}/${row.id}/`;

/** What signing needs from the request: the tenant (part of the signed text), the signed-in user, the portal's signer. */
export interface MediaAccess {
  tenantId: string;
  userId?: number;
  signer?: MediaSigner;
}

export const mediaAccessOf = (ctx: AppContext, request: FastifyRequest): MediaAccess => ({
  tenantId: request.tenant.id,
  userId: request.auth?.user.id,
  signer: mediaSignerOf(ctx),
});

/**
 * The stream URLs (origin-relative, or a stored external source) of a row for one viewer.
 * `mayWatch`: commerce and region allow this viewer (serialize decides). A user's clip plays only for
 * its owner. A viewer who may not watch a protected stream gets its plain path, which answers 403:
 * the JSON shape stays, and a stored external source is never handed to them.
 */
export function streamSources(row: AccessRowLike, mayWatch: boolean, access: MediaAccess | undefined, nowMs: number): { hd: string; pano: string | null } {
  const own = { hd: streamPath(row), pano: hasPanorama(row) ? streamPath(row, 'pano') : null };
  const stored = { hd: row.hdUrl ?? own.hd, pano: row.panoUrl ?? own.pano };
  if (isOpenMedia(row)) return stored;
  const allowed = mayWatch && (!isUserMedia(row) || (access?.userId != null && access.userId === row.userId));
  if (!allowed || !access?.signer) return own;
  const query = access.signer.query(streamPrefix(row), access.tenantId, nowMs);
  const sign = (url: string) => (url.startsWith('/media/') ? `${url}?${query}` : url);
  return { hd: sign(stored.hd), pano: stored.pano && sign(stored.pano) };
}
