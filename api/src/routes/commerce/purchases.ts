// The payment rules of commerce, shared by every route that takes money or grants a product: one
// payment per (user, Idempotency-Key), one open payment per user and product (the partial unique
// index payments_open_purchase is the lock the check and the grant share, ADR 0050), the 409s that
// name what the user already holds, charging a new or the stored card, and settling the answer.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { contracts, paymentCards, payments, ppvTickets, subscriptions, type PaymentRow } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { createCharge, ProviderUnavailable } from '../../payments/client.ts';
import type { Charge } from '../../payments/cards.ts';
import { createSettlement, OPEN_STATUSES, PROCESSING_GRACE_MS, providerKey, purchaseKeyOf } from '../../payments/settlement.ts';
import { paymentJson } from './json.ts';

const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(200)
  .regex(/^[\w.:-]+$/);

export type Prepared = {
  kind: 'subscription' | 'ppv' | 'access_code';
  amount: number;
  currency: string;
  subscriptionId?: number;
  eventId?: number;
  accessCodeId?: number;
};

export type Purchases = ReturnType<typeof createPurchases>;

/** A call to the card provider; an unreachable provider is a 502 the user may retry (nothing changed). */
export async function atProvider<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof ProviderUnavailable)) throw err;
    request.log.warn({ err }, 'card provider unavailable');
    throw new ApiError(502, 'payment_provider_unavailable', 'The card provider could not be reached; try again');
  }
}

export function createPurchases(ctx: AppContext) {
  const { db } = ctx;
  // Requests being served in this process, by user and key: a concurrent duplicate waits for the first.
  const inflight = new Map<string, { hash: string; promise: Promise<PaymentRow> }>();

  const planById = async (tenantId: string, id: number) => {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), eq(subscriptions.tenantId, tenantId)));
    return row;
  };

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
      const [t] = await db
        .select()
        .from(ppvTickets)
        .where(and(eq(ppvTickets.userId, userId), eq(ppvTickets.eventId, p.eventId!)));
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
    if (!parsedKey.success)
      throw new ApiError(400, 'idempotency_key_required', 'Header Idempotency-Key (8-200 characters: letters, digits, . _ : -) is required');
    const user = request.auth!.user;
    const tenantId = request.tenant.id;
    const key = parsedKey.data;
    const hash = createHash('sha256')
      .update(`${request.url.split('?')[0]}\n${JSON.stringify(body)}`)
      .digest('hex');
    const slot = `${tenantId}:${user.id}:${key}`;
    const running = inflight.get(slot);
    if (running) {
      if (running.hash !== hash) throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was used for another request');
      return running.promise;
    }
    const byKey = async () =>
      (
        await db
          .select()
          .from(payments)
          .where(and(eq(payments.userId, user.id), eq(payments.idempotencyKey, key)))
      )[0];
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
          .where(
            and(
              eq(payments.tenantId, tenantId),
              eq(payments.userId, user.id),
              eq(payments.purchaseKey, purchaseKey ?? ''),
              inArray(payments.status, [...OPEN_STATUSES]),
            ),
          );
        if (!open) continue;
        // A challenge nobody answers any more, or a payment no request serves any more (crashed), gives way:
        // it is settled at the provider first (an approved one is granted, and this attempt then gets 409).
        const stale = open.status === 'requires_action' || open.updatedAt.getTime() <= ctx.settings.now() - PROCESSING_GRACE_MS;
        if (!stale) throw conflict('purchase_in_progress', open);
        const settled = await atProvider(request, () => reconcilePayment(open, { abandonChallenge: true }));
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

  const { settle, grant, reconcilePayment } = createSettlement(ctx);

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
    const card = {
      customerRef: charge.customer,
      brand: charge.card.brand,
      last4: charge.card.last4,
      expMonth: charge.card.expMonth,
      expYear: charge.card.expYear,
    };
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

  return { planById, idempotent, chargeWith, rememberCard, preparePlan, settle, grant };
}
