// HLS on the portal origin (the player's own origin, so no CORS is involved; the portal's CORS
// allow-list applies like everywhere else):
//   GET /media/{vod|live|clips}/{id}/index.m3u8        master playlist of the main camera
//   GET /media/{vod|live}/{id}/pano.m3u8               master playlist of the panoramic camera
//   GET /media/{kind}/{id}/{main|pano}/{track}.m3u8    media playlist (VOD, a clip's cut, or the live window) of a
//                                                      video rendition (360p, 720p, wide), audio rendition
//                                                      (audio-en, audio-he, audio-amb) or subtitle track (subs-en, subs-he)
//   GET /media/files/{clip}-{hash}/{track}/{file}      init and media segments of open streams (immutable)
//   GET /media/{kind}/{id}/{camera}/{track}/{file}     init and media segments of a protected stream
// Live playlists of a tenant with `player.lowLatency.enabled` are LL-HLS: parts, and blocking
// reloads (`?_HLS_msn=N[&_HLS_part=M]` held until that part exists, at most LIVE_HOLD_MS, then 503).
// A stream that is not free for everyone (access.ts) answers only with `?exp=…&sig=…` signed for
// `/media/{kind}/{id}/` (signing.ts, ADR 0029), else the JSON 403; its playlists repeat that query
// on every child URI, and its segments come from its own folder, so the player needs to know nothing.
//   GET /media/ads/{preroll|broken}.xml                demo VAST documents; /media/ads/event tracking
// Unknown kinds, ids, cameras and renditions answer the JSON 404 envelope, so a player can show
// a clear error instead of waiting.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { media } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { requestOrigin } from '../http/origin.ts';
import { IMMUTABLE, isFile } from '../static/files.ts';
import { playerOptionsOf } from '@portal/shared/contract';
import {
  clipOf,
  cutOf,
  hasPanorama,
  kindServes,
  liveEpochMs,
  loadCatalog,
  trackOf,
  VAST_DOCUMENTS,
  type Camera,
  type MediaCatalog,
  type StreamKind,
} from './catalog.ts';
import { cutPlaylist, livePlaylist, masterPlaylist, reloadReadyAt, vodPlaylist, type FileUrl } from './playlists.ts';
import { isOpenMedia } from './access.ts';
import { attachMediaSigner, mediaSigner, type MediaSignatureProblem } from './signing.ts';

const KINDS: readonly StreamKind[] = ['vod', 'live', 'clips'];
const M3U8 = 'application/vnd.apple.mpegurl';
/** Live playlists change every segment; players poll them, caches must not keep them. */
const LIVE_CACHE = 'no-cache, max-age=0';
/** VOD playlists are stable but follow a regeneration of the media: revalidated (ETag). */
const VOD_CACHE = 'no-cache';

/** How long a blocking reload is held at most (three 2 s target durations), before a 503. */
export const LIVE_HOLD_MS = 6000;
/** A held request looks at the clock this often (tests move `settings.now` instead of waiting). */
const HOLD_POLL_MS = 100;

/**
 * Waits until `now()` reaches `atMs`, sleeping at most `boundMs` in all; true when it did. The
 * clock is looked at again after every short sleep, so a moved test clock is noticed too.
 */
export async function holdUntil(atMs: number, now: () => number, boundMs = LIVE_HOLD_MS, sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))) {
  let waited = 0;
  while (now() < atMs) {
    if (waited >= boundMs) return false;
    const step = Math.max(1, Math.min(atMs - now(), HOLD_POLL_MS, boundMs - waited));
    await sleep(step);
    waited += step;
  }
  return true;
}

/** `_HLS_msn` and `_HLS_part` of a blocking reload (RFC 8216bis 6.2.5.2); null when absent. */
function deliveryDirectives(query: Record<string, unknown>): { msn: number; part?: number } | null {
  const { _HLS_msn: msn, _HLS_part: part } = query;
  if (msn === undefined && part === undefined) return null;
  const bad = (message: string) => new ApiError(400, 'media_bad_reload', message);
  if (typeof msn !== 'string' || !/^\d{1,12}$/.test(msn)) throw bad('_HLS_msn must be a media sequence number (and is required with _HLS_part)');
  if (part !== undefined && (typeof part !== 'string' || !/^\d{1,3}$/.test(part))) throw bad('_HLS_part must be a part index');
  return { msn: Number(msn), part: part === undefined ? undefined : Number(part) };
}

const notFound = (what: string) => new ApiError(404, 'media_not_found', `${what} not found`);
const FORBIDDEN: Record<MediaSignatureProblem, [string, string]> = {
  missing: ['media_signature_required', 'This stream plays only through the link in its event or clip; open it again'],
  expired: ['media_signature_expired', 'This stream link has expired; open the event or clip again'],
  invalid: ['media_signature_invalid', 'This stream link is not valid'],
};

export interface MediaRouteOptions {
  /** HMAC secret of signed stream URLs (env MEDIA_SIGNING_SECRET); default: random per process. */
  signingSecret?: string;
  catalog?: MediaCatalog;
}

export function mediaRoutes(app: FastifyInstance, ctx: AppContext, { signingSecret, catalog = loadCatalog() }: MediaRouteOptions = {}) {
  const vastTemplate = readFileSync(join(catalog.dir, 'ads', 'vast-template.xml'), 'utf8');
  const signer = mediaSigner(signingSecret);
  attachMediaSigner(ctx, signer);

  async function rowFor(request: FastifyRequest, kindParam: string, idParam: string) {
    const kind = KINDS.find((k) => k === kindParam);
    if (!kind) throw notFound(`Stream kind '${kindParam}'`);
    const id = /^\d{1,12}$/.test(idParam) ? Number(idParam) : NaN;
    const [row] = Number.isSafeInteger(id)
      ? await ctx.db
          .select()
          .from(media)
          .where(and(eq(media.id, id), eq(media.tenantId, request.tenant.id)))
      : [];
    if (!row || !kindServes(kind, row)) throw notFound(`Stream ${kind}/${idParam}`);
    if (isOpenMedia(row)) return { kind, row, query: '', expiresAt: null };
    // Protected: the URL must carry a live signature for this stream's folder and tenant.
    const prefix = `/media/${kind}/${row.id}/`;
    const q = request.query as Record<string, unknown>;
    const problem = signer.check(prefix, request.tenant.id, q.exp, q.sig, ctx.settings.now());
    if (problem) throw new ApiError(403, ...FORBIDDEN[problem]);
    return { kind, row, query: `?exp=${String(q.exp)}&sig=${String(q.sig)}`, expiresAt: Number(q.exp) * 1000 };
  }

  /** Segment URLs of a protected stream: its own signed folder; of an open one, the shared immutable files. */
  const filesOf = (kind: StreamKind, row: { id: number }, camera: Camera, query: string): FileUrl | undefined =>
    query ? (r, file) => `/media/${kind}/${row.id}/${camera}/${r.name}/${file}${query}` : undefined;

  function cameraOf(row: Parameters<typeof hasPanorama>[0], name: string): Camera {
    if (name === 'main') return 'main';
    if (name === 'pano' && hasPanorama(row)) return 'pano';
    throw notFound(`Camera '${name}' of stream ${row.id}`);
  }

  function sendPlaylist(request: FastifyRequest, reply: FastifyReply, body: string, cache: string) {
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
    reply.header('content-type', M3U8).header('cache-control', cache).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
  }

  app.get('/media/:kind/:id/:file', async (request, reply) => {
    const p = request.params as { kind: string; id: string; file: string };
    const { kind, row, query } = await rowFor(request, p.kind, p.id);
    const camera = p.file === 'index.m3u8' ? 'main' : p.file === 'pano.m3u8' ? cameraOf(row, 'pano') : undefined;
    if (!camera) throw notFound(`Playlist '${p.file}'`);
    const body = masterPlaylist(catalog.clips[clipOf(row, camera)], camera, query, playerOptionsOf(request.tenant).defaultAudioLanguage);
    return sendPlaylist(request, reply, body, kind === 'live' ? LIVE_CACHE : VOD_CACHE);
  });

  app.get('/media/:kind/:id/:camera/:file', async (request, reply) => {
    const p = request.params as { kind: string; id: string; camera: string; file: string };
    const { kind, row, query } = await rowFor(request, p.kind, p.id);
    const camera = cameraOf(row, p.camera);
    const clip = catalog.clips[clipOf(row, camera)];
    const rendition = p.file.endsWith('.m3u8') ? trackOf(clip, p.file.slice(0, -5)) : undefined;
    if (!rendition) throw notFound(`Rendition '${p.file}'`);
    const files = filesOf(kind, row, camera, query);
    if (kind === 'live') {
      const { lowLatency } = playerOptionsOf(request.tenant);
      const epoch = liveEpochMs(row, ctx.settings.now(), clip.duration * 1000);
      // Blocking reloads exist only in LL-HLS; a plain window ignores the directives (as servers without them do).
      const directives = lowLatency.enabled ? deliveryDirectives(request.query as Record<string, unknown>) : null;
      if (directives) {
        const readyAt = reloadReadyAt(clip, rendition, epoch, ctx.settings.now(), directives.msn, directives.part);
        if (readyAt === 'too-far') throw new ApiError(400, 'media_bad_reload', 'That segment or part is too far in the future');
        if (!(await holdUntil(readyAt, ctx.settings.now))) {
          throw new ApiError(503, 'media_reload_timeout', 'The requested part did not become available in time');
        }
      }
      const now = ctx.settings.now();
      const body = livePlaylist(clip, rendition, now, epoch, undefined, files, lowLatency.enabled ? lowLatency : null);
      return sendPlaylist(request, reply, body, LIVE_CACHE);
    }
    const cut = cutOf(row);
    return sendPlaylist(request, reply, cut ? cutPlaylist(clip, rendition, cut.startMs, cut.endMs, files) : vodPlaylist(clip, rendition, files), VOD_CACHE);
  });

  // A protected stream's init and media segments, behind the same signature as its playlists.
  // Private: a shared cache must not keep them, and the browser only until the link expires.
  app.get(
    '/media/:kind/:id/:camera/:rendition/:file',
    {
      onSend: async (request, reply, payload) => {
        const expiresAt = (request as FastifyRequest & { mediaExpiresAt?: number }).mediaExpiresAt;
        if (expiresAt && (reply.statusCode === 200 || reply.statusCode === 206 || reply.statusCode === 304)) {
          reply.header('cache-control', `private, max-age=${Math.max(0, Math.floor((expiresAt - ctx.settings.now()) / 1000))}`);
        }
        return payload;
      },
    },
    async (request, reply) => {
      const p = request.params as { kind: string; id: string; camera: string; rendition: string; file: string };
      const { kind, row, expiresAt } = await rowFor(request, p.kind, p.id);
      const clip = catalog.clips[clipOf(row, cameraOf(row, p.camera))];
      const rendition = trackOf(clip, p.rendition);
      const known = rendition && (rendition.init === p.file || rendition.segments.some((s) => s.file === p.file));
      // Open streams keep their shared immutable URLs; this folder exists only for protected ones.
      if (!rendition || !known || !expiresAt) throw notFound(`Media file ${kind}/${p.id}/${p.camera}/${p.rendition}/${p.file}`);
      (request as FastifyRequest & { mediaExpiresAt?: number }).mediaExpiresAt = expiresAt;
      return reply.sendFile(`${clip.name}/${rendition.name}/${p.file}`, catalog.dir);
    },
  );

  // Segments: the folder name carries the content hash, so a regenerated file gets a new URL
  // and the old one may be cached for a year.
  const folders = new Map<string, string>([...Object.values(catalog.clips).map((c) => [c.folder, c.name] as [string, string]), [catalog.adsFolder, 'ads']]);
  app.get(
    '/media/files/:folder/*',
    {
      // after @fastify/static's setHeaders (the shell's policy), which would say no-cache
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200 || reply.statusCode === 206 || reply.statusCode === 304) reply.header('cache-control', IMMUTABLE);
        return payload;
      },
    },
    async (request, reply) => {
      const p = request.params as { folder: string; '*': string };
      const dir = folders.get(p.folder);
      const rel = `${dir}/${p['*']}`;
      if (!dir || !/^[\w.-]+(\/[\w.-]+)?$/.test(p['*']) || p['*'].endsWith('.xml') || p['*'].endsWith('.m3u8') || !isFile(catalog.dir, rel)) {
        throw notFound(`Media file ${p.folder}/${p['*']}`);
      }
      return reply.sendFile(rel, catalog.dir);
    },
  );

  app.get('/media/ads/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const name = VAST_DOCUMENTS.find((n) => `${n}.xml` === file);
    if (!name) throw notFound(`Ad document '${file}'`);
    const origin = requestOrigin(request);
    const mediaFile = name === 'broken' ? 'missing.mp4' : 'preroll.mp4';
    const xml = vastTemplate
      .replaceAll('{{NAME}}', name)
      .replaceAll('{{ORIGIN}}', origin)
      .replaceAll('{{EVENT_URL}}', `${origin}/media/ads/event`)
      .replaceAll('{{MEDIA_URL}}', `${origin}/media/files/${catalog.adsFolder}/${mediaFile}`);
    return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
  });

  // Impression, error and progress pings of the demo ads: accepted and dropped.
  app.get('/media/ads/event', async (_request, reply) => reply.code(204).header('cache-control', 'no-store').send());

  app.get('/media/*', async (request) => {
    throw notFound(`Media ${request.url.split('?')[0]}`);
  });
}
