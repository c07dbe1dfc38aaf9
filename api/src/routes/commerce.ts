// Commerce (api/README.md "Commerce", issue 13): plans, the card provider's address, idempotent payments
// (subscription checkout with a new or the stored card, pay-per-view, access codes), contracts,
// payment history and pay-per-view tickets. Shapes are documented in api/README.md ("Commerce").
import { createHash } from 'node:crypto';
import { accessCodeFormSchema } from '@portal/shared/contract/commerce-schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import {
  accessCodes,
  contracts,
  media,
  paymentCards,
  payments,
  ppvTickets,
  subscriptions,
  type ContractRow,
  type PaymentRow,
  type PpvTicketRow,
  type SubscriptionRow,
} from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { limitPerCaller } from '../http/rate-limit.ts';
import { paged, zId, type ZodTypeProvider } from '../http/validate.ts';
import { requireAuth } from '../http/auth.ts';
import { lookupFor, mediaJson, subscriptionJson } from '../content/serialize.ts';
import { requestOrigin } from '../http/origin.ts';
import type { TenantConfig } from '../tenants.ts';
import { createCharge, deleteCustomer, getCharge, ProviderUnavailable, saveCustomerCard } from '../payments/client.ts';
import type { Charge } from '../payments/cards.ts';
import { createSettlement, OPEN_STATUSES, PROCESSING_GRACE_MS, providerKey, purchaseKeyOf } from '../payments/settlement.ts';
import { startReconciliation } from '../payments/reconcile-job.ts';
import { withCardLock } from '../payments/card-lock.ts';

export { addDuration } from '../payments/settlement.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for signed-in content requests: what the viewer bought (read by the media JSON's availableForUser). */
    entitlements?: { tickets: ReadonlySet<number>; plans: readonly (readonly number[])[] };
  }
}

/** The tenant switch (issue 13 item 7): mf-commerce off means no commerce on the API either. */
export function commerceEnabled(tenant: TenantConfig): boolean {
  return tenant.remotes['mf-commerce']?.enabled === true;
}

export function paymentJson(p: PaymentRow) {
  return {
    id: p.id,
    status: p.status,
    kind: p.kind,
    amount: Number(p.amount),
    currency: p.currency,
    failureCode: p.failureCode,
    challenge: p.status === 'requires_action' && p.challengeId && p.challengeUrl ? { id: p.challengeId, url: p.challengeUrl } : null,
    contractId: p.contractId,
    ticketId: p.ticketId,
    subscriptionId: p.subscriptionId,
    eventId: p.eventId,
    card: p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null,
    createdAt: p.createdAt.toISOString(),
  };
}

export function contractJson(c: ContractRow, plan: SubscriptionRow | undefined, lastPayment: Date | null, now: number) {
  return {
    id: c.id,
    type: (plan?.type ?? 'svod').toUpperCase(),
    subscriptionId: c.subscriptionId,
    isActive: c.endAt.getTime() > now,
    isCanceled: c.canceledAt !== null,
    autoRenew: c.autoRenew && c.canceledAt === null,
    purchaseProcessing: false,
    startDate: c.startAt.toISOString(),
    endDate: c.endAt.toISOString(),
    canceledAt: c.canceledAt?.toISOString() ?? null,
    lastPayment: lastPayment?.toISOString() ?? null,
    source: c.source,
    originalProduct: plan ? subscriptionJson(plan) : null,
  };
}

const idempotencyKeySchema = z.string().min(8).max(200).regex(/^[\w.:-]+$/);
const cardSchema = z.object({ token: z.string().min(1).max(200) });
const subscriptionCheckoutBody = z.object({ card: cardSchema, subscription_id: zId });
const storedCardBody = z.object({ subscription_id: zId });
const ppvBody = z.object({ event_id: zId, card: cardSchema.optional() });
const confirmBody = z.object({ payment_id: zId });
const storeCardBody = z.object({ card: cardSchema }).strict();
// remove_card acts on the caller's card only: no body, or an empty object (an id of someone's card is refused).
const removeCardBody = z.object({}).strict().nullish();
// Same bounds as the form (shared/src/contract/commerce-schemas.ts: 4-64 letters, digits, dashes; spaces dropped).
// The same rule as the access-code form (spaces removed, upper-cased, 4-64 letters, digits, dashes).
const redeemBody = accessCodeFormSchema;
const cancelBody = z.object({ platform: z.literal('web').default('web'), id: zId });
const pageQuery = z.object({ page: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(200).default(10) });
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .optional();

type Prepared = {
  kind: 'subscription' | 'ppv' | 'access_code';
  amount: number;
  currency: string;
  subscriptionId?: number;
  eventId?: number;
  accessCodeId?: number;
};

export function commerceRoutes(server: FastifyInstance, ctx: AppContext) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  // Requests being served in this process, by user and key: a concurrent duplicate waits for the first.
  const inflight = new Map<string, { hash: string; promise: Promise<PaymentRow> }>();

  const commerceOn = async (request: FastifyRequest) => {
    if (!commerceEnabled(request.tenant)) throw new ApiError(404, 'commerce_disabled', 'Commerce is not available for this portal');
  };
  const authed = [commerceOn, requireAuth(ctx)];

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

  const planById = async (tenantId: string, id: number) => {
    const [row] = await db.select().from(subscriptions).where(and(eq(subscriptions.id, id), eq(subscriptions.tenantId, tenantId)));
    return row;
  };

  // ---- plans ----
  const getSubscriptionsQuery = z.object({
    type: z
      .string()
      .default('svod|cvod')
      .transform((v) => v.split(/[|,]/).map((x) => x.trim().toLowerCase()).filter(Boolean))
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

  // ---- payments ----

  /** The 409 for a product the user already holds, or is paying for in another request; `content` is that payment. */
  const conflict = (code: 'already_owned' | 'already_subscribed' | 'purchase_in_progress' | 'payment_in_progress', existing: PaymentRow | null) =>
    new ApiError(
      409,
      code,
      {
        already_owned: 'You already have access to this event',
        already_subscribed: 'You already have this plan; it renews by itself',
        purchase_in_progress: 'A payment for this is already in progress; wait for it to finish',
        payment_in_progress: 'This payment is still being processed; try again',
      }[code],
      { content: existing ? paymentJson(existing) : null },
    );

  /**
   * What the user already holds of this product, read under the purchase lock (our open payment row):
   * no other payment of it can be granted meanwhile, so the check and the grant cannot interleave.
   */
  async function heldConflict(userId: number, p: Prepared): Promise<ApiError | null> {
    const now = new Date(ctx.settings.now());
    if (p.kind === 'ppv') {
      const [t] = await db.select().from(ppvTickets).where(and(eq(ppvTickets.userId, userId), eq(ppvTickets.eventId, p.eventId!)));
      return t ? conflict('already_owned', (await db.select().from(payments).where(eq(payments.id, t.paymentId)))[0] ?? null) : null;
    }
    if (p.kind === 'subscription') {
      // A contract of the plan that has not ended and still renews; after a cancel the plan may be bought
      // again (it starts when the canceled one ends).
      const [c] = await db
        .select()
        .from(contracts)
        .where(and(eq(contracts.userId, userId), eq(contracts.subscriptionId, p.subscriptionId!), gt(contracts.endAt, now), isNull(contracts.canceledAt)))
        .orderBy(desc(contracts.endAt))
        .limit(1);
      if (!c) return null;
      const [paid] = c.paymentId ? await db.select().from(payments).where(eq(payments.id, c.paymentId)) : [];
      return conflict('already_subscribed', paid ?? null);
    }
    return null;
  }

  /**
   * Runs a payment once per (user, Idempotency-Key); the same key with another body is refused. Before
   * the provider is called, the payment row is inserted 'processing' with its product key: the partial
   * unique index payments_open_purchase lets one open payment per user and product exist, across
   * requests, keys and API processes. A second checkout gets 409 with the payment that holds it.
   */
  async function idempotent(request: FastifyRequest, body: unknown, prepare: () => Promise<Prepared>, execute: (row: PaymentRow) => Promise<PaymentRow>) {
    const parsedKey = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
    if (!parsedKey.success) throw new ApiError(400, 'idempotency_key_required', 'Header Idempotency-Key (8-200 characters: letters, digits, . _ : -) is required');
    const user = request.auth!.user;
    const tenantId = request.tenant.id;
    const key = parsedKey.data;
    const hash = createHash('sha256').update(`${request.url.split('?')[0]}\n${JSON.stringify(body)}`).digest('hex');
    const slot = `${tenantId}:${user.id}:${key}`;
    const running = inflight.get(slot);
    if (running) {
      if (running.hash !== hash) throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for another request');
      return running.promise;
    }
    const byKey = async () => (await db.select().from(payments).where(and(eq(payments.userId, user.id), eq(payments.idempotencyKey, key))))[0];
    const promise = (async () => {
      const existing = await byKey();
      if (existing) {
        if (existing.requestHash !== hash) throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for another request');
        // A row left 'processing' (provider unreachable last time) is retried: the provider dedups on our payment id.
        return existing.status === 'processing' ? execute(existing) : existing;
      }
      const p = await prepare();
      const purchaseKey = purchaseKeyOf(p);
      // A few rounds at most: each one either inserts, answers, or finds the holder gone (finished meanwhile).
      for (let round = 0; round < 4; round++) {
        const [inserted] = await db
          .insert(payments)
          .values({
            tenantId,
            userId: user.id,
            idempotencyKey: key,
            requestHash: hash,
            kind: p.kind,
            amount: p.amount.toFixed(2),
            currency: p.currency,
            subscriptionId: p.subscriptionId ?? null,
            eventId: p.eventId ?? null,
            accessCodeId: p.accessCodeId ?? null,
            purchaseKey,
          })
          .onConflictDoNothing()
          .returning();
        if (inserted) {
          const held = await heldConflict(user.id, p);
          if (held) {
            // Nothing was charged: the attempt leaves no payment behind (a retry with this key gets the same 409).
            await db.delete(payments).where(and(eq(payments.id, inserted.id), eq(payments.status, 'processing')));
            throw held;
          }
          return execute(inserted);
        }
        const same = await byKey();
        if (same) {
          // Another process inserted this key between our read and write.
          if (same.requestHash !== hash) throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for another request');
          if (same.status === 'processing') throw conflict('payment_in_progress', same);
          return same;
        }
        const [open] = await db
          .select()
          .from(payments)
          .where(and(eq(payments.tenantId, tenantId), eq(payments.userId, user.id), eq(payments.purchaseKey, purchaseKey ?? ''), inArray(payments.status, [...OPEN_STATUSES])));
        if (!open) continue;
        // A challenge nobody answers any more, or a payment no request serves any more (crashed), gives way:
        // it is settled at the provider first (an approved one is granted, and this attempt then gets 409).
        const stale = open.status === 'requires_action' || open.updatedAt.getTime() <= ctx.settings.now() - PROCESSING_GRACE_MS;
        if (!stale) throw conflict('purchase_in_progress', open);
        const settled = await atProviderPayment(request, () => reconcilePayment(open, { abandonChallenge: true }));
        if (settled.status === 'requires_action' || settled.status === 'processing') throw conflict('purchase_in_progress', settled);
      }
      throw conflict('purchase_in_progress', null);
    })();
    inflight.set(slot, { hash, promise });
    try {
      return await promise;
    } finally {
      inflight.delete(slot);
    }
  }

  async function atProviderPayment<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (!(err instanceof ProviderUnavailable)) throw err;
      request.log.warn({ err }, 'card provider unavailable');
      throw new ApiError(502, 'payment_provider_unavailable', 'The card provider could not be reached; try again');
    }
  }

  const { settle, grant, reconcilePayment } = createSettlement(ctx);
  startReconciliation(server, ctx);

  /** Charges the card (a new token, saved for later, or the stored card) and settles the payment. */
  function chargeWith(request: FastifyRequest, source: { token: string } | { stored: true }, description: string) {
    return async (row: PaymentRow) => {
      let customer: string | undefined;
      if ('stored' in source) {
        const [card] = await db.select().from(paymentCards).where(eq(paymentCards.userId, row.userId));
        if (!card) return settle(row, { failure: 'no_stored_card' });
        customer = card.customerRef;
      }
      let result;
      try {
        result = await createCharge(ctx.origins.cards, providerKey(row), {
          ...('token' in source ? { token: source.token, save: true } : { customer }),
          amount: Number(row.amount),
          currency: row.currency,
          description,
        });
      } catch (err) {
        if (err instanceof ProviderUnavailable) {
          request.log.warn({ err, paymentId: row.id }, 'card provider unavailable');
          throw new ApiError(502, 'payment_provider_unavailable', 'The card provider could not be reached; try again');
        }
        throw err;
      }
      if (!result.ok) return settle(row, { failure: result.code });
      const { charge } = result;
      if ('token' in source) await rememberCard(row, charge);
      return settle(row, charge);
    };
  }

  /** A card that paid becomes the stored card (a declined or unconfirmed one never does). */
  async function rememberCard(row: PaymentRow, charge: Charge) {
    if (charge.status !== 'succeeded' || !charge.customer) return;
    const card = { customerRef: charge.customer, brand: charge.card.brand, last4: charge.card.last4, expMonth: charge.card.expMonth, expYear: charge.card.expYear };
    await db
      .insert(paymentCards)
      .values({ tenantId: row.tenantId, userId: row.userId, ...card })
      .onConflictDoUpdate({ target: paymentCards.userId, set: { ...card, updatedAt: new Date() } });
  }

  async function preparePlan(request: FastifyRequest, subscriptionId: number): Promise<Prepared> {
    const plan = await planById(request.tenant.id, subscriptionId);
    if (!plan || !plan.isActive) throw new ApiError(404, 'subscription_not_found', `Subscription ${subscriptionId} not found`);
    return { kind: 'subscription', amount: Number(plan.price), currency: plan.currency, subscriptionId: plan.id };
  }

  app.post('/api/commerce/subscription_checkout', { preValidation: authed, schema: { body: subscriptionCheckoutBody } }, async (request) => {
    const b = request.body;
    const row = await idempotent(request, b, () => preparePlan(request, b.subscription_id), chargeWith(request, { token: b.card.token }, `Subscription ${b.subscription_id}`));
    return { content: paymentJson(row) };
  });

  app.post('/api/commerce/subscribe_by_stored_cc', { preValidation: authed, schema: { body: storedCardBody } }, async (request) => {
    const b = request.body;
    const [card] = await db.select().from(paymentCards).where(eq(paymentCards.userId, request.auth!.user.id));
    if (!card) throw new ApiError(409, 'no_stored_card', 'There is no stored card; pay with a card first');
    const row = await idempotent(request, b, () => preparePlan(request, b.subscription_id), chargeWith(request, { stored: true }, `Subscription ${b.subscription_id}`));
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
        const [event] = await db.select().from(media).where(and(eq(media.id, b.event_id), eq(media.tenantId, request.tenant.id), eq(media.mediaType, 'event')));
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
    const [row] = await db.select().from(payments).where(and(eq(payments.id, id), eq(payments.userId, request.auth!.user.id)));
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
      db.select().from(payments).where(where).orderBy(desc(payments.createdAt), desc(payments.id)).limit(q.size).offset(q.page * q.size),
      db.select({ n: count() }).from(payments).where(where),
    ]);
    return { content: paged(rows.map(paymentJson), Number(n), q.page, q.size) };
  });

  app.get('/api/commerce/stored_card', { preValidation: authed }, async (request) => {
    const [card] = await db.select().from(paymentCards).where(eq(paymentCards.userId, request.auth!.user.id));
    return { content: card ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear } : null };
  });

  // ---- the stored card (issue 12 item 4): replaced through the provider's fields, or removed ----
  const cardSummary = (c: { brand: string; last4: string; expMonth: number; expYear: number }) => ({ brand: c.brand, last4: c.last4, expMonth: c.expMonth, expYear: c.expYear });
  // One card change per user at a time in this process: two tabs replacing at once end with the
  // later card both at the provider and here (never one customer there and another card here).
  const cardChanges = new Map<number, Promise<unknown>>();
  function oneAtATime<T>(userId: number, run: () => Promise<T>): Promise<T> {
    const next = (cardChanges.get(userId) ?? Promise.resolve()).then(run);
    // The queue's tail never rejects (the caller handles `next`'s failure); it leaves when it is the last.
    const done = () => {
      if (cardChanges.get(userId) === tail) cardChanges.delete(userId);
    };
    const tail: Promise<void> = next.then(done, done);
    cardChanges.set(userId, tail);
    return next;
  }
  async function atProvider<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (!(err instanceof ProviderUnavailable)) throw err;
      request.log.warn({ err }, 'card provider unavailable');
      throw new ApiError(502, 'payment_provider_unavailable', 'The card provider could not be reached; try again');
    }
  }
  const CARD_REFUSALS: Record<string, string> = {
    card_declined: 'The card was declined',
    expired_card: 'The card has expired',
    invalid_token: 'The card token is unknown; enter the card again',
    token_used: 'The card token was already used; enter the card again',
  };

  app.post('/api/commerce/store_card', { preValidation: authed, schema: { body: storeCardBody } }, async (request) => {
    const user = request.auth!.user;
    const { token } = request.body.card;
    const stored = await oneAtATime(user.id, () => withCardLock(ctx.database, user.id, async (q) => {
      const [current] = await q.select().from(paymentCards).where(eq(paymentCards.userId, user.id));
      // The token decides the key: a retry of this request (after a token refresh or a dropped answer) is answered the same.
      const key = `card_${request.tenant.id}_${user.id}_${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;
      // This very request stored the card already (a retry, or the same request sent twice at once): the same answer.
      if (current?.sourceKey === key) return current;
      let result = await atProvider(request, () => saveCustomerCard(ctx.origins.cards, key, { token, customer: current?.customerRef }));
      // The provider no longer knows our customer (the sandbox forgets on restart): store the card on a new one.
      if (!result.ok && result.code === 'invalid_customer' && current) result = await atProvider(request, () => saveCustomerCard(ctx.origins.cards, `${key}_new`, { token }));
      if (!result.ok) {
        request.log.info({ userId: user.id, code: result.code }, 'card refused by the provider');
        throw new ApiError(result.status === 402 ? 402 : 400, result.code, CARD_REFUSALS[result.code] ?? result.message);
      }
      const card = { customerRef: result.stored.customer, ...cardSummary(result.stored.card), sourceKey: key };
      await q
        .insert(paymentCards)
        .values({ tenantId: request.tenant.id, userId: user.id, ...card })
        .onConflictDoUpdate({ target: paymentCards.userId, set: { ...card, updatedAt: new Date(ctx.settings.now()) } });
      return card;
    }));
    return { content: cardSummary(stored) };
  });

  app.post('/api/commerce/remove_card', { preValidation: authed, schema: { body: removeCardBody } }, async (request) => {
    const user = request.auth!.user;
    await oneAtATime(user.id, () => withCardLock(ctx.database, user.id, async (q) => {
      const [current] = await q.select().from(paymentCards).where(eq(paymentCards.userId, user.id));
      if (!current) return;
      // The provider forgets the card first: if it cannot be reached, nothing changed and the user may retry.
      await atProvider(request, () => deleteCustomer(ctx.origins.cards, current.customerRef));
      await q.delete(paymentCards).where(and(eq(paymentCards.id, current.id), eq(paymentCards.userId, user.id)));
    }));
    return { content: null };
  });

  // ---- access codes ----
  // codes are guessable: tries per signed-in account (security issue 26 item 5)
  app.post('/api/commerce/redeem_access_code', { preValidation: authed, config: limitPerCaller(ctx.settings.rateLimitMax), schema: { body: redeemBody } }, async (request) => {
    const code = request.body.code.toUpperCase();
    const userId = request.auth!.user.id;
    let claimed: number | undefined;
    const row = await idempotent(
      request,
      { code },
      async () => {
        const [ac] = await db.select().from(accessCodes).where(and(eq(accessCodes.tenantId, request.tenant.id), eq(accessCodes.code, code)));
        if (!ac) throw new ApiError(404, 'access_code_unknown', 'This access code does not exist');
        if (ac.usedAt) throw new ApiError(409, 'access_code_used', 'This access code was already used');
        if (ac.expiresAt.getTime() <= ctx.settings.now()) throw new ApiError(410, 'access_code_expired', 'This access code has expired');
        // One conditional UPDATE claims the code: of two simultaneous redemptions exactly one wins.
        const [won] = await db
          .update(accessCodes)
          .set({ usedAt: new Date(ctx.settings.now()), usedByUserId: userId })
          .where(and(eq(accessCodes.id, ac.id), isNull(accessCodes.usedAt)))
          .returning();
        if (!won) throw new ApiError(409, 'access_code_used', 'This access code was already used');
        claimed = won.id;
        const plan = await planById(request.tenant.id, won.subscriptionId);
        return { kind: 'access_code', amount: 0, currency: plan?.currency ?? 'N/A', subscriptionId: won.subscriptionId, accessCodeId: won.id };
      },
      (payment) => grant(payment, {}, new Date(ctx.settings.now())),
    ).catch(async (err: unknown) => {
      // The code was claimed but the payment row could not be written: give the code back.
      if (claimed !== undefined) await db.update(accessCodes).set({ usedAt: null, usedByUserId: null }).where(eq(accessCodes.id, claimed));
      throw err;
    });
    return { content: paymentJson(row) };
  });

  // ---- contracts ----
  async function contractsJson(rows: ContractRow[], tenantId: string) {
    const planIds = [...new Set(rows.map((r) => r.subscriptionId))];
    const plans = planIds.length ? await db.select().from(subscriptions).where(and(eq(subscriptions.tenantId, tenantId), inArray(subscriptions.id, planIds))) : [];
    const paymentIds = rows.map((r) => r.paymentId).filter((x): x is number => x !== null);
    const pays = paymentIds.length ? await db.select({ id: payments.id, at: payments.updatedAt }).from(payments).where(inArray(payments.id, paymentIds)) : [];
    const byPlan = new Map(plans.map((p) => [p.id, p]));
    const paidAt = new Map(pays.map((p) => [p.id, p.at]));
    const now = ctx.settings.now();
    return rows.map((r) => contractJson(r, byPlan.get(r.subscriptionId), r.paymentId ? (paidAt.get(r.paymentId) ?? null) : null, now));
  }

  const customerContractsQuery = pageQuery.extend({ active: flag, canceled: flag });
  app.get('/api/commerce/customer_contracts', { preValidation: authed, schema: { querystring: customerContractsQuery } }, async (request) => {
    const q = request.query;
    const now = new Date(ctx.settings.now());
    const conds = [eq(contracts.userId, request.auth!.user.id), eq(contracts.tenantId, request.tenant.id)];
    if (q.active === true) conds.push(gt(contracts.endAt, now));
    if (q.active === false) conds.push(sql`${contracts.endAt} <= ${now}`);
    if (q.canceled === false) conds.push(isNull(contracts.canceledAt));
    if (q.canceled === true) conds.push(sql`${contracts.canceledAt} is not null`);
    const where = and(...conds);
    const [rows, [{ n } = { n: 0 }]] = await Promise.all([
      db.select().from(contracts).where(where).orderBy(desc(contracts.createdAt), desc(contracts.id)).limit(q.size).offset(q.page * q.size),
      db.select({ n: count() }).from(contracts).where(where),
    ]);
    return { content: paged(await contractsJson(rows, request.tenant.id), Number(n), q.page, q.size) };
  });

  const ownContract = async (request: FastifyRequest, id: number) => {
    const [row] = await db.select().from(contracts).where(and(eq(contracts.id, id), eq(contracts.userId, request.auth!.user.id)));
    if (!row) throw new ApiError(404, 'contract_not_found', `Contract ${id} not found`);
    return row;
  };

  app.get('/api/commerce/get_customer_subscriptions_by_id/id/:id', { preValidation: authed, schema: { params: z.object({ id: zId }) } }, async (request) => {
    const row = await ownContract(request, request.params.id);
    return { content: (await contractsJson([row], request.tenant.id))[0] };
  });

  app.post('/api/commerce/cancel_contract', { preValidation: authed, schema: { body: cancelBody } }, async (request) => {
    const row = await ownContract(request, request.body.id);
    // One conditional UPDATE cancels: of simultaneous cancels one writes, the others answer the canceled contract.
    const [updated] = row.canceledAt
      ? [row]
      : await db
          .update(contracts)
          .set({ canceledAt: new Date(ctx.settings.now()), autoRenew: false })
          .where(and(eq(contracts.id, row.id), isNull(contracts.canceledAt)))
          .returning();
    return { content: (await contractsJson([updated ?? (await ownContract(request, row.id))], request.tenant.id))[0] };
  });

  // ---- pay-per-view tickets ----
  async function ticketsJson(request: FastifyRequest, rows: PpvTicketRow[]) {
    const events = rows.length ? await db.select().from(media).where(inArray(media.id, rows.map((r) => r.eventId))) : [];
    const lookup = await lookupFor(db, request.tenant.id, events);
    const origin = requestOrigin(request);
    const byId = new Map(events.map((e) => [e.id, mediaJson(e, lookup, origin, { signedIn: true, now: ctx.settings.now() })]));
    return rows.map((t) => {
      const event = byId.get(t.eventId);
      return {
        id: t.id,
        eventId: t.eventId,
        purchasedAt: t.createdAt.toISOString(),
        paymentId: t.paymentId,
        price: Number(t.price),
        currency: t.currency,
        // Holding the ticket is what makes the event available to this user.
        event: event ? { ...event, availableForUser: true } : null,
      };
    });
  }

  app.get('/api/commerce/ppv_tickets', { preValidation: authed, schema: { querystring: pageQuery } }, async (request) => {
    const q = request.query;
    const where = eq(ppvTickets.userId, request.auth!.user.id);
    const [rows, [{ n } = { n: 0 }]] = await Promise.all([
      db.select().from(ppvTickets).where(where).orderBy(desc(ppvTickets.createdAt), desc(ppvTickets.id)).limit(q.size).offset(q.page * q.size),
      db.select({ n: count() }).from(ppvTickets).where(where),
    ]);
    return { content: paged(await ticketsJson(request, rows), Number(n), q.page, q.size) };
  });

  app.get('/api/commerce/ppv_tickets/id/:id', { preValidation: authed, schema: { params: z.object({ id: zId }) } }, async (request) => {
    const [row] = await db.select().from(ppvTickets).where(and(eq(ppvTickets.id, request.params.id), eq(ppvTickets.userId, request.auth!.user.id)));
    if (!row) throw new ApiError(404, 'ticket_not_found', `Ticket ${request.params.id} not found`);
    return { content: (await ticketsJson(request, [row]))[0] };
  });
}
