// GET /api/recommendation/list: what the signed-in user follows, as content (api/README.md has no call for
// /recommendation; this one is shaped like the documented lists). Events and clips of followed
// leagues, categories and sub-categories (identity_item follows), followed teams and the favourite
// club; live first, then newest. Upcoming games are left out: they are not watchable yet.
import type { FastifyInstance } from 'fastify';
import { and, arrayOverlaps, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { follows, media } from '../db/schema.ts';
import { paged, type ZodTypeProvider } from '../http/validate.ts';
import { requireAuth, userOf } from '../http/auth.ts';
import { requestOrigin } from '../http/origin.ts';
import { lookupFor, mediaJson } from '../content/serialize.ts';
import { viewerOf } from './events.ts';

const KINDS = { event: ['event'], clip: ['clip', 'highlight'], all: ['event', 'clip', 'highlight'] } as const;

export const recommendationQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(24),
  media_type: z.enum(['all', 'event', 'clip']).default('all'),
});

export function recommendationRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get('/api/recommendation/list', { preValidation: requireAuth(ctx), schema: { querystring: recommendationQuery } }, async (request) => {
    const q = request.query;
    const { user } = userOf(request);
    const tenantId = request.tenant.id;
    const rows = await db
      .select()
      .from(follows)
      .where(and(eq(follows.userId, user.id), eq(follows.tenantId, tenantId)));
    const teamIds = rows.filter((r) => r.type === 'team').map((r) => r.referenceId);
    const identityIds = rows.filter((r) => r.type !== 'team').map((r) => r.referenceId);
    const [clubType, clubId] = (user.favoriteClubId ?? '').split('|');
    if (clubId && Number(clubId) > 0) (clubType === 'team' ? teamIds : identityIds).push(Number(clubId));
    const basis = { teams: teamIds.length, identities: identityIds.length };
    if (!teamIds.length && !identityIds.length) return { content: { ...paged([], 0, q.page, q.size), basis } };

    const matches = [
      identityIds.length ? arrayOverlaps(media.identityIds, identityIds) : undefined,
      teamIds.length ? or(inArray(media.team1Id, teamIds), inArray(media.team2Id, teamIds)) : undefined,
    ].filter(Boolean);
    const where = and(
      eq(media.tenantId, tenantId),
      inArray(media.mediaType, [...KINDS[q.media_type]]),
      isNull(media.userId),
      ne(media.status, 'upcoming'),
      or(...matches),
    );
    const [list, [{ n } = { n: 0 }]] = await Promise.all([
      db
        .select()
        .from(media)
        .where(where)
        .orderBy(sql`(${media.status} = 'live') desc`, desc(media.startAt), desc(media.id))
        .limit(q.size)
        .offset(q.page * q.size),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(media)
        .where(where),
    ]);
    const lookup = await lookupFor(db, tenantId, list);
    const origin = requestOrigin(request);
    const viewer = viewerOf(ctx, request);
    return {
      content: {
        ...paged(
          list.map((r) => mediaJson(r, lookup, origin, viewer)),
          Number(n),
          q.page,
          q.size,
        ),
        basis,
      },
    };
  });
}
