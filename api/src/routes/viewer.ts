// Viewer features of issue 15: continue watching (item 5) and 'Notify me' reminders (item 3).
// Every route is the signed-in user's own: rows are keyed by the token's user, never by a body field.
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { eventReminders, media, playbackPositions } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { zId, type ZodTypeProvider } from '../http/validate.ts';
import { requireAuth, userOf } from '../http/auth.ts';
import { requestOrigin } from '../http/origin.ts';
import { lookupFor, mediaJson } from '../content/serialize.ts';

/** Past this share of the duration an item counts as finished and leaves the row. */
export const FINISHED_SHARE = 0.95;
/** Media that play a recording: archived events, highlights and clips (the seed's and viewers' own). */
const RECORDED_TYPES = new Set(['event', 'highlight', 'clip', 'user_clip', 'user_highlight']);
const MAX_SECONDS = 7 * 24 * 3600; // a week: longer than any stream, small enough for an int column

export function viewerRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const auth = { preValidation: requireAuth(ctx) };

  /** The media row if this user may see it (public, or their own clip); 404 otherwise, like the watchlist. */
  async function visible(tenantId: string, userId: number, id: number) {
    const [row] = await db
      .select()
      .from(media)
      .where(and(eq(media.id, id), eq(media.tenantId, tenantId)));
    if (!row || (row.userId !== null && row.userId !== userId)) throw new ApiError(404, 'video_not_found', `Video ${id} not found`);
    return row;
  }

  const positionBody = z
    .object({
      eventId: zId,
      seconds: z.number().min(0).max(MAX_SECONDS),
      duration: z.number().positive().max(MAX_SECONDS),
    })
    .refine((b) => b.seconds <= b.duration + 1, { message: 'seconds must not exceed duration', path: ['seconds'] });
  app.post('/api/user/playback_position', { ...auth, schema: { body: positionBody } }, async (request) => {
    const { eventId, seconds, duration } = request.body;
    const { user } = userOf(request);
    const row = await visible(request.tenant.id, user.id, eventId);
    // Only recordings resume: a live stream's position is its live edge, an upcoming one has none.
    const recorded = row.status === 'archived' && RECORDED_TYPES.has(row.mediaType);
    if (!recorded) throw new ApiError(400, 'not_resumable', `Video ${eventId} is ${row.status}: only archived events and clips keep a position`);
    const values = { seconds: Math.round(Math.min(seconds, duration)), duration: Math.round(duration), updatedAt: new Date(ctx.settings.now()) };
    await db
      .insert(playbackPositions)
      .values({ tenantId: request.tenant.id, userId: user.id, videoId: eventId, ...values })
      .onConflictDoUpdate({ target: [playbackPositions.userId, playbackPositions.videoId], set: values });
    return { content: { eventId, ...values, updatedAt: values.updatedAt.toISOString() } };
  });

  app.get('/api/user/playback_position/:id', { ...auth, schema: { params: z.object({ id: zId }) } }, async (request) => {
    const { user } = userOf(request);
    const [p] = await db
      .select()
      .from(playbackPositions)
      .where(and(eq(playbackPositions.userId, user.id), eq(playbackPositions.tenantId, request.tenant.id), eq(playbackPositions.videoId, request.params.id)));
    return { content: p ? { eventId: p.videoId, seconds: p.seconds, duration: p.duration, finished: p.seconds > p.duration * FINISHED_SHARE } : null };
  });

  // Newest first; finished items dropped. `watched` lists every id with a position (spoiler-free mode's "watched").
  app.get(
    '/api/user/continue_watching',
    { ...auth, schema: { querystring: z.object({ size: z.coerce.number().int().min(1).max(50).default(20) }) } },
    async (request) => {
      const { user } = userOf(request);
      const all = await db
        .select()
        .from(playbackPositions)
        .where(and(eq(playbackPositions.userId, user.id), eq(playbackPositions.tenantId, request.tenant.id)))
        .orderBy(desc(playbackPositions.updatedAt), desc(playbackPositions.id));
      const open = all.filter((p) => p.seconds <= p.duration * FINISHED_SHARE && p.seconds > 0).slice(0, request.query.size);
      const rows = open.length
        ? await db
            .select()
            .from(media)
            .where(
              and(
                eq(media.tenantId, request.tenant.id),
                inArray(
                  media.id,
                  open.map((p) => p.videoId),
                ),
              ),
            )
        : [];
      const lookup = await lookupFor(db, request.tenant.id, rows);
      const origin = requestOrigin(request);
      const entries = open.flatMap((p) => {
        const r = rows.find((m) => m.id === p.videoId);
        return r ? [{ ...mediaJson(r, lookup, origin, { signedIn: true }), progress: { seconds: p.seconds, duration: p.duration } }] : [];
      });
      return { content: { entries, watched: all.map((p) => p.videoId) } };
    },
  );

  // Reminders: only upcoming events take one; the scheduler (live/reminders.ts) tells the user's room.
  app.get('/api/user/reminders', { ...auth }, async (request) => {
    const { user } = userOf(request);
    const rows = await db
      .select({ id: eventReminders.videoId })
      .from(eventReminders)
      .where(and(eq(eventReminders.userId, user.id), eq(eventReminders.tenantId, request.tenant.id)));
    return { content: { eventIds: rows.map((r) => r.id) } };
  });

  app.post('/api/user/reminder', { ...auth, schema: { body: z.object({ eventId: zId, on: z.boolean() }) } }, async (request) => {
    const { eventId, on } = request.body;
    const { user } = userOf(request);
    if (!on) {
      await db.delete(eventReminders).where(and(eq(eventReminders.userId, user.id), eq(eventReminders.videoId, eventId)));
      return { content: { eventId, on: false } };
    }
    const row = await visible(request.tenant.id, user.id, eventId);
    if (row.mediaType !== 'event' || row.status !== 'upcoming')
      throw new ApiError(400, 'not_upcoming', `Event ${eventId} is not upcoming: reminders are for events that have not started`);
    await db.insert(eventReminders).values({ tenantId: request.tenant.id, userId: user.id, videoId: eventId }).onConflictDoNothing();
    return { content: { eventId, on: true } };
  });
}
