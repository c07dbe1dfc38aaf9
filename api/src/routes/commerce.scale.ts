// No double charge in scale-out mode (security issue 26 item 1): API_WORKERS=2 on one PostgreSQL and
// Redis, as in production (ADR 0022). Parallel checkouts of one product by one customer, each on a new
// connection so the cluster hands them to both workers, end with one grant and one charge at the card
// provider (served by worker 1 for both). The purchase lock is the database's partial unique index, so
// it holds across processes where the in-process idempotency map cannot.
// Run: npm run test:scale -w api (needs Debian's postgresql and redis-server).
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { call, register, type CallResult } from '../testing/harness.ts';
import { startPostgres, startRedis, type Service } from '../testing/services.ts';
import { SANDBOX_SECRET_KEY, TEST_CARDS, type Charge } from '../payments/cards.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const N = 8;

/** The cluster primary (`node main.ts` with API_WORKERS=2); resolves once both workers listen. */
function startCluster(env: Record<string, string>): Promise<{ base: string; cards: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'development', PORTAL_DEV: '1', API_WORKERS: '2', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start in 90 s:\n${out}`)), 90_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const base = /portal \+ API\s+(http:\/\/\S+)/.exec(out)?.[1];
      const cards = /card sandbox\s+(http:\/\/\S+)/.exec(out)?.[1];
      if (base && cards && /share the ports above/.test(out)) {
        clearTimeout(timer);
        resolve({ base, cards, child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited (${code}):\n${out}`));
    });
  });
}

describe('no double charge across two API workers (PostgreSQL, Redis)', { timeout: 240_000 }, () => {
  let pg: Service;
  let redis: Service;
  let api: { base: string; cards: string; child: ChildProcess };

  before(async () => {
    [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
    // Fixed ports (the cluster shares them): PORT..PORT+4, apart from scale-out.scale.ts's range.
    api = await startCluster({ DATABASE_URL: pg.url, REDIS_URL: redis.url, PORT: process.env.COMMERCE_SCALE_TEST_PORT ?? '18174' });
  });
  after(async () => {
    if (api && api.child.exitCode === null) {
      const exited = new Promise((r) => api.child.once('exit', r));
      api.child.kill('SIGTERM');
      await exited;
    }
    await Promise.all([pg?.stop(), redis?.stop()]);
  });

  // A new connection per request: the cluster's round robin spreads them over both workers.
  const fresh = { connection: 'close' };
  const tokenFor = async (number: string = TEST_CARDS.success) => {
    const res = await fetch(`${api.cards}/v1/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' }),
    });
    assert.equal(res.status, 200);
    return ((await res.json()) as { id: string }).id;
  };
  const chargeCount = async () => {
    const res = await fetch(`${api.cards}/v1/charges`, { headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` } });
    return ((await res.json()) as { data: Charge[] }).data.length;
  };
  const pay = (path: string, token: string, body: unknown) =>
    call(api.base, `/api/commerce/${path}`, { token, body, headers: { ...fresh, 'idempotency-key': randomUUID() } });
  function oneWinner(results: CallResult[], codes: string[]) {
    const statuses = results.map((r) => r.status);
    assert.ok(
      statuses.every((s) => s < 500),
      statuses.join(','),
    );
    const won = results.filter((r) => r.status === 200);
    assert.equal(won.length, 1, `${statuses.join(',')} ${results.map((r) => r.text.slice(0, 100)).join(' | ')}`);
    assert.equal(won[0]!.body.content.status, 'succeeded');
    for (const r of results.filter((x) => x.status !== 200)) {
      assert.equal(r.status, 409, r.text);
      assert.ok(codes.includes(r.body.messageErrorCode), r.text);
    }
  }

  test('requests on new connections reach both workers', async () => {
    const pids = new Set<number>();
    for (let i = 0; i < 30 && pids.size < 2; i++) pids.add((await call(api.base, '/api/dev/metrics', { headers: fresh })).body.content.pid);
    assert.equal(pids.size, 2);
  });

  test(`pay-per-view: ${N} checkouts at once (different keys and cards) over both workers -> one ticket, one charge`, async () => {
    const events = await call(api.base, '/api/event/list', { body: { size: 200 }, headers: fresh });
    const event = events.body.content.entries.find((e: { commerceCoverage: string }) => e.commerceCoverage === 'commerce_ppv_media');
    assert.ok(event, 'a pay-per-view event');
    for (let round = 0; round < 3; round++) {
      const u = await register(api.base, { headers: fresh });
      const tokens = await Promise.all(Array.from({ length: N }, tokenFor));
      const before = await chargeCount();
      const results = await Promise.all(tokens.map((t) => pay('ppv_checkout', u.token, { event_id: event.id, card: { token: t } })));
      oneWinner(results, ['purchase_in_progress', 'already_owned']);
      assert.equal((await chargeCount()) - before, 1, 'one charge at the provider');
      const tickets = await call(api.base, '/api/commerce/ppv_tickets', { token: u.token, headers: fresh });
      assert.equal(tickets.body.content.totalCount, 1);
      const history = await call(api.base, '/api/commerce/payments?size=50', { token: u.token, headers: fresh });
      assert.deepEqual(
        history.body.content.entries.map((p: { status: string }) => p.status),
        ['succeeded'],
        'no payment left processing',
      );
    }
  });

  test(`subscription: ${N} checkouts at once over both workers -> one contract, one charge`, async () => {
    const plans = await call(api.base, '/api/commerce/get_subscriptions?type=svod|cvod', { headers: fresh });
    const planId = plans.body.content.entries[0].id;
    const u = await register(api.base, { headers: fresh });
    const tokens = await Promise.all(Array.from({ length: N }, tokenFor));
    const before = await chargeCount();
    const results = await Promise.all(tokens.map((t) => pay('subscription_checkout', u.token, { card: { token: t }, subscription_id: planId })));
    oneWinner(results, ['purchase_in_progress', 'already_subscribed']);
    assert.equal((await chargeCount()) - before, 1);
    assert.equal((await call(api.base, '/api/commerce/customer_contracts', { token: u.token, headers: fresh })).body.content.totalCount, 1);
  });

  test('store card: six different cards at once over both workers -> each 200 or 409 card_change_in_progress; the card shown is the card charged', async (t) => {
    const numbers = ['4242424242424242', '5555555555554444', '4000056655665556', '5200828282828210', '378282246310005', '6011111111111117'];
    for (let round = 0; round < 3; round++) {
      const u = await register(api.base, { headers: fresh });
      const tokens = await Promise.all(numbers.map((n) => tokenFor(n)));
      const results = await Promise.all(
        tokens.map((t) => call(api.base, '/api/commerce/store_card', { token: u.token, body: { card: { token: t } }, headers: fresh })),
      );
      for (const r of results) {
        assert.ok(r.status === 200 || (r.status === 409 && r.body.messageErrorCode === 'card_change_in_progress'), `${r.status} ${r.text}`);
      }
      t.diagnostic(`round ${round}: ${results.map((r) => r.status).join(',')}`);
      const stored = (await call(api.base, '/api/commerce/stored_card', { token: u.token, headers: fresh })).body.content;
      assert.ok(
        results.some((r) => r.status === 200 && r.body.content.last4 === stored.last4),
        'the stored card is one that was answered',
      );
      const paid = await pay('subscribe_by_stored_cc', u.token, {
        subscription_id: (await call(api.base, '/api/commerce/get_subscriptions', { headers: fresh })).body.content.entries[0].id,
      });
      assert.equal(paid.body.content.status, 'succeeded', paid.text);
      assert.equal(paid.body.content.card.last4, stored.last4, 'the provider charges the card we show');
    }
  });
});
