// No double charge (security issue 26 item 1): every money operation fired N times at once for one
// customer and product. Exactly one grant and one charge at the provider, the others 409 with the
// payment that holds the product (or the same answer for the same Idempotency-Key), never a 5xx,
// nothing left 'processing'. Runs on PGlite and, with DATABASE_URL (api/scripts/with-postgres.sh),
// on PostgreSQL with a pool of connections; commerce.scale.ts runs the pay-per-view case over two processes.
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { call, register, suitePortal, type CallResult } from '../testing/harness.ts';
import { SANDBOX_SECRET_KEY, TEST_CARDS, type Charge } from '../payments/cards.ts';
import { createCharge } from '../payments/client.ts';
import { createSettlement, providerKey } from '../payments/settlement.ts';
import { startReconciliation } from '../payments/reconcile-job.ts';
import { accessCodes, contracts, payments, ppvTickets } from '../db/schema.ts';

const N = 8;

describe('commerce concurrency: one customer, one product, N requests at once', () => {
  const suite = suitePortal();
  const db = () => suite.portal.ctx.db;
  const cards = () => suite.portal.urls.cards;
  let planId: number;
  let ppvEvents: number[] = [];

  async function tokenFor(number: string = TEST_CARDS.success) {
    const res = await fetch(`${cards()}/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' }),
    });
    assert.equal(res.status, 200);
    return ((await res.json()) as { id: string }).id;
  }
  const pay = (path: string, token: string, body: unknown, key: string = randomUUID()) =>
    call(suite.base, `/api/commerce/${path}`, { token, body, headers: { 'idempotency-key': key } });
  const providerCharges = async (): Promise<Charge[]> => {
    const res = await fetch(`${cards()}/v1/charges`, { headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` } });
    assert.equal(res.status, 200);
    return ((await res.json()) as { data: Charge[] }).data;
  };
  /** The pay-per-view event every test buys (each test with customers of its own). */
  const ppvEvent = () => {
    assert.ok(ppvEvents[0], 'a pay-per-view event in the seed');
    return ppvEvents[0];
  };
  const openPayments = async (userId: number) =>
    db()
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), inArray(payments.status, ['processing', 'requires_action'])));

  /** The shared verdict: one 200 that succeeded, the rest 409 with one of `codes` and the holder's payment; no 5xx. */
  function oneWinner(results: CallResult[], codes: string[]) {
    const statuses = results.map((r) => r.status);
    assert.ok(
      statuses.every((s) => s < 500),
      `no 5xx: ${statuses.join(',')}`,
    );
    const won = results.filter((r) => r.status === 200);
    assert.equal(won.length, 1, `one winner: ${statuses.join(',')} ${results.map((r) => r.text.slice(0, 120)).join(' | ')}`);
    assert.equal(won[0]!.body.content.status, 'succeeded', won[0]!.text);
    for (const r of results.filter((x) => x.status !== 200)) {
      assert.equal(r.status, 409, r.text);
      assert.ok(codes.includes(r.body.messageErrorCode), r.text);
      assert.equal(typeof r.body.message, 'string');
      // Who holds the product: the winner's payment once it succeeded; while in progress, the open payment
      // seen at that moment (the winner's, or a later attempt's that is then refused as already held).
      if (r.body.messageErrorCode === 'purchase_in_progress') assert.ok(['processing', 'requires_action'].includes(r.body.content?.status), r.text);
      else assert.equal(r.body.content.id, won[0]!.body.content.id, r.text);
    }
    return won[0]!;
  }

  test('setup: a plan and pay-per-view events', async () => {
    const plans = await call(suite.base, '/api/commerce/get_subscriptions?type=svod|cvod');
    planId = plans.body.content.entries[0].id;
    const events = await call(suite.base, '/api/event/list', { body: { size: 200 } });
    ppvEvents = events.body.content.entries
      .filter((e: { commerceCoverage: string }) => e.commerceCoverage === 'commerce_ppv_media')
      .map((e: { id: number }) => e.id);
    assert.ok(ppvEvents.length >= 1, `pay-per-view events: ${ppvEvents.length}`);
  });

  test(`subscription checkout with a new card: ${N} at once (each its own key and token) -> one contract, one charge`, async () => {
    const u = await register(suite.base);
    const tokens = await Promise.all(Array.from({ length: N }, () => tokenFor()));
    const before = (await providerCharges()).length;
    const results = await Promise.all(tokens.map((t) => pay('subscription_checkout', u.token, { card: { token: t }, subscription_id: planId })));
    oneWinner(results, ['purchase_in_progress', 'already_subscribed']);
    assert.equal((await providerCharges()).length - before, 1, 'one charge at the provider');
    assert.equal((await db().select().from(contracts).where(eq(contracts.userId, u.profile.id))).length, 1);
    assert.deepEqual(await openPayments(u.profile.id), []);
  });

  test(`subscription with the stored card: ${N} at once -> one contract, one charge`, async () => {
    const u = await register(suite.base);
    const stored = await call(suite.base, '/api/commerce/store_card', { token: u.token, body: { card: { token: await tokenFor() } } });
    assert.equal(stored.status, 200, stored.text);
    const before = (await providerCharges()).length;
    const results = await Promise.all(Array.from({ length: N }, () => pay('subscribe_by_stored_cc', u.token, { subscription_id: planId })));
    oneWinner(results, ['purchase_in_progress', 'already_subscribed']);
    assert.equal((await providerCharges()).length - before, 1);
    assert.equal((await db().select().from(contracts).where(eq(contracts.userId, u.profile.id))).length, 1);
    assert.deepEqual(await openPayments(u.profile.id), []);
  });

  test(`pay-per-view, different keys (new card and stored card mixed): ${N} at once -> one ticket, one charge`, async () => {
    const u = await register(suite.base);
    const eventId = ppvEvent();
    assert.equal((await call(suite.base, '/api/commerce/store_card', { token: u.token, body: { card: { token: await tokenFor() } } })).status, 200);
    const tokens = await Promise.all(Array.from({ length: N }, () => tokenFor()));
    const before = (await providerCharges()).length;
    const results = await Promise.all(
      tokens.map((t, i) => pay('ppv_checkout', u.token, i % 2 ? { event_id: eventId } : { event_id: eventId, card: { token: t } })),
    );
    const won = oneWinner(results, ['purchase_in_progress', 'already_owned']);
    assert.equal((await providerCharges()).length - before, 1);
    const tickets = await db().select().from(ppvTickets).where(eq(ppvTickets.userId, u.profile.id));
    assert.deepEqual(
      tickets.map((t) => [t.eventId, t.paymentId]),
      [[eventId, won.body.content.id]],
    );
    assert.deepEqual(await openPayments(u.profile.id), []);
    // Afterwards, any further attempt is the clear 409 with the purchase, not a second charge.
    const late = await pay('ppv_checkout', u.token, { event_id: eventId });
    assert.equal(late.status, 409);
    assert.equal(late.body.messageErrorCode, 'already_owned');
    assert.equal(late.body.content.id, won.body.content.id);
    assert.equal((await providerCharges()).length - before, 1);
  });

  test(`pay-per-view, one key: ${N} at once -> the same answer ${N} times, one charge`, async () => {
    const u = await register(suite.base);
    const eventId = ppvEvent();
    const body = { event_id: eventId, card: { token: await tokenFor() } };
    const key = randomUUID();
    const before = (await providerCharges()).length;
    const results = await Promise.all(Array.from({ length: N }, () => pay('ppv_checkout', u.token, body, key)));
    for (const r of results) {
      assert.equal(r.status, 200, r.text);
      assert.equal(r.body.content.status, 'succeeded');
    }
    assert.equal(new Set(results.map((r) => r.body.content.id)).size, 1, 'one payment');
    assert.equal((await providerCharges()).length - before, 1);
    assert.equal((await db().select().from(ppvTickets).where(eq(ppvTickets.userId, u.profile.id))).length, 1);
  });

  test(`two customers buying one event at once are independent: ${N} users -> ${N} tickets`, async () => {
    const users = await Promise.all(Array.from({ length: N }, () => register(suite.base)));
    const eventId = ppvEvent();
    const tokens = await Promise.all(users.map(() => tokenFor()));
    const results = await Promise.all(users.map((u, i) => pay('ppv_checkout', u.token, { event_id: eventId, card: { token: tokens[i] } })));
    assert.deepEqual(
      results.map((r) => r.status),
      Array(N).fill(200),
    );
    assert.equal(new Set(results.map((r) => r.body.content.ticketId)).size, N);
  });

  test(`store card: the same token ${N} times at once -> one stored card, the same answer; a new token replaces it`, async () => {
    const u = await register(suite.base);
    const token = await tokenFor(TEST_CARDS.success);
    const results = await Promise.all(
      Array.from({ length: N }, () => call(suite.base, '/api/commerce/store_card', { token: u.token, body: { card: { token } } })),
    );
    for (const r of results) assert.equal(r.status, 200, r.text);
    assert.equal(new Set(results.map((r) => JSON.stringify(r.body.content))).size, 1);
    const other = await tokenFor('5555555555554444');
    const replaced = await call(suite.base, '/api/commerce/store_card', { token: u.token, body: { card: { token: other } } });
    assert.equal(replaced.body.content.last4, '4444');
    const charged = await pay('subscribe_by_stored_cc', u.token, { subscription_id: planId });
    assert.equal(charged.body.content.card.last4, '4444');
  });

  test(`access codes: one code by ${N} customers at once -> one redemption; ${N} codes by one customer -> no overlap, codes given back`, async () => {
    const [code] = await db()
      .insert(accessCodes)
      .values({
        tenantId: 'arena',
        code: `RACE-${randomUUID().slice(0, 8).toUpperCase()}`,
        subscriptionId: planId,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const users = await Promise.all(Array.from({ length: N }, () => register(suite.base)));
    const one = await Promise.all(users.map((u) => pay('redeem_access_code', u.token, { code: code!.code })));
    assert.deepEqual(one.map((r) => r.status).sort(), [200, ...Array(N - 1).fill(409)]);
    for (const r of one.filter((x) => x.status === 409)) assert.equal(r.body.messageErrorCode, 'access_code_used');

    const u = await register(suite.base);
    const codes = await db()
      .insert(accessCodes)
      .values(
        Array.from({ length: N }, () => ({
          tenantId: 'arena',
          code: `RACE-${randomUUID().slice(0, 8).toUpperCase()}`,
          subscriptionId: planId,
          expiresAt: new Date(Date.now() + 86_400_000),
        })),
      )
      .returning();
    const many = await Promise.all(codes.map((c) => pay('redeem_access_code', u.token, { code: c.code })));
    assert.ok(
      many.every((r) => r.status === 200 || (r.status === 409 && r.body.messageErrorCode === 'purchase_in_progress')),
      many.map((r) => r.text).join(' | '),
    );
    const granted = many.filter((r) => r.status === 200).length;
    assert.ok(granted >= 1);
    // Each code is an extension: the contracts follow each other without overlapping.
    const rows = (await db().select().from(contracts).where(eq(contracts.userId, u.profile.id))).sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
    assert.equal(rows.length, granted);
    for (let i = 1; i < rows.length; i++) assert.equal(rows[i]!.startAt.getTime(), rows[i - 1]!.endAt.getTime());
    // A code refused with 409 was given back, unused.
    const used = await db()
      .select()
      .from(accessCodes)
      .where(
        inArray(
          accessCodes.id,
          codes.map((c) => c.id),
        ),
      );
    assert.equal(used.filter((c) => c.usedAt).length, granted);
    assert.deepEqual(await openPayments(u.profile.id), []);
  });

  test(`cancel: ${N} at once -> one cancel written, the same canceled contract in every answer`, async () => {
    const u = await register(suite.base);
    const bought = await pay('subscription_checkout', u.token, { card: { token: await tokenFor() }, subscription_id: planId });
    const id = bought.body.content.contractId;
    const results = await Promise.all(
      Array.from({ length: N }, () => call(suite.base, '/api/commerce/cancel_contract', { token: u.token, body: { platform: 'web', id } })),
    );
    for (const r of results) {
      assert.equal(r.status, 200, r.text);
      assert.equal(r.body.content.isCanceled, true);
    }
    assert.equal(new Set(results.map((r) => r.body.content.canceledAt)).size, 1, 'one cancel time');
  });

  test('an unanswered challenge holds the product; a new attempt abandons it at the provider, or is refused if it was approved', async () => {
    const u = await register(suite.base);
    const eventId = ppvEvent();
    const first = await pay('ppv_checkout', u.token, { event_id: eventId, card: { token: await tokenFor(TEST_CARDS.challenge) } });
    assert.equal(first.body.content.status, 'requires_action');
    // The holder walks away from the challenge and pays with another card: the challenge is cancelled first.
    const second = await pay('ppv_checkout', u.token, { event_id: eventId, card: { token: await tokenFor() } });
    assert.equal(second.status, 200, second.text);
    assert.equal(second.body.content.status, 'succeeded');
    const abandoned = await call(suite.base, `/api/commerce/payment/${first.body.content.id}`, { token: u.token });
    assert.equal(abandoned.body.content.status, 'failed');
    assert.equal(abandoned.body.content.failureCode, 'challenge_abandoned');
    // Approving the abandoned challenge afterwards changes nothing.
    const late = await fetch(`${cards()}/v1/challenges/${first.body.content.challenge.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ approve: true }),
    });
    assert.equal(((await late.json()) as { status: string }).status, 'failed');

    // Approved at the provider but not yet confirmed here: the new attempt grants that one and gets 409.
    const v = await register(suite.base);
    const other = ppvEvent();
    const pending = await pay('ppv_checkout', v.token, { event_id: other, card: { token: await tokenFor(TEST_CARDS.challenge) } });
    await fetch(`${cards()}/v1/challenges/${pending.body.content.challenge.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ approve: true }),
    });
    const before = (await providerCharges()).length;
    const again = await pay('ppv_checkout', v.token, { event_id: other, card: { token: await tokenFor() } });
    assert.equal(again.status, 409, again.text);
    assert.equal(again.body.messageErrorCode, 'already_owned');
    assert.equal(again.body.content.id, pending.body.content.id);
    assert.equal(again.body.content.status, 'succeeded');
    assert.equal((await providerCharges()).length, before, 'no new charge');
  });

  describe('reconciliation: payments left processing reach a final state', () => {
    /** A payment row as a request writes it before calling the provider, then "crashes". */
    async function stuckPayment(userId: number, eventId: number) {
      const [row] = await db()
        .insert(payments)
        .values({
          tenantId: 'arena',
          userId,
          idempotencyKey: randomUUID(),
          requestHash: 'crash',
          kind: 'ppv',
          amount: '4.99',
          currency: 'USD',
          eventId,
          purchaseKey: `event:${eventId}`,
          updatedAt: new Date(Date.now() - 120_000),
        })
        .returning();
      return row!;
    }
    const chargeFor = async (row: { tenantId: string; id: number }) => {
      const res = await createCharge(cards(), providerKey(row), { token: await tokenFor(), amount: 4.99, currency: 'USD', description: 'crash test' });
      assert.ok(res.ok);
      return res.charge;
    };
    const reconcile = () => createSettlement(suite.portal.ctx).reconcileStuck({ processingOlderThanMs: 60_000 });
    const paymentById = async (id: number) => (await db().select().from(payments).where(eq(payments.id, id)))[0]!;

    test('charged, then the process died: reconciliation grants the ticket', async () => {
      const u = await register(suite.base);
      const eventId = ppvEvent();
      const row = await stuckPayment(u.profile.id, eventId);
      const charge = await chargeFor(row);
      // While stuck it holds the product (a fresh one would be left to its request; this one is stale).
      const outcome = await reconcile();
      assert.ok(outcome.succeeded >= 1, JSON.stringify(outcome));
      const settled = await paymentById(row.id);
      assert.equal(settled.status, 'succeeded');
      assert.equal(settled.chargeId, charge.id);
      const [ticket] = await db()
        .select()
        .from(ppvTickets)
        .where(and(eq(ppvTickets.userId, u.profile.id), eq(ppvTickets.eventId, eventId)));
      assert.equal(ticket?.paymentId, row.id);
    });

    test('died before the provider was reached: reconciliation fails it (nothing taken) and the product can be bought', async () => {
      const u = await register(suite.base);
      const eventId = ppvEvent();
      const row = await stuckPayment(u.profile.id, eventId);
      await reconcile();
      const settled = await paymentById(row.id);
      assert.equal(settled.status, 'failed');
      assert.equal(settled.failureCode, 'not_charged');
      const bought = await pay('ppv_checkout', u.token, { event_id: eventId, card: { token: await tokenFor() } });
      assert.equal(bought.body.content.status, 'succeeded', bought.text);
    });

    test('charged for an event already held (a duplicate from before the lock): the charge is refunded', async () => {
      const u = await register(suite.base);
      const eventId = ppvEvent();
      const bought = await pay('ppv_checkout', u.token, { event_id: eventId, card: { token: await tokenFor() } });
      assert.equal(bought.body.content.status, 'succeeded');
      const row = await stuckPayment(u.profile.id, eventId);
      const charge = await chargeFor(row);
      await reconcile();
      const settled = await paymentById(row.id);
      assert.equal(settled.status, 'failed');
      assert.equal(settled.failureCode, 'refunded');
      const atProvider = (await providerCharges()).find((c) => c.id === charge.id);
      assert.equal(atProvider?.refunded, true);
      assert.equal((await db().select().from(ppvTickets).where(eq(ppvTickets.userId, u.profile.id))).length, 1);
    });

    test('a stale processing payment is settled on the next checkout of its product (no waiting for the timer)', async () => {
      const u = await register(suite.base);
      const eventId = ppvEvent();
      const row = await stuckPayment(u.profile.id, eventId);
      await chargeFor(row);
      const before = (await providerCharges()).length;
      const again = await pay('ppv_checkout', u.token, { event_id: eventId, card: { token: await tokenFor() } });
      assert.equal(again.status, 409, again.text);
      assert.equal(again.body.messageErrorCode, 'already_owned');
      assert.equal(again.body.content.id, row.id);
      assert.equal((await paymentById(row.id)).status, 'succeeded');
      assert.equal((await providerCharges()).length, before, 'no second charge');
    });

    test('the background job settles a stuck payment in its start-up pass (as after a restart)', async () => {
      const u = await register(suite.base);
      const row = await stuckPayment(u.profile.id, ppvEvent());
      const charge = await chargeFor(row);
      const app = Fastify();
      const job = startReconciliation(app, suite.portal.ctx);
      try {
        await app.ready();
        await job.idle();
        const settled = await paymentById(row.id);
        assert.equal(settled.status, 'succeeded');
        assert.equal(settled.chargeId, charge.id);
      } finally {
        await app.close();
      }
    });

    test('a fresh processing payment (its request still running) holds the product: 409 purchase_in_progress', async () => {
      const u = await register(suite.base);
      const eventId = ppvEvent();
      const row = await stuckPayment(u.profile.id, eventId);
      await db().update(payments).set({ updatedAt: new Date() }).where(eq(payments.id, row.id));
      const res = await pay('ppv_checkout', u.token, { event_id: eventId, card: { token: await tokenFor() } });
      assert.equal(res.status, 409);
      assert.equal(res.body.messageErrorCode, 'purchase_in_progress');
      assert.equal(res.body.content.id, row.id);
      assert.equal(res.body.content.status, 'processing');
    });
  });
});
