// Plans and the card provider's address: public reads of the tenant's catalogue.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { subscriptions } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { paged, zId } from '../../http/validate.ts';
import { subscriptionJson } from '../../content/serialize.ts';
import type { Purchases } from './purchases.ts';
import type { CommerceScope } from './scope.ts';

export function planRoutes({ app, db, ctx, commerceOn }: CommerceScope, { planById }: Purchases) {
  const getSubscriptionsQuery = z.object({
    type: z
      .string()
      .default('svod|cvod')
      .transform((v) =>
        v
          .split(/[|,]/)
          .map((x) => x.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(['svod', 'cvod'], { message: "must be 'svod', 'cvod' or 'svod|cvod'" }))),
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(200).default(50),
  });
  app.get('/api/commerce/get_subscriptions', { preValidation: commerceOn, schema: { querystring: getSubscriptionsQuery } }, async (request) => {
    const q = request.query;
    const rows = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.tenantId, request.tenant.id), eq(subscriptions.isActive, true), inArray(subscriptions.type, q.type)))
      .orderBy(asc(subscriptions.sortOrder), asc(subscriptions.id));
    const slice = rows.slice(q.page * q.size, (q.page + 1) * q.size);
    return { content: paged(slice.map(subscriptionJson), rows.length, q.page, q.size) };
  });

  app.get('/api/commerce/get_subscriptions_by_id/id/:id', { preValidation: commerceOn, schema: { params: z.object({ id: zId }) } }, async (request) => {
    const { id } = request.params;
    const row = await planById(request.tenant.id, id);
    if (!row) throw new ApiError(404, 'subscription_not_found', `Subscription ${id} not found`);
    return { content: subscriptionJson(row) };
  });

  app.get('/api/commerce/payment_provider', { preValidation: commerceOn }, async () => ({
    content: { provider: 'sandbox-cards', origin: ctx.origins.cards, scriptUrl: `${ctx.origins.cards}/checkout.js` },
  }));
}
