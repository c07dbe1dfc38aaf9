import { after, before, describe, test } from 'node:test';
import { io as ioClient } from 'socket.io-client';
import assert from 'node:assert/strict';
import { call, register, startTestPortal, type TestPortal } from '../testing/harness.ts';
import { TEST_CARDS } from '../payments/cards.ts';
import { contentSecurityPolicy } from '../static/portal.ts';

describe('commerce API', () => {
  let p: TestPortal;
  let base: string;
  let cards: string;
  let portalOrigin: string;
  let planId: number;
  let ppvEventId: number;
  let keyN = 0;
  const key = () => `test-key-${process.pid}-${++keyN}`;

  /** What the card frame does: the card goes to the provider's own origin and a token comes back. */
  async function tokenFor(number: string) {
    const res = await fetch(`${cards}/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' }),
    });
    assert.equal(res.status, 200);
    return ((await res.json()) as { id: string }).id;
  }
  const pay = (path: string, token: string, body: unknown, idem?: string, headers: Record<string, string> = {}) =>
    call(base, `/api/commerce/${path}`, { token, body, headers: { ...(idem ? { 'idempotency-key': idem } : {}), ...headers } });

  before(async () => {
    p = await startTestPortal();
    base = p.urls.portal;
    cards = p.urls.cards;
    portalOrigin = base;
    const plans = await call(base, '/api/commerce/get_subscriptions?type=svod|cvod');
    planId = plans.body.content.entries[0].id;
    const events = await call(base, '/api/event/list', { body: { status: 'UPCOMING', size: 200 } });
    ppvEventId = events.body.content.entries.find((e: { commerceCoverage: string }) => e.commerceCoverage === 'commerce_ppv_media').id;
  });
  after(async () => {
    await p?.close();
  });

  test('provider: the card fields frame answers only to a portal origin, with a strict CSP; tokens refuse bad cards', async () => {
    const ok = await fetch(`${cards}/fields?parent=${encodeURIComponent(portalOrigin)}`);
    assert.equal(ok.status, 200);
    const csp = ok.headers.get('content-security-policy') ?? '';
    assert.match(csp, new RegExp(`frame-ancestors ${portalOrigin.replace(/[.:/]/g, '\\$&')}`));
    assert.match(csp, /script-src 'nonce-/);
    const html = await ok.text();
    assert.ok(html.includes(`var PARENT=${JSON.stringify(portalOrigin)}`), 'posts only to the exact parent origin');
    assert.equal((await fetch(`${cards}/fields?parent=${encodeURIComponent('http://evil.example')}`)).status, 400);
    const bad = await fetch(`${cards}/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: '4242424242424241', expMonth: 1, expYear: 2099, cvc: '123' }),
    });
    assert.equal(bad.status, 400);
    assert.equal(((await bad.json()) as { error: { code: string } }).error.code, 'invalid_number');
    // Charges need the secret key: a browser holding a token cannot charge it.
    const charge = await fetch(`${cards}/v1/charges`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'x' },
      body: JSON.stringify({ token: 'tok', amount: 1, currency: 'USD' }),
    });
    assert.equal(charge.status, 401);
    const provider = await call(base, '/api/commerce/payment_provider');
    assert.deepEqual(provider.body.content, { provider: 'sandbox-cards', origin: cards, scriptUrl: `${cards}/checkout.js` });
    // The portal's policy lets the page load checkout.js and frame the fields from the provider's origin.
    const policy = contentSecurityPolicy('n', 'localhost', { cdn: 'http://cdn', idp: 'http://idp', cards: 'http://cards', survey: 'http://survey' });
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    assert.ok(directive('script-src').split(' ').includes('http://cards'), directive('script-src'));
    assert.ok(directive('frame-src').split(' ').includes('http://cards'), directive('frame-src'));
    // The provider's frames are sandboxed with the least they need (issue 14 item 5).
    const script = await (await fetch(`${cards}/checkout.js`)).text();
    assert.match(script, /setAttribute\('sandbox', 'allow-scripts allow-same-origin allow-forms'\)/);
  });

  test('subscription checkout: success grants a contract in the same step; the card is stored; cancel keeps it until its end', async () => {
    const u = await register(base);
    const before = await call(base, '/api/commerce/customer_contracts', { token: u.token });
    assert.equal(before.body.content.totalCount, 0);
    const openBefore = (await call(base, '/api/event/list', { token: u.token, body: { size: 200 } })).body.content.entries.filter(
      (e: { commerceCoverage: string; availableForUser: boolean }) => e.commerceCoverage === 'commerce_subscription_basic_media' && e.availableForUser,
    );
    assert.equal(openBefore.length, 0);
    const res = await pay('subscription_checkout', u.token, { card: { token: await tokenFor(TEST_CARDS.success) }, subscription_id: planId }, key());
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.content.status, 'succeeded');
    assert.deepEqual(res.body.content.card, { brand: 'visa', last4: '4242' });
    // A plan unlocks subscription media it covers (the first plan covers everything or one league).
    const svodOpen = async () => {
      const list = await call(base, '/api/event/list', { token: u.token, body: { size: 200 } });
      return list.body.content.entries.filter(
        (e: { commerceCoverage: string; availableForUser: boolean }) => e.commerceCoverage === 'commerce_subscription_basic_media' && e.availableForUser,
      ).length;
    };
    assert.ok((await svodOpen()) > 0, 'subscription media unlocked');
    const contracts = await call(base, '/api/commerce/customer_contracts?active=true&canceled=false', { token: u.token });
    assert.equal(contracts.body.content.totalCount, 1);
    const c = contracts.body.content.entries[0];
    assert.equal(c.id, res.body.content.contractId);
    assert.equal(c.originalProduct.id, planId);
    assert.equal(c.isActive, true);
    assert.ok(Date.parse(c.endDate) > Date.now());
    const stored = await call(base, '/api/commerce/stored_card', { token: u.token });
    assert.equal(stored.body.content.last4, '4242');
    // The plan is held and renews: buying it again (here with the stored card) is a 409 with the payment that holds it.
    const twice = await pay('subscribe_by_stored_cc', u.token, { subscription_id: planId }, key());
    assert.equal(twice.status, 409, twice.text);
    assert.equal(twice.body.messageErrorCode, 'already_subscribed');
    assert.equal(twice.body.content.id, res.body.content.id);
    const cancel = await call(base, '/api/commerce/cancel_contract', { token: u.token, body: { platform: 'web', id: c.id } });
    assert.equal(cancel.body.content.isCanceled, true);
    assert.equal(cancel.body.content.autoRenew, false);
    assert.equal(cancel.body.content.isActive, true);
    // Canceled, it may be bought again with the stored card: the new contract starts when the canceled one ends.
    const again = await pay('subscribe_by_stored_cc', u.token, { subscription_id: planId }, key());
    assert.equal(again.body.content.status, 'succeeded', again.text);
    const next = await call(base, `/api/commerce/get_customer_subscriptions_by_id/id/${again.body.content.contractId}`, { token: u.token });
    assert.equal(next.body.content.startDate, c.endDate);
    const byId = await call(base, `/api/commerce/get_customer_subscriptions_by_id/id/${c.id}`, { token: u.token });
    assert.equal(byId.body.content.isCanceled, true);
    const other = await register(base);
    assert.equal((await call(base, `/api/commerce/get_customer_subscriptions_by_id/id/${c.id}`, { token: other.token })).status, 404);
    assert.equal((await call(base, '/api/commerce/cancel_contract', { token: other.token, body: { platform: 'web', id: c.id } })).status, 404);
    const history = await call(base, '/api/commerce/payments', { token: u.token });
    assert.equal(history.body.content.totalCount, 2);
    const receipt = await call(base, `/api/commerce/payment/${res.body.content.id}/receipt`, { token: u.token });
    // the payment id (random since ADR 0046), at least six digits
    assert.match(receipt.body.content.receiptNumber, /^R-ARENA-\d{6,10}$/);
    assert.equal((await call(base, `/api/commerce/payment/${res.body.content.id}/receipt`, { token: other.token })).status, 404);
  });

  test('declined and insufficient funds: recorded as failed with the reason, nothing granted', async () => {
    const u = await register(base);
    for (const [number, code] of [
      [TEST_CARDS.declined, 'card_declined'],
      [TEST_CARDS.insufficientFunds, 'insufficient_funds'],
    ] as const) {
      const res = await pay('subscription_checkout', u.token, { card: { token: await tokenFor(number) }, subscription_id: planId }, key());
      assert.equal(res.status, 200);
      assert.equal(res.body.content.status, 'failed');
      assert.equal(res.body.content.failureCode, code);
      assert.equal(res.body.content.contractId, null);
    }
    assert.equal((await call(base, '/api/commerce/customer_contracts', { token: u.token })).body.content.totalCount, 0);
    // A declined card is not kept as the stored card.
    assert.equal((await call(base, '/api/commerce/stored_card', { token: u.token })).body.content, null);
  });

  test('challenge: requires_action until the holder answers on the provider; approve grants once, reject fails', async () => {
    const u = await register(base);
    const res = await pay('subscription_checkout', u.token, { card: { token: await tokenFor(TEST_CARDS.challenge) }, subscription_id: planId }, key());
    assert.equal(res.body.content.status, 'requires_action');
    const challenge = res.body.content.challenge as { id: string; url: string };
    assert.ok(challenge.url.startsWith(`${cards}/challenge/`));
    const still = await call(base, '/api/commerce/confirm_payment', { token: u.token, body: { payment_id: res.body.content.id } });
    assert.equal(still.body.content.status, 'requires_action');
    assert.equal(
      (
        await fetch(`${cards}/v1/challenges/${challenge.id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ approve: true }),
        })
      ).status,
      200,
    );
    const [a, b] = await Promise.all([
      call(base, '/api/commerce/confirm_payment', { token: u.token, body: { payment_id: res.body.content.id } }),
      call(base, '/api/commerce/confirm_payment', { token: u.token, body: { payment_id: res.body.content.id } }),
    ]);
    assert.equal(a.body.content.status, 'succeeded');
    assert.equal(b.body.content.status, 'succeeded');
    assert.equal((await call(base, '/api/commerce/customer_contracts', { token: u.token })).body.content.totalCount, 1, 'two confirmations, one contract');

    const v = await register(base);
    const rej = await pay('subscription_checkout', v.token, { card: { token: await tokenFor(TEST_CARDS.challenge) }, subscription_id: planId }, key());
    await fetch(`${cards}/v1/challenges/${rej.body.content.challenge.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ approve: false }),
    });
    const failed = await call(base, '/api/commerce/confirm_payment', { token: v.token, body: { payment_id: rej.body.content.id } });
    assert.equal(failed.body.content.status, 'failed');
    assert.equal(failed.body.content.failureCode, 'authentication_failed');
    assert.equal((await call(base, '/api/commerce/customer_contracts', { token: v.token })).body.content.totalCount, 0);
  });

  test('idempotency: a repeat and two concurrent requests with one key charge once; another body with the key is refused; no key is a 400', async () => {
    const u = await register(base);
    const body = { card: { token: await tokenFor(TEST_CARDS.success) }, subscription_id: planId };
    const k = key();
    const [a, b] = await Promise.all([pay('subscription_checkout', u.token, body, k), pay('subscription_checkout', u.token, body, k)]);
    assert.equal(a.status, 200, a.text);
    assert.equal(b.status, 200, b.text);
    assert.equal(a.body.content.id, b.body.content.id);
    const retry = await pay('subscription_checkout', u.token, body, k);
    assert.equal(retry.body.content.id, a.body.content.id);
    assert.equal((await call(base, '/api/commerce/payments', { token: u.token })).body.content.totalCount, 1);
    assert.equal((await call(base, '/api/commerce/customer_contracts', { token: u.token })).body.content.totalCount, 1);
    const reused = await pay('subscription_checkout', u.token, { ...body, subscription_id: planId + 1 }, k);
    assert.equal(reused.status, 422);
    assert.equal(reused.body.messageErrorCode, 'idempotency_key_reused');
    const none = await pay('subscription_checkout', u.token, body);
    assert.equal(none.status, 400);
    assert.equal(none.body.messageErrorCode, 'idempotency_key_required');
    const invalid = await pay('subscription_checkout', u.token, { subscription_id: planId }, key());
    assert.equal(invalid.status, 400);
    assert.equal((await call(base, '/api/commerce/subscription_checkout', { body })).status, 401);
  });

  test('provider unreachable mid-payment: a 502, then the retry with the same key charges once', async () => {
    const u = await register(base);
    const body = { card: { token: await tokenFor(TEST_CARDS.success) }, subscription_id: planId };
    const k = key();
    const real = p.ctx.origins.cards;
    p.ctx.origins.cards = 'http://127.0.0.1:9'; // nothing listens there
    try {
      const down = await pay('subscription_checkout', u.token, body, k);
      assert.equal(down.status, 502);
      assert.equal(down.body.messageErrorCode, 'payment_provider_unavailable');
    } finally {
      p.ctx.origins.cards = real;
    }
    assert.equal((await call(base, '/api/commerce/customer_contracts', { token: u.token })).body.content.totalCount, 0, 'nothing granted yet');
    const retry = await pay('subscription_checkout', u.token, body, k);
    assert.equal(retry.status, 200, retry.text);
    assert.equal(retry.body.content.status, 'succeeded');
    const again = await pay('subscription_checkout', u.token, body, k);
    assert.equal(again.body.content.id, retry.body.content.id);
    assert.equal((await call(base, '/api/commerce/payments', { token: u.token })).body.content.totalCount, 1);
    assert.equal((await call(base, '/api/commerce/customer_contracts', { token: u.token })).body.content.totalCount, 1);
  });

  test('access codes: unknown, expired and used codes get distinct errors; two simultaneous redemptions, one wins', async () => {
    const u = await register(base);
    const v = await register(base);
    const unknown = await pay('redeem_access_code', u.token, { code: 'NOPE-0000' }, key());
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.messageErrorCode, 'access_code_unknown');
    const expired = await pay('redeem_access_code', u.token, { code: 'arena-expired' }, key());
    assert.equal(expired.status, 410);
    assert.equal(expired.body.messageErrorCode, 'access_code_expired');
    const [a, b] = await Promise.all([
      pay('redeem_access_code', u.token, { code: 'ARENA-WELCOME-1' }, key()),
      pay('redeem_access_code', v.token, { code: 'ARENA-WELCOME-1' }, key()),
    ]);
    const statuses = [a.status, b.status].sort();
    assert.deepEqual(statuses, [200, 409]);
    const loser = a.status === 409 ? a : b;
    assert.equal(loser.body.messageErrorCode, 'access_code_used');
    const winner = a.status === 200 ? u : v;
    const contracts = await call(base, '/api/commerce/customer_contracts', { token: winner.token });
    assert.equal(contracts.body.content.entries[0].source, 'access_code');
  });

  test('pay-per-view: a ticket in one transaction with the payment; a second purchase is refused; the ticket lists the event', async () => {
    const u = await register(base);
    const event = () => call(base, `/api/event/get_by_id/id/${ppvEventId}`, { token: u.token });
    const options = () => call(base, `/api/event/get_commerce_options?eventId=${ppvEventId}`, { token: u.token });
    assert.equal((await event()).body.content.availableForUser, false);
    assert.ok((await options()).body.content.entries.some((o: { type: string }) => o.type === 'ppv'));
    // The user's other tabs hear about the purchase through the user room.
    const socket = ioClient(base, { path: '/ws', transports: ['websocket'], auth: { token: u.token }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    assert.deepEqual(await socket.emitWithAck('join-user-room', { userId: u.profile.id }), { ok: true });
    const heard = new Promise<{ eventId: number; status: string; paymentId: number }>((resolve) => socket.once('user-purchase-status', resolve));
    const res = await pay('ppv_checkout', u.token, { event_id: ppvEventId, card: { token: await tokenFor(TEST_CARDS.success) } }, key());
    const status = await heard;
    socket.close();
    assert.deepEqual([status.eventId, status.status, status.paymentId], [ppvEventId, 'succeeded', res.body.content.id]);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.content.status, 'succeeded');
    assert.equal(res.body.content.kind, 'ppv');
    const tickets = await call(base, '/api/commerce/ppv_tickets', { token: u.token });
    assert.equal(tickets.body.content.totalCount, 1);
    assert.equal(tickets.body.content.entries[0].eventId, ppvEventId);
    assert.equal(tickets.body.content.entries[0].event.availableForUser, true);
    assert.equal(tickets.body.content.entries[0].id, res.body.content.ticketId);
    // Access follows the purchase at once: the event is available and nothing is offered any more.
    assert.equal((await event()).body.content.availableForUser, true);
    assert.equal((await options()).body.content.totalCount, 0);
    const twice = await pay('ppv_checkout', u.token, { event_id: ppvEventId }, key());
    assert.equal(twice.status, 409);
    assert.equal(twice.body.messageErrorCode, 'already_owned');
    assert.equal(twice.body.content.id, res.body.content.id, 'the 409 carries the payment that bought the ticket');
  });

  test('tenant switch: with mf-commerce off (kadur) there are no plans, no provider and no checkout', async () => {
    const host = { host: `kadur.localhost:${new URL(base).port}` };
    const plans = await call(base, '/api/commerce/get_subscriptions', { headers: host });
    assert.equal(plans.status, 404);
    assert.equal(plans.body.messageErrorCode, 'commerce_disabled');
    assert.equal((await call(base, '/api/commerce/payment_provider', { headers: host })).status, 404);
    const events = await call(base, '/api/event/list', { body: { size: 200 }, headers: host });
    const entries = events.body.content.entries as { id: number; commerceCoverage: string }[];
    // A tenant that sells nothing has nothing paid to show a lock on.
    assert.ok(entries.length > 10);
    assert.deepEqual(
      entries.filter((e) => !['commerce_free_media', 'commerce_members_media'].includes(e.commerceCoverage)),
      [],
    );
    const offers = await call(base, `/api/event/get_commerce_options?eventId=${entries[0]!.id}`, { headers: host });
    assert.equal(offers.status, 200);
    assert.equal(offers.body.content.totalCount, 0);
  });
});
