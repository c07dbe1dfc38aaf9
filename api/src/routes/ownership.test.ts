// Ownership (issue 12 item 8): no user reads or changes another user's profile, devices, contracts,
// tickets, payments, receipts or card, and an anonymous caller is refused before any validation.
//
// The rule these tests hold the API to:
// - A resource addressed by its id (contract, ticket, payment, receipt, device) that belongs to
//   someone else answers 404 with the same code as one that does not exist: the caller learns
//   nothing, not even that the id is taken. Never 403.
// - A call that addresses no resource (profile, password, stored card, account) acts on the
//   caller's own data only: its body has no owner field; one sent anyway is refused (400, strict
//   bodies: update_profile's data, store_card, remove_card) or ignored (update_profile's top level).
// - No token (header or, for delete_device only, body): 401 before the body is validated.
// After every refused attempt the victim's data is read back and compared with what it was.
import { randomUUID } from 'node:crypto';
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { call, login, register, suitePortal } from '../testing/harness.ts';
import { TEST_CARDS } from '../payments/cards.ts';
import { sessions, users } from '../db/schema.ts';

type Account = Awaited<ReturnType<typeof register>>;

describe('ownership: one user against another', () => {
  const suite = suitePortal();
  let victim: Account;
  let intruder: Account;
  const ids = { contract: 0, ticket: 0, payment: 0, pending: 0, device: '', deviceRow: 0, user: 0, ppvEvent: 0, plan: 0 };
  let baseline: unknown;

  async function tokenFor(number: string) {
    const res = await fetch(`${suite.portal.urls.cards}/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' }),
    });
    assert.equal(res.status, 200);
    return ((await res.json()) as { id: string }).id;
  }
  const get = (path: string, token: string) => call(suite.base, path, { token });
  const post = (path: string, token: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
    call(suite.base, path, { token, body, headers });
  const pay = async (path: string, token: string, body: unknown, key: string = randomUUID()) => {
    const res = await post(path, token, body, { 'idempotency-key': key });
    assert.equal(res.status, 200, res.text);
    return res.body.content as { id: number; status: string; contractId: number | null; ticketId: number | null };
  };

  /** Everything of the victim's that an intruder could try to read or change, as the victim reads it. */
  async function victimData() {
    const t = victim.token;
    const read = async (path: string) => {
      const res = await get(path, t);
      assert.equal(res.status, 200, `${path}: ${res.text}`);
      return res.body.content;
    };
    return {
      profile: await read('/api/user/get_profile'),
      devices: await read('/api/user/devices'),
      contracts: await read('/api/commerce/customer_contracts?size=50'),
      contract: await read(`/api/commerce/get_customer_subscriptions_by_id/id/${ids.contract}`),
      tickets: await read('/api/commerce/ppv_tickets?size=50'),
      ticket: await read(`/api/commerce/ppv_tickets/id/${ids.ticket}`),
      payments: await read('/api/commerce/payments?size=50'),
      payment: await read(`/api/commerce/payment/${ids.payment}`),
      pending: await read(`/api/commerce/payment/${ids.pending}`),
      receipt: await read(`/api/commerce/payment/${ids.payment}/receipt`),
      card: await read('/api/commerce/stored_card'),
      // The password and the sessions, as stored (a sign-in per check would meet the rate limit).
      account: (await suite.portal.ctx.db.select({ hash: users.passwordHash, email: users.email }).from(users).where(eq(users.id, ids.user)))[0],
      sessions: await suite.portal.ctx.db
        .select({ id: sessions.id, status: sessions.status })
        .from(sessions)
        .where(eq(sessions.userId, ids.user))
        .orderBy(sessions.id),
    };
  }
  /** The attempt is refused with `status` (and `code`), and the victim's data is as it was. */
  async function refused(what: string, attempt: Promise<{ status: number; body: { messageErrorCode?: string }; text: string }>, status: number, code?: string) {
    const res = await attempt;
    assert.equal(res.status, status, `${what}: ${res.text}`);
    if (code) assert.equal(res.body.messageErrorCode, code, what);
    assert.deepEqual(await victimData(), baseline, `${what} changed the victim's data`);
  }

  before(async () => {
    victim = await register(suite.base, { deviceId: `own-victim-${randomUUID()}`, password: 'the victim own phrase' });
    intruder = await register(suite.base, { deviceId: `own-intruder-${randomUUID()}` });
    ids.user = victim.profile.id;
    const plans = (await call(suite.base, '/api/commerce/get_subscriptions?type=svod|cvod')).body.content.entries as { id: number }[];
    ids.plan = plans[0]!.id;
    const events = await call(suite.base, '/api/event/list', { body: { status: 'UPCOMING', size: 200 } });
    ids.ppvEvent = events.body.content.entries.find((e: { commerceCoverage: string }) => e.commerceCoverage === 'commerce_ppv_media').id;
    const plan = await pay('/api/commerce/subscription_checkout', victim.token, {
      card: { token: await tokenFor(TEST_CARDS.success) },
      subscription_id: ids.plan,
    });
    ids.payment = plan.id;
    ids.contract = plan.contractId!;
    ids.ticket = (await pay('/api/commerce/ppv_checkout', victim.token, { event_id: ids.ppvEvent })).ticketId!;
    // Another plan: the first one is held and renews (a second checkout of it is 409 already_subscribed).
    const pending = await pay('/api/commerce/subscription_checkout', victim.token, {
      card: { token: await tokenFor(TEST_CARDS.challenge) },
      subscription_id: plans[1]!.id,
    });
    assert.equal(pending.status, 'requires_action');
    ids.pending = pending.id;
    const devices = (await get('/api/user/devices', victim.token)).body.content as Array<{ id: number; deviceId: string }>;
    ids.device = devices[0]!.deviceId;
    ids.deviceRow = devices[0]!.id;
    // The intruder has a session and a card of their own (so "no card" is not why they fail).
    assert.equal((await post('/api/commerce/store_card', intruder.token, { card: { token: await tokenFor('5555555555554444') } })).status, 200);
    baseline = await victimData();
    assert.equal((baseline as { card: { last4: string } }).card.last4, '4242');
  });

  test("contracts: another user's contract is 404 to read and to cancel", async () => {
    const t = intruder.token;
    await refused('read contract', get(`/api/commerce/get_customer_subscriptions_by_id/id/${ids.contract}`, t), 404, 'contract_not_found');
    await refused('cancel contract', post('/api/commerce/cancel_contract', t, { platform: 'web', id: ids.contract }), 404, 'contract_not_found');
    // Same answer as an id nobody has: existence is not revealed.
    const missing = await get('/api/commerce/get_customer_subscriptions_by_id/id/999999', t);
    assert.equal(missing.status, 404);
    assert.equal(missing.body.messageErrorCode, 'contract_not_found');
    const list = await get('/api/commerce/customer_contracts?size=50', t);
    assert.equal(list.body.content.totalCount, 0);
  });

  test("tickets: another user's ticket is 404, and the intruder's list is their own", async () => {
    const t = intruder.token;
    await refused('read ticket', get(`/api/commerce/ppv_tickets/id/${ids.ticket}`, t), 404, 'ticket_not_found');
    assert.equal((await get('/api/commerce/ppv_tickets?size=50', t)).body.content.totalCount, 0);
    // The victim's ticket opens the event to the victim only.
    const forIntruder = await get(`/api/event/get_by_id/id/${ids.ppvEvent}`, t);
    assert.equal(forIntruder.body.content.availableForUser, false);
  });

  test("payments and receipts: 404 to read, to print, and to confirm another user's payment", async () => {
    const t = intruder.token;
    await refused('read payment', get(`/api/commerce/payment/${ids.payment}`, t), 404, 'payment_not_found');
    await refused('read receipt', get(`/api/commerce/payment/${ids.payment}/receipt`, t), 404, 'payment_not_found');
    await refused('confirm payment', post('/api/commerce/confirm_payment', t, { payment_id: ids.pending }), 404, 'payment_not_found');
    assert.equal((await get('/api/commerce/payments?size=50', t)).body.content.totalCount, 0);
  });

  test('card: the intruder reads and changes their own card only; paying "by stored card" charges their own', async () => {
    const t = intruder.token;
    assert.equal((await get('/api/commerce/stored_card', t)).body.content.last4, '4444');
    await refused(
      'store card for another user',
      post('/api/commerce/store_card', t, { card: { token: await tokenFor(TEST_CARDS.success) }, userId: ids.user }),
      400,
    );
    await refused("remove another user's card", post('/api/commerce/remove_card', t, { userId: ids.user }), 400);
    // Their own replace and remove leave the victim's card alone.
    assert.equal((await post('/api/commerce/store_card', t, { card: { token: await tokenFor(TEST_CARDS.success) } })).status, 200);
    await refused('remove own card', post('/api/commerce/remove_card', t, {}), 200);
    await refused(
      'pay by stored card without one',
      post('/api/commerce/subscribe_by_stored_cc', t, { subscription_id: ids.plan }, { 'idempotency-key': randomUUID() }),
      409,
      'no_stored_card',
    );
    await refused(
      'pay-per-view by stored card without one',
      post('/api/commerce/ppv_checkout', t, { event_id: ids.ppvEvent }, { 'idempotency-key': randomUUID() }),
      409,
      'no_stored_card',
    );
  });

  test("idempotency keys are per user: the victim's key does not return the victim's payment", async () => {
    const key = `own-key-${randomUUID()}`;
    const mine = await pay('/api/commerce/redeem_access_code', victim.token, { code: 'ARENA-WELCOME-1' }, key);
    baseline = await victimData();
    const theirs = await post('/api/commerce/redeem_access_code', intruder.token, { code: 'ARENA-WELCOME-2' }, { 'idempotency-key': key });
    assert.equal(theirs.status, 200, theirs.text);
    assert.notEqual(theirs.body.content.id, mine.id);
    await refused('reuse victim key for the victim payment', get(`/api/commerce/payment/${mine.id}`, intruder.token), 404, 'payment_not_found');
  });

  test("devices: another user's device is 404 to remove, by device id or row id", async () => {
    for (const deviceId of [ids.device, ids.deviceRow]) {
      await refused(`remove device ${deviceId}`, post('/api/user/delete_device', intruder.token, { deviceId }), 404, 'device_not_found');
    }
    // The victim's session on that device still works.
    assert.equal((await get('/api/user/get_profile', victim.token)).status, 200);
  });

  test('profile, password and account: calls act on the caller whatever the body names', async () => {
    const t = intruder.token;
    await refused('update profile with an id', post('/api/user/update_profile', t, { data: { id: ids.user, displayName: 'Taken over' } }), 400);
    // An owner field beside `data` is ignored: the caller's own profile is the one updated.
    await refused('update profile with a userId', post('/api/user/update_profile', t, { userId: ids.user, data: { displayName: 'Taken over' } }), 200);
    assert.equal((await get('/api/user/get_profile', t)).body.content.displayName, 'Taken over');
    await refused(
      "change password with the victim's",
      post('/api/user/change_password', t, { oldPassword: victim.password, newPassword: 'taken over here' }),
      400,
      'invalid_password',
    );
    await refused('own profile update', post('/api/user/update_profile', t, { data: { displayName: 'Someone Else', city: 'Elsewhere' } }), 200);
    await refused('own account deletion', call(suite.base, '/api/user/delete_account', { method: 'POST', token: t }), 200);
    assert.equal((await get('/api/user/get_profile', t)).status, 401);
  });
});

describe('anonymous callers: 401 before any validation', () => {
  const suite = suitePortal();

  test('every account and commerce call of a user answers 401 without a token, whatever the body', async () => {
    const gets = [
      '/api/user/get_profile',
      '/api/user/devices',
      '/api/commerce/stored_card',
      '/api/commerce/payments',
      '/api/commerce/payment/1',
      '/api/commerce/payment/1/receipt',
      '/api/commerce/customer_contracts',
      '/api/commerce/get_customer_subscriptions_by_id/id/1',
      '/api/commerce/ppv_tickets',
      '/api/commerce/ppv_tickets/id/1',
    ];
    for (const path of gets) {
      const res = await call(suite.base, path);
      assert.equal(res.status, 401, path);
      assert.equal(res.body.messageErrorCode, 'unauthorized', path);
    }
    const posts = [
      '/api/user/update_profile',
      '/api/user/change_password',
      '/api/user/set_password',
      '/api/user/delete_account',
      '/api/user/delete_device',
      '/api/commerce/store_card',
      '/api/commerce/remove_card',
      '/api/commerce/cancel_contract',
      '/api/commerce/confirm_payment',
      '/api/commerce/subscription_checkout',
      '/api/commerce/subscribe_by_stored_cc',
      '/api/commerce/ppv_checkout',
    ];
    // A valid-looking body, an empty one and a wrong one: the same 401, and no word of the schema.
    for (const path of posts) {
      for (const body of [{}, { nonsense: [1, 2] }, 'not an object']) {
        const res = await call(suite.base, path, { body });
        assert.equal(res.status, 401, `${path} ${JSON.stringify(body)}: ${res.text}`);
        assert.equal(res.body.messageErrorCode, 'unauthorized', path);
        assert.doesNotMatch(res.text, /deviceId|card|token\b.*required|expected/i, `${path} reveals its schema`);
      }
    }
  });

  test('delete_device: a token in the body still works (device-limit page); a wrong one is 401; the body is checked after', async () => {
    const u = await register(suite.base, { deviceId: `anon-a-${randomUUID()}` });
    const second = await login(suite.base, u.email, u.password, `anon-b-${randomUUID()}`);
    const otherToken = second.body.content.tokenData.access_token as string;
    const devices = (await call(suite.base, '/api/user/devices', { token: u.token })).body.content as Array<{ deviceId: string }>;
    assert.equal(devices.length, 2);
    const bad = await call(suite.base, '/api/user/delete_device', { body: { token: 'not-a-token' } });
    assert.equal(bad.status, 401);
    assert.equal(bad.body.messageErrorCode, 'invalid_token');
    const invalid = await call(suite.base, '/api/user/delete_device', { body: { token: u.token } });
    assert.equal(invalid.status, 400, 'with a valid body token, a body without deviceId is a validation error');
    const target = devices.find((d) => d.deviceId.startsWith('anon-b-'))!;
    const removed = await call(suite.base, '/api/user/delete_device', { body: { token: u.token, deviceId: target.deviceId } });
    assert.equal(removed.status, 200, removed.text);
    assert.equal(removed.body.content.devices.length, 1);
    assert.equal((await call(suite.base, '/api/user/get_profile', { token: otherToken })).status, 401);
  });
});
