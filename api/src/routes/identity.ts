// Leagues/categories (identity), sub-categories (identity_item) and teams.
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { identities, teams } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { paged, zId, type ZodTypeProvider } from '../http/validate.ts';
import { requestOrigin } from '../http/origin.ts';
import { identityJson, teamJson } from '../content/serialize.ts';
import { foldText } from './events.ts';

const identityList = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(500).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  sort: z
    .string()
    .regex(/^(order|title|added|created|media_parent_order\.\d+)$/, 'must be order, title, added, created or media_parent_order.<identityId>')
    .default('order'),
  filters: z
    .object({
      media_type: z.enum(['identity', 'identity_item']).optional(),
      archived: z
        .union([z.boolean(), z.enum(['true', 'false'])])
        .transform((v) => v === true || v === 'true')
        .optional(),
      identityId: zId.optional(),
      kind: z.string().max(40).optional(),
      sportType: z.string().max(40).optional(),
    })
    .strict()
    .default({}),
});

export function identityRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.post('/api/identity/list', { schema: { body: identityList } }, async (request) => {
    const body = request.body;
    const size = body.size ?? body.pageSize ?? 50;
    const all = await db.select().from(identities).where(eq(identities.tenantId, request.tenant.id));
    const f = body.filters;
    let list = all.filter(
      (i) =>
        (!f.media_type || i.mediaType === f.media_type) &&
        (f.archived === undefined || i.archived === f.archived) &&
        (!f.identityId || i.parentIds.includes(f.identityId)) &&
        (!f.kind || i.kind === f.kind) &&
        (!f.sportType || i.sportType === f.sportType),
    );
    const key = body.sort.startsWith('media_parent_order') || body.sort === 'order' ? 'sortOrder' : body.sort === 'title' ? 'title' : 'createdAt';
    list = list.sort((a, b) => {
      const va = a[key as 'sortOrder'] as unknown as string | number;
      const vb = b[key as 'sortOrder'] as unknown as string | number;
      const c = va < vb ? -1 : va > vb ? 1 : a.id - b.id;
      return body.order === 'asc' ? c : -c;
    });
    const origin = requestOrigin(request);
    const slice = list.slice(body.page * size, body.page * size + size);
    const entries = slice.map((i) =>
      identityJson(
        i,
        origin,
        all.filter((c) => c.parentIds.includes(i.id)).map((c) => c.id),
      ),
    );
    return { content: paged(entries, list.length, body.page, size) };
  });

  app.get('/api/identity/get_by_id/id/:id', { schema: { params: z.object({ id: zId }) } }, async (request) => {
    const { id } = request.params;
    const all = await db.select().from(identities).where(eq(identities.tenantId, request.tenant.id));
    const found = all.find((i) => i.id === id);
    if (!found) throw new ApiError(404, 'identity_not_found', `Identity ${id} not found`);
    return {
      content: identityJson(
        found,
        requestOrigin(request),
        all.filter((c) => c.parentIds.includes(id)).map((c) => c.id),
      ),
    };
  });

  const listBody = z.object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(500).default(50),
    filters: z
      .object({
        identityId: zId.optional(),
        sportType: z.string().max(40).optional(),
        /** Name, short name or city contains it (any case, accents aside, as the event search): the favourite-club picker's and the search page's. */
        search: z.string().trim().max(100).optional(),
      })
      .default({}),
  });
  app.post('/api/team/list', { schema: { body: listBody } }, async (request) => {
    const body = request.body;
    const all = await db.select().from(teams).where(eq(teams.tenantId, request.tenant.id)).orderBy(asc(teams.name));
    const needle = body.filters.search ? foldText(body.filters.search) : undefined;
    const list = all.filter(
      (t) =>
        (!body.filters.identityId || t.identityIds.includes(body.filters.identityId)) &&
        (!body.filters.sportType || t.sportType === body.filters.sportType) &&
        (!needle || [t.name, t.shortName, t.city ?? ''].some((v) => foldText(v).includes(needle))),
    );
    const origin = requestOrigin(request);
    return {
      content: paged(
        list.slice(body.page * body.size, (body.page + 1) * body.size).map((t) => teamJson(t, origin)),
        list.length,
        body.page,
        body.size,
      ),
    };
  });

  app.get('/api/team/get_by_id/id/:id', { schema: { params: z.object({ id: zId }) } }, async (request) => {
    const { id } = request.params;
    const [t] = await db
      .select()
      .from(teams)
      .where(and(eq(teams.id, id), eq(teams.tenantId, request.tenant.id)));
    if (!t) throw new ApiError(404, 'team_not_found', `Team ${id} not found`);
    return { content: teamJson(t, requestOrigin(request)) };
  });
}
