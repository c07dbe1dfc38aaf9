// The stored card replaced through the provider's fields (issue 12 item 4): store_card attaches a
// fresh token to the user's provider customer (created when missing) and answers the card summary;
// subscribe_by_stored_cc then charges the new card. Refusals (declined, expired, unknown or used
// token) change nothing. remove_card forgets the card at the provider and here.
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { call, register, suitePortal } from '../testing/harness.ts';
import { TEST_CARDS } from '../payments/cards.ts';
import { paymentCards, users } from '../db/schema.ts';

describe('stored card: store_card and remove_card', () => {
  const suite = suitePortal();
  const cards = () => suite.portal.urls.cards;
  const year = new Date().getFullYear() + 3;

  async function tokenFor(number: string, expMonth = 7) {
    const res = await fetch(`${cards()}/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number, expMonth, expYear: year, cvc: '123' }),
    });
    assert.equal(res.status, 200);
    return ((await res.json()) as { id: string }).id;
  }
  const storeCard = (token: string, cardToken: string) => call(suite.base, '/api/commerce/store_card', { token, body: { card: { token: cardToken } } });
  const storedCard = async (token: string) => (await call(suite.base, '/api/commerce/stored_card', { token })).body.content;
  const firstPlan = async () => (await call(suite.base, '/api/commerce/get_subscriptions?type=svod|cvod')).body.content.entries[0].id as number;
  const byStoredCard = (token: string, subscriptionId: number) =>
    call(suite.base, '/api/commerce/subscribe_by_stored_cc', {
      token,
      body: { subscription_id: subscriptionId },
      headers: { 'idempotency-key': randomUUID() },
    });
  const cardRow = async (email: string) => {
    const [user] = await suite.portal.ctx.db.select().from(users).where(eq(users.emailNormalized, email.toLowerCase()));
    const [row] = await suite.portal.ctx.db.select().from(paymentCards).where(eq(paymentCards.userId, user!.id));
    return row;
  };

  test('add a card without a purchase, then subscribe_by_stored_cc charges it', async () => {
    const u = await register(suite.base);
    assert.equal(await storedCard(u.token), null);
    const res = await storeCard(u.token, await tokenFor('5555555555554444', 9));
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.content, { brand: 'mastercard', last4: '4444', expMonth: 9, expYear: year });
    assert.deepEqual(await storedCard(u.token), res.body.content);
    const row = await cardRow(u.email);
    assert.match(row!.customerRef, /^cus_/);
    const paid = await byStoredCard(u.token, await firstPlan());
    assert.equal(paid.status, 200, paid.text);
    assert.equal(paid.body.content.status, 'succeeded');
    assert.deepEqual(paid.body.content.card, { brand: 'mastercard', last4: '4444' });
  });

  test('replace the card bought with: the same provider customer, the new card charged next time', async () => {
    const u = await register(suite.base);
    const planId = await firstPlan();
    const first = await call(suite.base, '/api/commerce/subscription_checkout', {
      token: u.token,
      body: { card: { token: await tokenFor(TEST_CARDS.success) }, subscription_id: planId },
      headers: { 'idempotency-key': randomUUID() },
    });
    assert.equal(first.body.content.status, 'succeeded', first.text);
    const before = await cardRow(u.email);
    assert.equal(before!.last4, '4242');
    const res = await storeCard(u.token, await tokenFor('5555555555554444'));
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.content.last4, '4444');
    const after = await cardRow(u.email);
    assert.equal(after!.customerRef, before!.customerRef, 'the card is replaced on the same customer');
    assert.equal(after!.id, before!.id);
    // The plan renews and is held (a second purchase is a 409 already_subscribed): canceled, it may be bought again.
    const canceled = await call(suite.base, '/api/commerce/cancel_contract', { token: u.token, body: { platform: 'web', id: first.body.content.contractId } });
    assert.equal(canceled.status, 200, canceled.text);
    const paid = await byStoredCard(u.token, planId);
    assert.deepEqual(paid.body.content.card, { brand: 'mastercard', last4: '4444' });
  });

  test('declined, expired, unknown and used tokens are refused with their code; the stored card is unchanged', async () => {
    const u = await register(suite.base);
    const ok = await storeCard(u.token, await tokenFor(TEST_CARDS.success));
    assert.equal(ok.status, 200, ok.text);
    const kept = await storedCard(u.token);
    const used = await tokenFor('5555555555554444');
    assert.equal((await storeCard(u.token, used)).status, 200);
    const keptAfterReplace = await storedCard(u.token);
    assert.equal(keptAfterReplace.last4, '4444');
    for (const [tokenValue, status, code] of [
      [await tokenFor(TEST_CARDS.declined), 402, 'card_declined'],
      [await tokenFor(TEST_CARDS.expired), 402, 'expired_card'],
      ['tok_not_a_real_one', 400, 'invalid_token'],
    ] as const) {
      const res = await storeCard(u.token, tokenValue);
      assert.equal(res.status, status, `${code}: ${res.text}`);
      assert.equal(res.body.messageErrorCode, code);
      assert.ok(res.body.message);
      assert.deepEqual(await storedCard(u.token), keptAfterReplace, `${code} leaves the card`);
    }
    // The same token again is the same request (a retry after a dropped answer): same answer, nothing new.
    const retried = await storeCard(u.token, used);
    assert.equal(retried.status, 200, retried.text);
    assert.deepEqual(retried.body.content, keptAfterReplace);
    assert.notDeepEqual(kept, keptAfterReplace);
    // A token already spent on a charge cannot be stored.
    const spent = await tokenFor(TEST_CARDS.success);
    const charged = await call(suite.base, '/api/commerce/subscription_checkout', {
      token: u.token,
      body: { card: { token: spent }, subscription_id: await firstPlan() },
      headers: { 'idempotency-key': randomUUID() },
    });
    assert.equal(charged.status, 200);
    const res = await storeCard(u.token, spent);
    assert.equal(res.status, 400);
    assert.equal(res.body.messageErrorCode, 'token_used');
  });

  test('the body is validated (400) and the call needs a session (401 first)', async () => {
    const u = await register(suite.base);
    for (const body of [{}, { card: {} }, { card: { token: '' } }, { card: { token: 'tok_x' }, userId: 1 }]) {
      const res = await call(suite.base, '/api/commerce/store_card', { token: u.token, body });
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.ok(res.body.messageErrorCode);
    }
    assert.equal((await call(suite.base, '/api/commerce/store_card', { body: {} })).status, 401);
    assert.equal((await call(suite.base, '/api/commerce/remove_card', { body: {} })).status, 401);
    assert.equal((await call(suite.base, '/api/commerce/remove_card', { token: u.token, body: { userId: 1 } })).status, 400);
  });

  test('two tabs storing at once: the card answered last is the one stored and charged', async () => {
    const u = await register(suite.base);
    const [a, b] = await Promise.all([storeCard(u.token, await tokenFor(TEST_CARDS.success)), storeCard(u.token, await tokenFor('5555555555554444'))]);
    assert.equal(a.status, 200, a.text);
    assert.equal(b.status, 200, b.text);
    const row = await cardRow(u.email);
    // Requests run one after the other per user: the second replaced the card on the customer the first created.
    assert.equal(row!.last4, b.body.content.last4);
    const charge = await byStoredCard(u.token, await firstPlan());
    assert.equal(charge.body.content.card.last4, row!.last4);
  });

  test('provider forgot the customer (sandbox restart): a new customer holds the new card', async () => {
    const u = await register(suite.base);
    assert.equal((await storeCard(u.token, await tokenFor(TEST_CARDS.success))).status, 200);
    const [user] = await suite.portal.ctx.db.select().from(users).where(eq(users.emailNormalized, u.email.toLowerCase()));
    await suite.portal.ctx.db.update(paymentCards).set({ customerRef: 'cus_forgotten' }).where(eq(paymentCards.userId, user!.id));
    const res = await storeCard(u.token, await tokenFor('5555555555554444'));
    assert.equal(res.status, 200, res.text);
    const row = await cardRow(u.email);
    assert.notEqual(row!.customerRef, 'cus_forgotten');
    assert.equal((await byStoredCard(u.token, await firstPlan())).body.content.status, 'succeeded');
  });

  test('provider unreachable: 502 and nothing changed', async () => {
    const u = await register(suite.base);
    assert.equal((await storeCard(u.token, await tokenFor(TEST_CARDS.success))).status, 200);
    const token = await tokenFor('5555555555554444');
    const real = suite.portal.ctx.origins.cards;
    suite.portal.ctx.origins.cards = 'http://127.0.0.1:9';
    try {
      const res = await storeCard(u.token, token);
      assert.equal(res.status, 502);
      assert.equal(res.body.messageErrorCode, 'payment_provider_unavailable');
      const removed = await call(suite.base, '/api/commerce/remove_card', { token: u.token, method: 'POST' });
      assert.equal(removed.status, 502);
    } finally {
      suite.portal.ctx.origins.cards = real;
    }
    assert.equal((await storedCard(u.token)).last4, '4242');
  });

  test('remove the card: gone here and at the provider; paying by stored card is then refused', async () => {
    const u = await register(suite.base);
    assert.equal((await storeCard(u.token, await tokenFor(TEST_CARDS.success))).status, 200);
    const ref = (await cardRow(u.email))!.customerRef;
    const res = await call(suite.base, '/api/commerce/remove_card', { token: u.token, method: 'POST' });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.content, null);
    assert.equal(await storedCard(u.token), null);
    assert.equal(await cardRow(u.email), undefined);
    // The provider no longer charges that customer.
    const charge = await fetch(`${cards()}/v1/charges`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk_sandbox_portal', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ customer: ref, amount: 1, currency: 'USD' }),
    });
    assert.equal(((await charge.json()) as { error: { code: string } }).error.code, 'invalid_customer');
    const refused = await byStoredCard(u.token, await firstPlan());
    assert.equal(refused.status, 409);
    assert.equal(refused.body.messageErrorCode, 'no_stored_card');
    // Removing again is fine (nothing to remove).
    assert.equal((await call(suite.base, '/api/commerce/remove_card', { token: u.token, body: {} })).status, 200);
  });

  test('tenant without commerce: store_card is 404 commerce_disabled', async () => {
    const kadur = { host: `kadur.localhost:${new URL(suite.base).port}` };
    const u = await register(suite.base, { headers: kadur });
    const res = await call(suite.base, '/api/commerce/store_card', { token: u.token, body: { card: { token: 'tok_x' } }, headers: kadur });
    assert.equal(res.status, 404);
    assert.equal(res.body.messageErrorCode, 'commerce_disabled');
  });
});
