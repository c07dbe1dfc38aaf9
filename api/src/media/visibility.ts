// What a request may see of a media row (issue 26 item 2): one decision for the JSON API
// (getMediaJson) and every server renderer outside it (posters, the first paint, link previews, the
// page's 404: static/renderers.ts lists them). A row of another tenant is never there; a user's own
// clip or highlight is there only for its owner. Everyone else gets what a missing row gets (404),
// so ids cannot be probed.
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { media } from '../db/schema.ts';
import { isUserMedia } from './access.ts';

/** Who asks: the request's tenant and the signed-in user, if any (pages and images carry no token). */
export interface MediaAsker {
  tenantId: string;
  userId?: number | null;
  /** A URL signed for this media's owner (a poster: an <img> sends no token) stands for the owner. */
  ownerBySignature?: boolean;
}

export const OWNER_BY_SIGNATURE = (tenantId: string): MediaAsker => ({ tenantId, ownerBySignature: true });

export const askerOf = (request: Pick<FastifyRequest, 'tenant' | 'auth'>): MediaAsker => ({ tenantId: request.tenant.id, userId: request.auth?.user.id });

/** The decision: may this asker see this row at all (title, description, artwork, existence)? */
export function mayViewMedia(row: { tenantId: string; mediaType: string; userId: number | null }, asker: MediaAsker): boolean {
  if (row.tenantId !== asker.tenantId) return false;
  if (isUserMedia(row)) return asker.ownerBySignature === true || (asker.userId != null && row.userId === asker.userId);
  return true;
}

export type MediaRow = typeof media.$inferSelect;

/** A row by id among `types` (any type when absent), when the asker may see it; else undefined. */
export async function visibleMediaRow(db: Db, asker: MediaAsker, id: number, types?: readonly string[]): Promise<MediaRow | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, id), eq(media.tenantId, asker.tenantId), ...(types ? [inArray(media.mediaType, [...types])] : [])))
    .limit(1);
  return row && mayViewMedia(row, asker) ? row : undefined;
}

/** The prefix a user media poster's signature opens (`/assets/posters/{id}/`: both formats, every variant). */
export const posterSignaturePrefix = (id: number) => `/assets/posters/${id}/`;
