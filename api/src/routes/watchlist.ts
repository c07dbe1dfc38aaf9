// Watchlist ("selected" videos) of the signed-in user.
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { media, watchlist } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { paged, zId, type ZodTypeProvider } from '../http/validate.ts';
import { requireAuth, userOf } from '../http/auth.ts';
import { requestOrigin } from '../http/origin.ts';
import { lookupFor, mediaJson } from '../content/serialize.ts';

export function watchlistRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const auth = { preValidation: requireAuth(ctx) };

  const getWatchlistQuery = z.object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(500).default(50),
    next: z.unknown().optional(),
    count: z.unknown().optional(),
  });
  app.get('/api/user/get_watchlist', { ...auth, schema: { querystring: getWatchlistQuery } }, async (request) => {
    const q = request.query;
    const { user } = userOf(request);
    const items = await db
      .select()
      .from(watchlist)
      .where(and(eq(watchlist.userId, user.id), eq(watchlist.tenantId, request.tenant.id)))
      .orderBy(desc(watchlist.id));
    const slice = items.slice(q.page * q.size, (q.page + 1) * q.size);
    const rows = slice.length
      ? await db
          .select()
          .from(media)
          .where(
            and(
              eq(media.tenantId, request.tenant.id),
              inArray(
                media.id,
                slice.map((w) => w.videoId),
              ),
            ),
          )
      : [];
    const lookup = await lookupFor(db, request.tenant.id, rows);
    const origin = requestOrigin(request);
    const entries = slice
      .map((w) => rows.find((r) => r.id === w.videoId))
      .filter((r): r is NonNullable<typeof r> => Boolean(r))
      .map((r) => mediaJson(r, lookup, origin, { signedIn: true }));
    return { content: { ...paged(entries, items.length, q.page, q.size), selected: Object.fromEntries(items.map((w) => [w.videoId, true])) } };
  });

  app.post('/api/user/add_to_watchlist', { ...auth, schema: { body: z.object({ video_id: zId }) } }, async (request) => {
    const body = request.body;
    const [video] = await db
      .select({ id: media.id, userId: media.userId, mediaType: media.mediaType })
      .from(media)
      .where(and(eq(media.id, body.video_id), eq(media.tenantId, request.tenant.id)));
    const { user } = userOf(request);
    if (!video || (video.userId !== null && video.userId !== user.id)) throw new ApiError(404, 'video_not_found', `Video ${body.video_id} not found`);
    await db.insert(watchlist).values({ tenantId: request.tenant.id, userId: user.id, videoId: body.video_id }).onConflictDoNothing();
    return { content: { success: true, video_id: body.video_id } };
  });

  app.post('/api/user/remove_from_watchlist', { ...auth, schema: { body: z.object({ video_id: zId }) } }, async (request) => {
    const body = request.body;
    const { user } = userOf(request);
    await db.delete(watchlist).where(and(eq(watchlist.userId, user.id), eq(watchlist.videoId, body.video_id)));
    return { content: { success: true, video_id: body.video_id } };
  });
}
