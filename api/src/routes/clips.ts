// Clips and highlights: get by id, highlight list, the user's own clips (create/update/delete).
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { mediaTitleSchema } from '@portal/shared/contract/media-schemas';
import type { AppContext } from '../context.ts';
import { media } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { zId, zMs, type ZodTypeProvider } from '../http/validate.ts';
import { optionalAuth, requireAuth, userOf } from '../http/auth.ts';
import { byIdParams, byIdQuery, eventListSchema, flattenFilters, getMediaJson, listMedia, lookupKey } from './events.ts';
import { randomToken } from '../auth/tokens.ts';

const clipListSchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(24),
  type: z.enum(['game', 'player', 'all']).default('game'),
  /** api/README.md clip kind (mediaSubType): /highlight lists kind highlight only, not recaps or condensed matches. */
  kind: z.enum(['auto', 'recap', 'condensed', 'clip', 'highlight']).optional(),
  eventId: zId.optional(),
  targetId: zId.optional(),
  sort: z.enum(['order', 'added', 'title', 'created', 'date']).default('added'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

function parseClipList(body: unknown) {
  const flat = flattenFilters(body);
  const known = clipListSchema.keyof().options as string[];
  const picked = Object.fromEntries(Object.entries(flat).filter(([k]) => known.includes(k)));
  const r = clipListSchema.safeParse(picked);
  if (!r.success) throw new ApiError(400, 'invalid_body', `Invalid request body: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return r.data;
}

export function clipRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get('/api/clip/get_by_id/id/:id', { preValidation: optionalAuth(ctx), schema: { params: byIdParams, querystring: byIdQuery } }, async (request) => {
    const key = lookupKey(request.params.id, request.query, ['clip', 'highlight', 'user_clip', 'user_highlight'], 'clip');
    return { content: (await getMediaJson(ctx, request, ...key)).json };
  });

  app.post('/api/clip/list', { preValidation: optionalAuth(ctx) }, async (request) => {
    const q = parseClipList(request.body);
    const f = eventListSchema.parse({ page: q.page, size: q.size, sort: q.sort === 'added' ? 'date' : q.sort, order: q.order });
    const extra = [];
    const parent = q.eventId ?? q.targetId;
    if (parent) extra.push(eq(media.parentId, parent));
    if (q.type !== 'all') extra.push(eq(media.highlightType, q.type));
    if (q.kind) extra.push(eq(media.clipKind, q.kind));
    return { content: await listMedia(ctx, request, f, ['highlight', 'clip'], extra) };
  });

  app.post('/api/clip/user_list', { preValidation: requireAuth(ctx) }, async (request) => {
    const q = parseClipList(request.body);
    const f = eventListSchema.parse({ page: q.page, size: q.size, sort: q.sort === 'added' ? 'date' : q.sort, order: q.order });
    const extra = [eq(media.userId, userOf(request).user.id)];
    const parent = q.eventId ?? q.targetId;
    if (parent) extra.push(eq(media.parentId, parent));
    return { content: await listMedia(ctx, request, f, ['user_clip', 'user_highlight'], extra) };
  });

  const createBody = z
    .object({
      targetId: zId.optional(),
      eventId: zId.optional(),
      title: mediaTitleSchema,
      startTime: zMs,
      endTime: zMs,
      type: z.enum(['user_clip', 'user_highlight']).default('user_clip'),
      playerNumber: z.string().max(10).optional(),
      playerColor: z.string().max(20).optional(),
      videoType: z.string().max(40).optional(),
      streamName: z.string().max(200).optional(),
      mode: z.string().max(40).optional(),
    })
    .refine((b) => b.endTime > b.startTime, { message: 'must be after startTime', path: ['endTime'] });
  app.post('/api/clip/create', { preValidation: requireAuth(ctx), schema: { body: createBody } }, async (request) => {
    const body = request.body;
    const parentId = body.targetId ?? body.eventId;
    if (!parentId) throw new ApiError(400, 'invalid_body', 'Invalid request body: targetId: is required');
    const { row: parent, json: parentJson } = await getMediaJson(ctx, request, parentId, ['event'], 'event');
    // A clip plays what its event plays: only a viewer who may watch the event may cut it (ADR 0029).
    if (!parentJson.availableForUser || !parentJson.isEventAvailableInUserRegion) {
      throw new ApiError(403, 'event_not_available', `Event ${parent.id} is not available to you, so no clip can be cut from it`);
    }
    const { user } = userOf(request);
    const [row] = await db
      .insert(media)
      .values({
        tenantId: request.tenant.id,
        mediaType: body.type,
        status: 'archived',
        eventType: parent.eventType,
        sportType: parent.sportType,
        title: body.title,
        referenceId: `uc-${randomToken(6)}`,
        startAt: new Date(),
        durationSeconds: Math.round((body.endTime - body.startTime) / 1000),
        team1Id: parent.team1Id,
        team2Id: parent.team2Id,
        identityIds: parent.identityIds,
        parentId: parent.id,
        userId: user.id,
        startTimeMs: body.startTime,
        endTimeMs: body.endTime,
        playerNumber: body.playerNumber ?? null,
        playerColor: body.playerColor ?? null,
        // no stored source: the clip always plays its own cut (/media/clips/{id}/), never the
        // event's whole stream (an external one would play uncut)
        hdUrl: null,
      })
      .returning();
    return { content: (await getMediaJson(ctx, request, row!.id, [body.type], 'clip')).json };
  });

  const ownClip = async (tenantId: string, userId: number, id: number) => {
    const [row] = await db
      .select()
      .from(media)
      .where(and(eq(media.id, id), eq(media.tenantId, tenantId), eq(media.userId, userId), inArray(media.mediaType, ['user_clip', 'user_highlight'])));
    if (!row) throw new ApiError(404, 'clip_not_found', `Clip ${id} not found`);
    return row;
  };

  app.post(
    '/api/clip/update/:id',
    { preValidation: requireAuth(ctx), schema: { params: z.object({ id: zId }), body: z.object({ title: mediaTitleSchema }) } },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const row = await ownClip(request.tenant.id, userOf(request).user.id, id);
      await db.update(media).set({ title: body.title }).where(eq(media.id, row.id));
      return { content: (await getMediaJson(ctx, request, row.id, [row.mediaType], 'clip')).json };
    },
  );

  app.post('/api/clip/delete/:id', { preValidation: requireAuth(ctx), schema: { params: z.object({ id: zId }) } }, async (request) => {
    const { id } = request.params;
    const row = await ownClip(request.tenant.id, userOf(request).user.id, id);
    await db.delete(media).where(eq(media.id, row.id));
    return { content: { success: true } };
  });
}
