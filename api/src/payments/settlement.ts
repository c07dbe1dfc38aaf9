// Settling payments: the provider's answer recorded once, access granted in the same transaction as
// 'succeeded', and money given back whenever a succeeded charge cannot become a grant (the product is
// already held, or the payment was settled otherwise meanwhile). Reconciliation brings payments left
// 'processing' (a crash or timeout between our row and the provider's answer) to a final state.
import { UTCDate } from '@date-fns/utc';
import { addDays, addMonths, addWeeks, addYears } from 'date-fns';
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { contracts, payments, ppvTickets, subscriptions, type PaymentRow } from '../db/schema.ts';
import type { Charge } from './cards.ts';
import { cancelCharge, findChargeByKey, getCharge, ProviderUnavailable, refundCharge } from './client.ts';

const DAY = 24 * 3600_000;

/**
 * A contract's end: calendar arithmetic in UTC (date-fns on a UTCDate), so a month from 31 January is
 * the last day of February, not 3 March, and a year from 29 February is 28 February.
 */
export function addDuration(start: Date, duration: number, units: string): Date {
  const from = new UTCDate(start.getTime());
  const u = units.toLowerCase().replace(/s$/, '');
  const end =
    u === 'year' || u === 'y'
      ? addYears(from, duration)
      : u === 'month' || u === 'm'
        ? addMonths(from, duration)
        : u === 'week' || u === 'w'
          ? addWeeks(from, duration)
          : addDays(from, duration);
  return new Date(end.getTime());
}

/** The provider's Idempotency-Key of a payment: retries and reconciliation find the one charge by it. */
export const providerKey = (row: Pick<PaymentRow, 'tenantId' | 'id'>) => `pay_${row.tenantId}_${row.id}`;

/** The product a payment buys; one payment that is not final per user and product (payments_open_purchase). */
export const purchaseKeyOf = (p: { eventId?: number | null; subscriptionId?: number | null }) =>
  p.eventId ? `event:${p.eventId}` : p.subscriptionId ? `plan:${p.subscriptionId}` : null;

export const OPEN_STATUSES = ['processing', 'requires_action'] as const;

/**
 * A payment left 'processing' longer than this is no longer being served by a request (the provider
 * call times out after 10 s): reconciliation may settle it.
 */
export const PROCESSING_GRACE_MS = 60_000;
/** An unanswered challenge older than this is abandoned at the provider by the periodic reconciliation. */
export const CHALLENGE_TTL_MS = DAY;

type ChargeAnswer = Pick<Charge, 'id' | 'status' | 'failureCode' | 'challenge' | 'card'> & { refunded?: boolean };
/** Thrown inside the grant transaction when the product is already held: nothing is written. */
class AlreadyHeld extends Error {}

export function createSettlement(ctx: AppContext) {
  const { db } = ctx;

  async function reload(id: number): Promise<PaymentRow> {
    const [r] = await db.select().from(payments).where(eq(payments.id, id));
    return r!;
  }

  async function fail(row: PaymentRow, failureCode: string, extra: Partial<PaymentRow> = {}): Promise<PaymentRow> {
    const [r] = await db
      .update(payments)
      .set({ ...extra, status: 'failed', failureCode, updatedAt: new Date(ctx.settings.now()) })
      .where(and(eq(payments.id, row.id), inArray(payments.status, [...OPEN_STATUSES])))
      .returning();
    return r ?? (await reload(row.id));
  }

  /** Records the provider's answer (or our own failure reason). The status moves once (conditional UPDATE). */
  async function settle(row: PaymentRow, charge: ChargeAnswer | { failure: string }): Promise<PaymentRow> {
    const now = new Date(ctx.settings.now());
    if ('failure' in charge) return fail(row, charge.failure);
    const card = { chargeId: charge.id, cardBrand: charge.card.brand, cardLast4: charge.card.last4 };
    if (charge.status === 'requires_action') {
      const [r] = await db
        .update(payments)
        .set({ ...card, status: 'requires_action', challengeId: charge.challenge?.id ?? null, challengeUrl: charge.challenge?.url ?? null, updatedAt: now })
        .where(and(eq(payments.id, row.id), eq(payments.status, 'processing')))
        .returning();
      return r ?? (await reload(row.id));
    }
    if (charge.status === 'failed') return fail(row, charge.failureCode ?? 'card_declined', card);
    // Money that came back already (a refund by an earlier reconciliation) is never a grant.
    if (charge.refunded) return fail(row, 'refunded', card);
    return grant(row, card, now);
  }

  /** Whether the user holds the product already (a ticket, or a plan contract that renews). */
  async function holds(tx: Pick<typeof db, 'select'>, p: Pick<PaymentRow, 'userId' | 'kind' | 'eventId' | 'subscriptionId'>, now: Date) {
    if (p.kind === 'ppv') {
      const [t] = await tx
        .select({ paymentId: ppvTickets.paymentId })
        .from(ppvTickets)
        .where(and(eq(ppvTickets.userId, p.userId), eq(ppvTickets.eventId, p.eventId!)));
      return t ? { paymentId: t.paymentId as number | null } : null;
    }
    if (p.kind === 'subscription') {
      const [c] = await tx
        .select({ paymentId: contracts.paymentId })
        .from(contracts)
        .where(and(eq(contracts.userId, p.userId), eq(contracts.subscriptionId, p.subscriptionId!), gt(contracts.endAt, now), isNull(contracts.canceledAt)))
        .limit(1);
      return c ? { paymentId: c.paymentId } : null;
    }
    // Access codes add their period after the current one (a prepaid extension).
    return null;
  }

  /**
   * Marks the payment succeeded and writes its contract or ticket in one transaction. A succeeded charge
   * that cannot become this grant (already held, or the payment is final otherwise) is refunded.
   */
  async function grant(row: PaymentRow, extra: Partial<PaymentRow>, now: Date): Promise<PaymentRow> {
    let result: PaymentRow | null;
    try {
      result = await db.transaction(async (tx) => {
        const [won] = await tx
          .update(payments)
          .set({ ...extra, status: 'succeeded', failureCode: null, updatedAt: now })
          .where(and(eq(payments.id, row.id), inArray(payments.status, [...OPEN_STATUSES])))
          .returning();
        if (!won) return null;
        if (await holds(tx, won, now)) throw new AlreadyHeld();
        if (won.kind === 'ppv') {
          // The unique (user, event) index is the last word: a ticket written meanwhile means this charge goes back, never a 500.
          const [ticket] = await tx
            .insert(ppvTickets)
            .values({ tenantId: won.tenantId, userId: won.userId, eventId: won.eventId!, paymentId: won.id, price: won.amount, currency: won.currency })
            .onConflictDoNothing()
            .returning();
          if (!ticket) throw new AlreadyHeld();
          const [r] = await tx.update(payments).set({ ticketId: ticket.id }).where(eq(payments.id, won.id)).returning();
          return r!;
        }
        const [plan] = await tx.select().from(subscriptions).where(eq(subscriptions.id, won.subscriptionId!));
        // A plan the user still holds (a canceled contract, or an access code's extension) continues when it ends.
        const [current] = await tx
          .select()
          .from(contracts)
          .where(and(eq(contracts.userId, won.userId), eq(contracts.subscriptionId, won.subscriptionId!), gt(contracts.endAt, now)))
          .orderBy(desc(contracts.endAt))
          .limit(1);
        const start = current ? current.endAt : now;
        const [contract] = await tx
          .insert(contracts)
          .values({
            tenantId: won.tenantId,
            userId: won.userId,
            subscriptionId: won.subscriptionId!,
            source: won.kind === 'access_code' ? 'access_code' : 'card',
            paymentId: won.id,
            startAt: start,
            endAt: addDuration(start, plan!.duration, plan!.durationUnits),
            autoRenew: won.kind !== 'access_code',
          })
          .returning();
        const [r] = await tx.update(payments).set({ contractId: contract!.id }).where(eq(payments.id, won.id)).returning();
        return r!;
      });
    } catch (err) {
      if (!(err instanceof AlreadyHeld)) throw err;
      return refund(row, extra.chargeId ?? null, extra);
    }
    const final = result ?? (await reload(row.id));
    if (result) {
      ctx.realtime.emitToUser(final.tenantId, final.userId, 'user-purchase-status', {
        userId: final.userId,
        paymentId: final.id,
        status: final.status,
        eventId: final.eventId,
        contractId: final.contractId,
      });
    } else if (extra.chargeId && final.chargeId !== extra.chargeId && final.status !== 'succeeded') {
      // The payment was settled as failed while this charge went through (a late provider answer): give it back.
      await refundCharge(ctx.origins.cards, extra.chargeId);
    }
    return final;
  }

  /**
   * Gives a succeeded charge back and ends the payment as failed with `refunded` (the product was held
   * already). The refund comes first: if the provider cannot be reached the payment stays open and
   * reconciliation retries.
   */
  async function refund(row: PaymentRow, chargeId: string | null, extra: Partial<PaymentRow> = {}): Promise<PaymentRow> {
    if (chargeId) await refundCharge(ctx.origins.cards, chargeId);
    return fail(row, 'refunded', extra);
  }

  /**
   * Brings one open payment to the provider's state: granted, failed, or refunded. An unanswered
   * challenge stays open unless `abandonChallenge` (then it is cancelled at the provider, which answers
   * 'succeeded' instead when the holder approved first).
   */
  async function reconcilePayment(row: PaymentRow, opts: { abandonChallenge?: boolean } = {}): Promise<PaymentRow> {
    if (row.kind === 'access_code') return grant(row, {}, new Date(ctx.settings.now()));
    const origin = ctx.origins.cards;
    let charge = row.chargeId ? await getCharge(origin, row.chargeId) : await findChargeByKey(origin, providerKey(row));
    // The provider never got the charge (the crash came first): nothing was taken.
    if (!charge) return fail(row, row.status === 'requires_action' ? 'authentication_failed' : 'not_charged');
    if (charge.status === 'requires_action') {
      if (!opts.abandonChallenge) return settle(row, charge);
      charge = (await cancelCharge(origin, charge.id)) ?? charge;
      if (charge.status === 'requires_action') return row;
    }
    return settle(row, charge);
  }

  /**
   * Settles the payments nobody is serving any more: 'processing' older than the grace period, and
   * unanswered challenges older than a day. Each payment is on its own (one unreachable provider call
   * leaves that payment for the next run).
   */
  async function reconcileStuck(opts: { processingOlderThanMs?: number; challengeOlderThanMs?: number; limit?: number } = {}) {
    const now = ctx.settings.now();
    const processingBefore = new Date(now - (opts.processingOlderThanMs ?? PROCESSING_GRACE_MS));
    const challengeBefore = new Date(now - (opts.challengeOlderThanMs ?? CHALLENGE_TTL_MS));
    const rows = await db
      .select()
      .from(payments)
      .where(
        or(
          and(eq(payments.status, 'processing'), sql`${payments.updatedAt} <= ${processingBefore}`),
          and(eq(payments.status, 'requires_action'), lt(payments.updatedAt, challengeBefore)),
        ),
      )
      .orderBy(payments.id)
      .limit(opts.limit ?? 100);
    const outcome = { checked: rows.length, succeeded: 0, failed: 0, open: 0, errors: 0 };
    for (const row of rows) {
      try {
        const r = await reconcilePayment(row, { abandonChallenge: row.status === 'requires_action' });
        if (r.status === 'succeeded') outcome.succeeded++;
        else if (r.status === 'failed') outcome.failed++;
        else outcome.open++;
      } catch (err) {
        if (!(err instanceof ProviderUnavailable)) throw err;
        outcome.errors++;
      }
    }
    return outcome;
  }

  return { reload, settle, grant, refund, reconcilePayment, reconcileStuck };
}

export type Settlement = ReturnType<typeof createSettlement>;
