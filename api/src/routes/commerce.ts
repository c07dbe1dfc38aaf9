// Commerce: plans (svod/cvod). Contracts, checkout and access codes come with the commerce issue.
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { subscriptions } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { paged, zId, type ZodTypeProvider } from '../http/validate.ts';
import { requireAuth } from '../http/auth.ts';
import { subscriptionJson } from '../content/serialize.ts';

export function commerceRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const getSubscriptionsQuery = z.object({
    type: z
      .string()
      .default('svod|cvod')
      .transform((v) => v.split(/[|,]/).map((x) => x.trim().toLowerCase()).filter(Boolean))
      .pipe(z.array(z.enum(['svod', 'cvod'], { message: "must be 'svod', 'cvod' or 'svod|cvod'" }))),
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(200).default(50),
  });
  app.get('/api/commerce/get_subscriptions', { schema: { querystring: getSubscriptionsQuery } }, async (request) => {
    const q = request.query;
    const rows = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.tenantId, request.tenant.id), eq(subscriptions.isActive, true), inArray(subscriptions.type, q.type)))
      .orderBy(asc(subscriptions.sortOrder), asc(subscriptions.id));
    const slice = rows.slice(q.page * q.size, (q.page + 1) * q.size);
    return { content: paged(slice.map(subscriptionJson), rows.length, q.page, q.size) };
  });

  app.get('/api/commerce/get_subscriptions_by_id/id/:id', { schema: { params: z.object({ id: zId }) } }, async (request) => {
    const { id } = request.params;
    const [row] = await db.select().from(subscriptions).where(and(eq(subscriptions.id, id), eq(subscriptions.tenantId, request.tenant.id)));
    if (!row) throw new ApiError(404, 'subscription_not_found', `Subscription ${id} not found`);
    return { content: subscriptionJson(row) };
  });

  // The user's contracts: none can be bought yet (checkout comes with the commerce issue).
  const customerContractsQuery = z.object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(200).default(10),
    active: z.unknown().optional(),
    canceled: z.unknown().optional(),
  });
  app.get('/api/commerce/customer_contracts', { preValidation: requireAuth(ctx), schema: { querystring: customerContractsQuery } }, async (request) => {
    const q = request.query;
    return { content: paged([], 0, q.page, q.size) };
  });
}
