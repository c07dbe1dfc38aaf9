// Rate limits a caller cannot step around (security issue 26 item 5): for every throttled route,
// a loop of tries with a fresh value in every field the caller chooses (names, e-mail case and
// spacing, X-Forwarded-For and friends, junk fields, the client address where the key is the
// account) reaches 429 exactly at the limit, with messageErrorCode, message and Retry-After.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { suitePortal, uniqueEmail } from '../testing/harness.ts';
import { optionsFromEnv, trustProxyFromEnv } from '../config.ts';
import { namedAccount } from './rate-limit.ts';

const ACCOUNT_MAX = 3;
const IP_MAX = 5;
const rand = () => randomBytes(6).toString('hex');
const randomIp = () => `203.0.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
let subnet = 0;
/** A client address of its own per test, so the tests' windows never meet. */
const ownAddress = () => `198.51.100.${++subnet}`;

/** Headers a caller may add to pass for someone else: none of them may change the key. */
const spoofHeaders = () => ({ 'x-forwarded-for': randomIp(), 'x-real-ip': randomIp(), forwarded: `for=${randomIp()}`, 'x-client-ip': randomIp() });
/** Case and whitespace variants of one e-mail address (the same account for sign-in). */
const variant = (email: string, i: number) => {
  const cased = [...email].map((c, j) => ((i + j) % 2 ? c.toUpperCase() : c.toLowerCase())).join('');
  return `${' '.repeat(i % 3)}${cased}${'\t'.repeat(i % 2)}`;
};

describe('rate limits are keyed on what the caller cannot choose', () => {
  const suite = suitePortal({ rateLimitMax: ACCOUNT_MAX, rateLimitIpMax: IP_MAX });

  async function hit(url: string, opts: { body?: unknown; remoteAddress: string; token?: string; headers?: Record<string, string> }) {
    const res = await suite.portal.app.inject({
      method: 'POST',
      url,
      remoteAddress: opts.remoteAddress,
      headers: { host: '127.0.0.1', ...(opts.token ? { 'x-authorization': `Bearer ${opts.token}` } : {}), ...opts.headers },
      payload: opts.body as Record<string, unknown>,
    });
    return {
      status: res.statusCode,
      body: res.json() as { messageErrorCode?: string; message?: string; content?: Record<string, unknown> },
      retryAfter: res.headers['retry-after'],
    };
  }

  /** `max` tries that are not refused, then a 429 with the house envelope and Retry-After. */
  async function assertLimitAt(max: number, label: string, attempt: (i: number) => Promise<Awaited<ReturnType<typeof hit>>>) {
    const statuses: number[] = [];
    for (let i = 0; i < max; i++) statuses.push((await attempt(i)).status);
    assert.ok(
      statuses.every((s) => s !== 429),
      `${label}: refused before the limit: ${statuses.join(',')}`,
    );
    const refused = await attempt(max);
    assert.equal(refused.status, 429, `${label}: try ${max + 1} answered ${refused.status}`);
    assert.equal(refused.body.messageErrorCode, 'too_many_requests', label);
    assert.ok(refused.body.message, label);
    assert.ok(Number(refused.retryAfter) > 0 && Number(refused.retryAfter) <= 60, `${label}: Retry-After ${refused.retryAfter}`);
  }

  async function signUp() {
    const email = uniqueEmail('rl');
    const res = await hit('/api/user/register', {
      remoteAddress: ownAddress(),
      body: { email, password: 'correct horse battery', strategy: 'refresh', device_id: `d-${rand()}` },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return { email, token: (res.body.content!.tokenData as { access_token: string }).access_token };
  }

  const anonymousByAccount = [
    {
      url: '/api/user/login',
      field: 'username',
      body: (account: string) => ({ username: account, password: `guess-${rand()}`, device_id: rand(), strategy: 'refresh' }),
    },
    {
      url: '/api/user/register',
      field: 'email',
      body: (account: string) => ({ email: account, password: `pw-${rand()}-long`, device_id: rand(), displayName: rand() }),
    },
    { url: '/api/user/password/forgot', field: 'email', body: (account: string) => ({ email: account }) },
  ];

  for (const route of anonymousByAccount) {
    test(`${route.url}: one address rotating made-up accounts, forwarded headers and junk fields gets 429 at ${IP_MAX}`, async () => {
      const address = ownAddress();
      await assertLimitAt(IP_MAX, route.url, (i) =>
        hit(route.url, {
          remoteAddress: address,
          headers: spoofHeaders(),
          body: {
            ...route.body(uniqueEmail(`made-up-${i}`)),
            [`junk_${rand()}`]: rand(),
            [route.field === 'email' ? 'username' : 'email']: `${rand()}@example.com`,
          },
        }),
      );
    });

    test(`${route.url}: one account from ever new addresses and spellings gets 429 at ${ACCOUNT_MAX}`, async () => {
      const account = uniqueEmail('target');
      await assertLimitAt(ACCOUNT_MAX, route.url, (i) =>
        hit(route.url, { remoteAddress: randomIp(), headers: spoofHeaders(), body: { ...route.body(variant(account, i)), [`junk_${rand()}`]: rand() } }),
      );
    });
  }

  test('IPv6: rotating addresses inside one /64 counts as one client', async () => {
    await assertLimitAt(IP_MAX, 'login from one /64', (i) =>
      hit('/api/user/login', {
        remoteAddress: `2001:db8:7:9::${(i + 1).toString(16)}:${rand().slice(0, 4)}`,
        body: { username: uniqueEmail(`v6-${i}`), password: 'wrong password', device_id: rand() },
      }),
    );
  });

  test('/api/user/password/reset: ever new tokens from one address get 429', async () => {
    const address = ownAddress();
    await assertLimitAt(IP_MAX, 'reset', () =>
      hit('/api/user/password/reset', {
        remoteAddress: address,
        headers: spoofHeaders(),
        body: { token: rand(), password: 'a new password', [`junk_${rand()}`]: 1 },
      }),
    );
  });

  test('/api/oauth2/token: ever new refresh tokens and providers from one address get 429', async () => {
    const address = ownAddress();
    const max = suite.portal.ctx.settings.refreshRateLimitMax;
    await assertLimitAt(max, 'oauth2/token', () =>
      hit('/api/oauth2/token', {
        remoteAddress: address,
        headers: spoofHeaders(),
        body: { grant_type: 'refresh_token', refresh_token: rand(), subject_issuer: rand(), username: rand() },
      }),
    );
  });

  const signedIn = [
    { url: '/api/user/change_password', body: () => ({ oldPassword: `wrong-${rand()}`, newPassword: 'a brand new password' }) },
    { url: '/api/user/set_password', body: () => ({ newPassword: 'a brand new password' }) },
    { url: '/api/commerce/redeem_access_code', body: () => ({ code: `GUESS-${rand().toUpperCase()}` }) },
  ];

  for (const route of signedIn) {
    test(`${route.url}: one account from ever new addresses with made-up usernames and e-mails gets 429 at ${ACCOUNT_MAX}; another account is unaffected`, async () => {
      const user = await signUp();
      await assertLimitAt(ACCOUNT_MAX, route.url, () =>
        hit(route.url, {
          remoteAddress: randomIp(),
          token: user.token,
          headers: { ...spoofHeaders(), 'idempotency-key': rand() },
          body: { ...route.body(), username: uniqueEmail(rand()), email: uniqueEmail(rand()), [`junk_${rand()}`]: rand() },
        }),
      );
      const other = await signUp();
      const res = await hit(route.url, { remoteAddress: ownAddress(), token: other.token, headers: { 'idempotency-key': rand() }, body: route.body() });
      assert.notEqual(res.status, 429, `another account: ${JSON.stringify(res.body)}`);
    });
  }

  test('the key of a named account is normalised as sign-in looks it up, and only strings count', () => {
    assert.equal(namedAccount({ username: '  Anna@Example.COM\t' }, ['username']), 'anna@example.com');
    assert.equal(namedAccount({ email: 'B@x.io' }, ['username', 'email']), 'b@x.io');
    for (const body of [null, undefined, 'text', [], { username: 5 }, { username: ['a@b.c'] }, { username: '   ' }, { other: 'a@b.c' }]) {
      assert.equal(namedAccount(body, ['username']), null, JSON.stringify(body));
    }
  });
});

describe('behind a load balancer (TRUST_PROXY: its address)', () => {
  const suite = suitePortal({ rateLimitMax: ACCOUNT_MAX, rateLimitIpMax: IP_MAX, trustProxy: '10.0.0.1' });

  test('entries a caller puts before the balancer’s own X-Forwarded-For entry do not change its key', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= IP_MAX; i++) {
      const res = await suite.portal.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '10.0.0.1', // the balancer
        headers: { host: '127.0.0.1', 'x-forwarded-for': `${randomIp()}, ${randomIp()}, 192.0.2.44` },
        payload: { username: uniqueEmail(`lb-${i}`), password: 'wrong password', device_id: rand() },
      });
      statuses.push(res.statusCode);
    }
    assert.deepEqual(statuses.slice(0, IP_MAX).includes(429), false, statuses.join(','));
    assert.equal(statuses[IP_MAX], 429, statuses.join(','));
    // another viewer behind the same balancer is not refused
    const other = await suite.portal.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: '10.0.0.1',
      headers: { host: '127.0.0.1', 'x-forwarded-for': '192.0.2.45' },
      payload: { username: uniqueEmail('lb-other'), password: 'wrong password', device_id: rand() },
    });
    assert.equal(other.statusCode, 401, other.body);
  });

  test('TRUST_PROXY takes addresses only: true and hop counts stop the start', () => {
    assert.equal(trustProxyFromEnv(undefined), undefined);
    assert.equal(trustProxyFromEnv(''), undefined);
    assert.equal(trustProxyFromEnv('false'), undefined);
    assert.equal(trustProxyFromEnv('10.0.0.0/8, 192.168.0.1'), '10.0.0.0/8, 192.168.0.1');
    for (const bad of ['true', '1', '2']) assert.throws(() => optionsFromEnv({ TRUST_PROXY: bad, MEDIA_SIGNING_SECRET: 'x' }), /TRUST_PROXY/, bad);
  });
});
