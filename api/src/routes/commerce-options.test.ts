// Issue 27 item 2: get_commerce_options offers only what unlocks the event, by the same rule that
// decides access (planUnlocks), and nothing the viewer already holds.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, register, startTestPortal, type TestPortal } from '../testing/harness.ts';
import { TEST_CARDS } from '../payments/cards.ts';

type Entry = { id: number; commerceCoverage: string; identityIds: number[]; availableForUser: boolean };
type Offer = { id: number; type: string; title: string; allowedAccessIdentityItems?: number[] };
type Plan = { id: number; title: string; type: string; allowedAccessIdentityItems: number[] };

describe('commerce options of an event', () => {
  let p: TestPortal;
  let base: string;
  let events: Entry[];
  let plans: Plan[];
  let n = 0;

  const offers = async (eventId: number, token?: string): Promise<Offer[]> => {
    const res = await call(base, `/api/event/get_commerce_options?eventId=${eventId}`, { token });
    assert.equal(res.status, 200, res.text);
    return res.body.content.entries;
  };
  /** Buys a plan with the sandbox's success card, as the checkout does. */
  async function subscribe(token: string, planId: number) {
    const card = await fetch(`${p.urls.cards}/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: TEST_CARDS.success, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' }),
    });
    const { id } = (await card.json()) as { id: string };
    const res = await call(base, '/api/commerce/subscription_checkout', {
      token,
      body: { card: { token: id }, subscription_id: planId },
      headers: { 'idempotency-key': `options-${process.pid}-${++n}` },
    });
    assert.equal(res.body.content?.status, 'succeeded', res.text);
  }

  before(async () => {
    p = await startTestPortal();
    base = p.urls.portal;
    events = (await call(base, '/api/event/list', { body: { size: 200 } })).body.content.entries;
    plans = (await call(base, '/api/commerce/get_subscriptions?type=svod|cvod')).body.content.entries;
  });
  after(async () => {
    await p?.close();
  });

  const unlocks = (plan: Plan, e: Entry) =>
    plan.allowedAccessIdentityItems.length === 0 || plan.allowedAccessIdentityItems.some((i) => e.identityIds.includes(i));

  test('a pay-per-view event offers its ticket only: no plan unlocks it', async () => {
    const ppv = events.filter((e) => e.commerceCoverage === 'commerce_ppv_media');
    assert.ok(ppv.length >= 2);
    for (const e of ppv)
      assert.deepEqual(
        (await offers(e.id)).map((o) => [o.type, o.id]),
        [['ppv', e.id]],
      );
  });

  test('a subscription event offers exactly the plans whose leagues include it (all-access plans and its league pass)', async () => {
    const subs = events.filter((e) => e.commerceCoverage === 'commerce_subscription_basic_media');
    assert.ok(subs.length >= 3);
    let leaguePasses = 0;
    for (const e of subs) {
      const got = (await offers(e.id)).map((o) => o.id).sort();
      const want = plans
        .filter((plan) => unlocks(plan, e))
        .map((plan) => plan.id)
        .sort();
      assert.deepEqual(got, want, `event ${e.id}`);
      leaguePasses += got.filter((id) => plans.find((plan) => plan.id === id)!.allowedAccessIdentityItems.length > 0).length;
    }
    // The seed has league passes for some of these events' leagues and not others: both cases were met.
    assert.ok(leaguePasses > 0 && leaguePasses < subs.length * 2);
    // Free and members-only events sell nothing.
    for (const coverage of ['commerce_free_media', 'commerce_members_media']) {
      assert.deepEqual(await offers(events.find((e) => e.commerceCoverage === coverage)!.id), []);
    }
  });

  test('a viewer with an all-access plan is not offered it on a pay-per-view event; a league pass holder is offered neither that pass nor anything where it already gives access', async () => {
    const allAccess = plans.find((plan) => plan.type === 'svod' && plan.allowedAccessIdentityItems.length === 0)!;
    const ppv = events.find((e) => e.commerceCoverage === 'commerce_ppv_media')!;
    const fan = await register(base);
    await subscribe(fan.token, allAccess.id);
    assert.deepEqual(
      (await offers(ppv.id, fan.token)).map((o) => o.type),
      ['ppv'],
    );
    const sub = events.find((e) => e.commerceCoverage === 'commerce_subscription_basic_media')!;
    assert.equal((await call(base, `/api/event/get_by_id/id/${sub.id}`, { token: fan.token })).body.content.availableForUser, true);
    assert.deepEqual(await offers(sub.id, fan.token), []);

    const pass = plans.find((plan) => plan.allowedAccessIdentityItems.length > 0)!;
    const elsewhere = events.find((e) => e.commerceCoverage === 'commerce_subscription_basic_media' && !unlocks(pass, e))!;
    const covered = events.find((e) => e.commerceCoverage === 'commerce_subscription_basic_media' && unlocks(pass, e))!;
    const holder = await register(base);
    await subscribe(holder.token, pass.id);
    const there = (await offers(elsewhere.id, holder.token)).map((o) => o.id);
    assert.ok(there.length > 0 && !there.includes(pass.id), `offers ${there.join(',')}`);
    assert.deepEqual(await offers(covered.id, holder.token), []);
  });
});
