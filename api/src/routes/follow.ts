// Following teams and identities. api/README.md knows two follow types, `team` and `identity_item`;
// every identity record (leagues and categories, media_type identity, and their
// sub-categories, media_type identity_item) is followed as `identity_item`, because identity
// ids are one id space. Older spellings (identity, league, category, subcategory) are accepted
// on input and rows stored as `identity` by earlier versions read back as identity_item.
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { follows, identities, teams } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { paged, zId, type ZodTypeProvider } from '../http/validate.ts';
import { requireAuth, userOf } from '../http/auth.ts';
import { requestOrigin } from '../http/origin.ts';
import { identityLogoUrl, teamLogoUrl } from '../content/serialize.ts';

const TYPE_ALIASES: Record<string, 'team' | 'identity_item'> = {
  team: 'team',
  identity_item: 'identity_item',
  subcategory: 'identity_item',
  identity: 'identity_item',
  league: 'identity_item',
  category: 'identity_item',
};
const followType = z
  .string()
  .transform((v) => TYPE_ALIASES[v])
  .pipe(z.enum(['team', 'identity_item'], { message: 'must be team or identity_item (identity, league, category and subcategory are read as identity_item)' }));

/** Stored spellings of one wire type (rows written as `identity` before the types were unified). */
const storedTypes = (type: 'team' | 'identity_item') => (type === 'team' ? ['team'] : ['identity_item', 'identity']);

export function followRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const auth = { preValidation: requireAuth(ctx) };

  async function describe(tenantId: string, rows: (typeof follows.$inferSelect)[], origin: string) {
    const teamIds = rows.filter((r) => r.type === 'team').map((r) => r.referenceId);
    const idIds = rows.filter((r) => r.type !== 'team').map((r) => r.referenceId);
    const [t, i] = await Promise.all([
      teamIds.length
        ? db
            .select()
            .from(teams)
            .where(and(eq(teams.tenantId, tenantId), inArray(teams.id, teamIds)))
        : [],
      idIds.length
        ? db
            .select()
            .from(identities)
            .where(and(eq(identities.tenantId, tenantId), inArray(identities.id, idIds)))
        : [],
    ]);
    return rows.map((r) => {
      const team = r.type === 'team' ? t.find((x) => x.id === r.referenceId) : undefined;
      const ident = r.type !== 'team' ? i.find((x) => x.id === r.referenceId) : undefined;
      return {
        id: r.id,
        type: r.type === 'team' ? 'team' : 'identity_item',
        reference_id: r.referenceId,
        identitiesId: team ? team.identityIds : ident ? [ident.id, ...ident.parentIds] : [],
        title: team?.name ?? ident?.title ?? 'NO TITLE',
        logo: team ? teamLogoUrl(origin, team.id) : ident ? identityLogoUrl(origin, ident.id) : null,
        added: r.createdAt.toISOString(),
      };
    });
  }

  const listByUserQuery = z.object({
    size: z.coerce.number().int().min(1).max(500).default(150),
    page: z.coerce.number().int().min(0).default(0),
    version: z.coerce.number().int().optional(),
    types: z
      .union([z.string(), z.array(z.string())])
      .transform((v) => (Array.isArray(v) ? v : v.split(/[,|]/)).map((x) => x.trim()).filter(Boolean))
      .pipe(z.array(followType))
      .optional(),
  });
  app.get('/api/follow/list_by_user', { ...auth, schema: { querystring: listByUserQuery } }, async (request) => {
    const q = request.query;
    const { user } = userOf(request);
    const where = and(
      eq(follows.userId, user.id),
      eq(follows.tenantId, request.tenant.id),
      q.types?.length ? inArray(follows.type, q.types.flatMap(storedTypes)) : undefined,
    );
    const all = await db.select().from(follows).where(where).orderBy(asc(follows.id));
    const slice = all.slice(q.page * q.size, (q.page + 1) * q.size);
    return { content: paged(await describe(request.tenant.id, slice, requestOrigin(request)), all.length, q.page, q.size) };
  });

  app.post('/api/follow/save', { ...auth, schema: { body: z.object({ reference_id: zId, type: followType }) } }, async (request) => {
    const body = request.body;
    const tenantId = request.tenant.id;
    const exists =
      body.type === 'team'
        ? (
            await db
              .select({ id: teams.id })
              .from(teams)
              .where(and(eq(teams.id, body.reference_id), eq(teams.tenantId, tenantId)))
          ).length
        : (
            await db
              .select({ id: identities.id })
              .from(identities)
              .where(and(eq(identities.id, body.reference_id), eq(identities.tenantId, tenantId)))
          ).length;
    if (!exists) throw new ApiError(404, 'follow_target_not_found', `No ${body.type} ${body.reference_id} to follow`);
    const { user } = userOf(request);
    const where = and(
      eq(follows.userId, user.id),
      eq(follows.tenantId, tenantId),
      inArray(follows.type, storedTypes(body.type)),
      eq(follows.referenceId, body.reference_id),
    );
    // Idempotent: following twice (or something followed under a legacy spelling) keeps one row.
    let rows = await db.select().from(follows).where(where);
    if (!rows.length) {
      await db.insert(follows).values({ tenantId, userId: user.id, type: body.type, referenceId: body.reference_id }).onConflictDoNothing();
      rows = await db.select().from(follows).where(where);
    }
    return { content: (await describe(tenantId, rows, requestOrigin(request)))[0] };
  });

  app.post('/api/follow/remove_by_reference', { ...auth, schema: { body: z.object({ id: zId, type: followType.optional() }) } }, async (request) => {
    const body = request.body;
    const { user } = userOf(request);
    const removed = await db
      .delete(follows)
      .where(
        and(
          eq(follows.userId, user.id),
          eq(follows.tenantId, request.tenant.id),
          eq(follows.referenceId, body.id),
          body.type ? inArray(follows.type, storedTypes(body.type)) : undefined,
        ),
      )
      .returning({ id: follows.id });
    if (!removed.length) throw new ApiError(404, 'follow_not_found', `You do not follow ${body.id}`);
    return { content: { success: true, removed: removed.length } };
  });
}
