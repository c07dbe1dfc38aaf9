// Checkout: a plan with a new or the stored card, a pay-per-view event, the 3-D Secure style
// confirmation, and the user's payments and receipts. The rules are in purchases.ts.
import type { FastifyRequest } from 'fastify';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { media, paymentCards, payments } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { paged, zId } from '../../http/validate.ts';
import { getCharge, ProviderUnavailable } from '../../payments/client.ts';
import { paymentJson } from './json.ts';
import type { Purchases } from './purchases.ts';
import { pageQuery, type CommerceScope } from './scope.ts';

const cardSchema = z.object({ token: z.string().min(1).max(200) });
const subscriptionCheckoutBody = z.object({ card: cardSchema, subscription_id: zId });
const storedCardBody = z.object({ subscription_id: zId });
const ppvBody = z.object({ event_id: zId, card: cardSchema.optional() });
const confirmBody = z.object({ payment_id: zId });

export function checkoutRoutes({ app, db, ctx, authed }: CommerceScope, { idempotent, chargeWith, preparePlan, planById, settle, rememberCard }: Purchases) {
  app.post('/api/commerce/subscription_checkout', { preValidation: authed, schema: { body: subscriptionCheckoutBody } }, async (request) => {
    const b = request.body;
    const row = await idempotent(
      request,
      b,
      () => preparePlan(request, b.subscription_id),
      chargeWith(request, { token: b.card.token }, `Subscription ${b.subscription_id}`),
    );
    return { content: paymentJson(row) };
  });

  app.post('/api/commerce/subscribe_by_stored_cc', { preValidation: authed, schema: { body: storedCardBody } }, async (request) => {
    const b = request.body;
    const [card] = await db.select().from(paymentCards).where(eq(paymentCards.userId, request.auth!.user.id));
    if (!card) throw new ApiError(409, 'no_stored_card', 'There is no stored card; pay with a card first');
    const row = await idempotent(
      request,
      b,
      () => preparePlan(request, b.subscription_id),
      chargeWith(request, { stored: true }, `Subscription ${b.subscription_id}`),
    );
    return { content: paymentJson(row) };
  });

  app.post('/api/commerce/ppv_checkout', { preValidation: authed, schema: { body: ppvBody } }, async (request) => {
    const b = request.body;
    const userId = request.auth!.user.id;
    if (!b.card) {
      const [card] = await db.select().from(paymentCards).where(eq(paymentCards.userId, userId));
      if (!card) throw new ApiError(409, 'no_stored_card', 'There is no stored card; pay with a card first');
    }
    const row = await idempotent(
      request,
      b,
      async () => {
        const [event] = await db
          .select()
          .from(media)
          .where(and(eq(media.id, b.event_id), eq(media.tenantId, request.tenant.id), eq(media.mediaType, 'event')));
        if (!event) throw new ApiError(404, 'event_not_found', `Event ${b.event_id} not found`);
        if (event.commerceCoverage !== 'commerce_ppv_media' && event.commerceCoverage !== 'commerce_transactional_media') {
          throw new ApiError(400, 'not_for_sale', 'This event is not sold on its own');
        }
        return { kind: 'ppv', amount: Number(event.price ?? 0), currency: event.currency ?? 'USD', eventId: event.id };
      },
      chargeWith(request, b.card ? { token: b.card.token } : { stored: true }, `Event ${b.event_id}`),
    );
    return { content: paymentJson(row) };
  });

  const ownPayment = async (request: FastifyRequest, id: number) => {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, request.auth!.user.id)));
    if (!row) throw new ApiError(404, 'payment_not_found', `Payment ${id} not found`);
    return row;
  };

  app.post('/api/commerce/confirm_payment', { preValidation: authed, schema: { body: confirmBody } }, async (request) => {
    const row = await ownPayment(request, request.body.payment_id);
    if (row.status !== 'requires_action' || !row.chargeId) return { content: paymentJson(row) };
    let charge;
    try {
      charge = await getCharge(ctx.origins.cards, row.chargeId);
    } catch (err) {
      if (err instanceof ProviderUnavailable) throw new ApiError(502, 'payment_provider_unavailable', 'The card provider could not be reached; try again');
      throw err;
    }
    if (!charge) return { content: paymentJson(await settle(row, { failure: 'authentication_failed' })) };
    if (charge.status === 'requires_action') return { content: paymentJson(row) };
    await rememberCard(row, charge);
    return { content: paymentJson(await settle(row, charge)) };
  });

  app.get('/api/commerce/payment/:id', { preValidation: authed, schema: { params: z.object({ id: zId }) } }, async (request) => ({
    content: paymentJson(await ownPayment(request, request.params.id)),
  }));

  app.get('/api/commerce/payment/:id/receipt', { preValidation: authed, schema: { params: z.object({ id: zId }) } }, async (request) => {
    const row = await ownPayment(request, request.params.id);
    if (row.status !== 'succeeded') throw new ApiError(404, 'receipt_not_found', 'Only a succeeded payment has a receipt');
    let productTitle = '';
    if (row.subscriptionId) productTitle = (await planById(request.tenant.id, row.subscriptionId))?.title ?? '';
    if (row.eventId) productTitle = (await db.select({ title: media.title }).from(media).where(eq(media.id, row.eventId)))[0]?.title ?? '';
    return {
      content: {
        receiptNumber: `R-${row.tenantId.toUpperCase()}-${String(row.id).padStart(6, '0')}`,
        payment: paymentJson(row),
        productTitle,
        customerEmail: request.auth!.user.email,
        issuedAt: row.updatedAt.toISOString(),
      },
    };
  });

  app.get('/api/commerce/payments', { preValidation: authed, schema: { querystring: pageQuery } }, async (request) => {
    const q = request.query;
    const where = eq(payments.userId, request.auth!.user.id);
    const [rows, [{ n } = { n: 0 }]] = await Promise.all([
      db
        .select()
        .from(payments)
        .where(where)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(q.size)
        .offset(q.page * q.size),
      db.select({ n: count() }).from(payments).where(where),
    ]);
    return { content: paged(rows.map(paymentJson), Number(n), q.page, q.size) };
  });
}
