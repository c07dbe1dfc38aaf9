// Commerce (api/README.md "Commerce", issue 13): plans, the card provider's address, idempotent payments
// (subscription checkout with a new or the stored card, pay-per-view, access codes), contracts,
// payment history and pay-per-view tickets. One module per product under routes/commerce/, over the
// payment rules of routes/commerce/purchases.ts.
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { contracts, ppvTickets, subscriptions } from '../db/schema.ts';
import { startReconciliation } from '../payments/reconcile-job.ts';
import { accessCodeRoutes } from './commerce/access-codes.ts';
import { checkoutRoutes } from './commerce/checkout.ts';
import { commerceEnabled } from './commerce/json.ts';
import { contractRoutes } from './commerce/contracts.ts';
import { planRoutes } from './commerce/plans.ts';
import { createPurchases } from './commerce/purchases.ts';
import { commerceScope } from './commerce/scope.ts';
import { storedCardRoutes } from './commerce/stored-card.ts';
import { ticketRoutes } from './commerce/tickets.ts';

export { commerceEnabled, contractJson, paymentJson } from './commerce/json.ts';
export { addDuration } from '../payments/settlement.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for signed-in content requests: what the viewer bought (read by the media JSON's availableForUser). */
    entitlements?: { tickets: ReadonlySet<number>; plans: readonly (readonly number[])[] };
  }
}

export function commerceRoutes(server: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  // Content answers say whether the viewer may watch (availableForUser); tickets and active plans decide
  // it for paid media, so signed-in content requests load them once (two indexed queries).
  server.addHook('preHandler', async (request) => {
    if (!request.auth || !commerceEnabled(request.tenant) || !/^\/api\/(event|clip|vod|user\/get_watchlist)/.test(request.url)) return;
    const userId = request.auth.user.id;
    const now = new Date(ctx.settings.now());
    const [tickets, plans] = await Promise.all([
      db.select({ eventId: ppvTickets.eventId }).from(ppvTickets).where(eq(ppvTickets.userId, userId)),
      db
        .select({ ids: subscriptions.allowedIdentityIds })
        .from(contracts)
        .innerJoin(subscriptions, eq(subscriptions.id, contracts.subscriptionId))
        .where(and(eq(contracts.userId, userId), gt(contracts.endAt, now), sql`${contracts.startAt} <= ${now}`)),
    ]);
    request.entitlements = { tickets: new Set(tickets.map((t) => t.eventId)), plans: plans.map((p) => p.ids) };
  });

  const scope = commerceScope(server, ctx);
  const purchases = createPurchases(ctx);
  // Payments left processing (a crash, a lost answer) are settled or refunded (ADR 0050).
  startReconciliation(server, ctx);
  planRoutes(scope, purchases);
  checkoutRoutes(scope, purchases);
  storedCardRoutes(scope);
  accessCodeRoutes(scope, purchases);
  contractRoutes(scope);
  ticketRoutes(scope);
}
