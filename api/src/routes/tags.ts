// Tags on events: list (global + own), saveV2, update, remove_list. Times are milliseconds in
// and out (api/README.md: the client converts them to seconds).
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import { mediaTitleSchema } from '@portal/shared/contract/media-schemas';
import type { AppContext } from '../context.ts';
import { tags, teams, type TagRow, type TeamRow } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { paged, zId, zMs, type ZodTypeProvider } from '../http/validate.ts';
import { requireAuth, userOf } from '../http/auth.ts';
import { requestOrigin } from '../http/origin.ts';
import { teamLogoUrl } from '../content/serialize.ts';
import { getMediaJson } from './events.ts';

function tagJson(t: TagRow, team: TeamRow | undefined, origin: string) {
  return {
    id: t.id,
    title: t.title,
    startTime: t.startMs,
    endTime: t.endMs,
    type: t.type,
    global: t.isGlobal,
    playerNumber: t.playerNumber,
    playerColor: t.playerColor,
    targetId: t.targetId,
    userId: t.userId,
    tagTeam: team ? { teamId: team.id, title: team.name, color: team.color, logo: teamLogoUrl(origin, team.id) } : null,
  };
}

const tagFields = {
  title: mediaTitleSchema,
  startTime: zMs,
  endTime: zMs,
  type: z.enum(['game', 'player', 'user']).default('user'),
  global: z.boolean().default(false),
  // the client's creation payload (api/README.md) sends these as null when the tag has no player or team
  playerNumber: z
    .union([z.string().max(10), z.number().int().min(0).max(9999)])
    .transform(String)
    .nullable()
    .optional(),
  playerColor: z.string().max(20).nullable().optional(),
  teamId: zId.nullable().optional(),
};

export function tagRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const auth = { preValidation: requireAuth(ctx) };

  // `own`: the viewer made the tag, so the page offers edit and remove (the calls check it too).
  async function withTeams(rows: TagRow[], tenantId: string, origin: string, viewerId: number) {
    const ids = [...new Set(rows.map((r) => r.teamId).filter((x): x is number => x !== null))];
    const list = ids.length
      ? await db
          .select()
          .from(teams)
          .where(and(eq(teams.tenantId, tenantId), inArray(teams.id, ids)))
      : [];
    return rows.map((r) => ({
      ...tagJson(
        r,
        list.find((t) => t.id === r.teamId),
        origin,
      ),
      own: r.userId === viewerId,
    }));
  }

  const listBody = z.object({
    targetId: zId,
    global: z.boolean().optional(),
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(999).default(999),
  });
  app.post('/api/tag/list', { ...auth, schema: { body: listBody } }, async (request) => {
    const body = request.body;
    const { user } = userOf(request);
    const visible =
      body.global === undefined
        ? or(eq(tags.isGlobal, true), eq(tags.userId, user.id))
        : body.global
          ? eq(tags.isGlobal, true)
          : and(eq(tags.isGlobal, false), eq(tags.userId, user.id));
    const rows = await db
      .select()
      .from(tags)
      .where(and(eq(tags.tenantId, request.tenant.id), eq(tags.targetId, body.targetId), visible))
      .orderBy(asc(tags.startMs), asc(tags.id));
    const slice = rows.slice(body.page * body.size, (body.page + 1) * body.size);
    return { content: paged(await withTeams(slice, request.tenant.id, requestOrigin(request), user.id), rows.length, body.page, body.size) };
  });

  const saveV2Body = z
    .object({
      targetId: zId,
      ...tagFields,
      mode: z.string().max(40).optional(),
      videoType: z.string().max(40).optional(),
      streamName: z.string().max(200).optional(),
    })
    .refine((b) => b.endTime >= b.startTime, { message: 'must not be before startTime', path: ['endTime'] });
  app.post('/api/tag/saveV2', { ...auth, schema: { body: saveV2Body } }, async (request) => {
    const body = request.body;
    const { user } = userOf(request);
    if (body.global && !user.canCreateGlobalTag) throw new ApiError(403, 'global_tag_forbidden', 'You may not create global tags');
    await getMediaJson(ctx, request, body.targetId, ['event'], 'event');
    const [row] = await db
      .insert(tags)
      .values({
        tenantId: request.tenant.id,
        userId: user.id,
        targetId: body.targetId,
        title: body.title,
        startMs: body.startTime,
        endMs: body.endTime,
        type: body.type,
        isGlobal: body.global,
        playerNumber: body.playerNumber ?? null,
        playerColor: body.playerColor ?? null,
        teamId: body.teamId ?? null,
      })
      .returning();
    return { content: (await withTeams([row!], request.tenant.id, requestOrigin(request), user.id))[0] };
  });

  const updateBody = z.object({
    id: zId,
    title: z.optional(mediaTitleSchema),
    startTime: tagFields.startTime.optional(),
    endTime: tagFields.endTime.optional(),
    playerNumber: tagFields.playerNumber,
    teamId: tagFields.teamId,
  });
  app.post('/api/tag/update', { ...auth, schema: { body: updateBody } }, async (request) => {
    const body = request.body;
    const { user } = userOf(request);
    const [own] = await db
      .select()
      .from(tags)
      .where(and(eq(tags.id, body.id), eq(tags.tenantId, request.tenant.id), eq(tags.userId, user.id)));
    if (!own) throw new ApiError(404, 'tag_not_found', `Tag ${body.id} not found`);
    const [row] = await db
      .update(tags)
      .set({
        title: body.title ?? own.title,
        startMs: body.startTime ?? own.startMs,
        endMs: body.endTime ?? own.endMs,
        playerNumber: body.playerNumber ?? own.playerNumber,
        teamId: body.teamId ?? own.teamId,
      })
      .where(eq(tags.id, own.id))
      .returning();
    return { content: (await withTeams([row!], request.tenant.id, requestOrigin(request), user.id))[0] };
  });

  app.post('/api/tag/remove_list', { ...auth, schema: { body: z.object({ ids: z.array(zId).min(1).max(500) }) } }, async (request) => {
    const body = request.body;
    const { user } = userOf(request);
    const own = await db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.tenantId, request.tenant.id), eq(tags.userId, user.id), inArray(tags.id, body.ids)));
    if (own.length !== new Set(body.ids).size) throw new ApiError(404, 'tag_not_found', 'One or more tags were not found');
    await db.delete(tags).where(and(eq(tags.userId, user.id), inArray(tags.id, body.ids)));
    return { content: { success: true, removed: own.length } };
  });
}
