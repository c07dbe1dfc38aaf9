// Sessions under races in the browser (issue 14 item 2): an isolated portal whose access
// tokens live 8 s (long enough for a burst of 100 calls on a loaded CI machine to finish on the
// refreshed token), the page's own @portal/shared API client (the federated singleton), the
// real API and database. Rotations are counted on the server: every rotation writes one
// refresh_tokens row for the session, so "one rotation" is "one new row".
import { createHash } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { registerAccount, signInThroughLoginPage, type Account } from '../../support/session.ts';
import { exposeShared } from '../../support/shell/portal.ts';
import { startIsolatedPortal, type IsolatedPortal } from '../../support/start-isolated-portal.ts';

test.describe.configure({ mode: 'serial' });

const TTL_S = 8;
let portal: IsolatedPortal;

test.beforeAll(async () => {
  portal = await startIsolatedPortal({ accessTokenTtl: TTL_S, rateLimitMax: 1000 });
});

test.afterAll(async () => {
  await portal?.close();
});

interface Stored {
  token: string;
  refreshToken: string | null;
  tokenUpdateTime: number;
  tokenExpirationTime: number;
}

const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('portal:userTokenData') ?? 'null') as Stored | null);

/** Refresh-token rows (one per rotation, plus the sign-in's) of the user's sessions. */
async function rotations(email: string): Promise<number> {
  const rows = await portal.ctx.database.query<{ n: string | number }>(
    `select count(*) as n from refresh_tokens r join sessions s on s.id = r.session_id join users u on u.id = s.user_id where lower(u.email) = lower($1)`,
    [email],
  );
  return Number(rows[0]!.n);
}

async function signedIn(context: BrowserContext, account: Account): Promise<Page> {
  const page = await context.newPage();
  await signInThroughLoginPage(page, portal.urls.portal, account, '/account/general/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.displayName);
  await exposeShared(page);
  return page;
}

/** `count` authorized calls at once through the page's API client; each settles exactly once. */
function burst(page: Page, count: number) {
  return page.evaluate(async (n) => {
    const { api } = (window as unknown as { __e2eShared: { api: { get(path: string): Promise<{ content?: { id?: unknown } }> } } }).__e2eShared;
    const settled = await Promise.allSettled(Array.from({ length: n }, () => api.get('/api/user/get_profile')));
    return {
      fulfilled: settled.filter((s) => s.status === 'fulfilled').length,
      rejected: settled.filter((s) => s.status === 'rejected').map((s) => String((s as PromiseRejectedResult).reason)),
      ids: new Set(settled.map((s) => (s.status === 'fulfilled' ? String(s.value?.content?.id) : 'x'))).size,
    };
  }, count);
}

/**
 * Waits until the access token the page holds has run out, on both sides: the server's row says
 * so (expires_at passed) and so does the client's own record (older than its lifetime), so the
 * next call refreshes first. The page's own calls may rotate the token meanwhile: the token
 * checked is the one stored at each look.
 */
async function untilStoredTokenExpired(page: Page) {
  await expect
    .poll(
      async () => {
        const s = await stored(page);
        if (!s) return 'no stored token';
        const hash = createHash('sha256').update(s.token).digest('hex');
        const rows = await portal.ctx.database.query<{ expires_at: string | Date }>('select expires_at from access_tokens where token_hash = $1', [hash]);
        if (rows.length !== 1) return 'the server does not hold the stored token';
        const server = new Date(rows[0]!.expires_at).getTime() < Date.now();
        const client = Date.now() / 1000 - s.tokenUpdateTime > TTL_S;
        return server && client ? 'expired' : `server expired: ${server}, client record expired: ${client}`;
      },
      { timeout: (TTL_S + 20) * 1000, intervals: [250] },
    )
    .toBe('expired');
}

const refreshCalls = (page: Page, into: string[]) =>
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/oauth2/token') into.push(r.url());
  });

test('100 parallel calls on an expired token in one tab: one rotation, every call answered once, still signed in', async ({ browser, request }) => {
  test.slow();
  const account = await registerAccount(request, portal.urls.portal, 'Riley Burst');
  const context = await browser.newContext();
  const page = await signedIn(context, account);
  const refreshes: string[] = [];
  refreshCalls(page, refreshes);
  const responses: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/user/get_profile') responses.push(`${r.status()}`);
  });

  // Let the token run out on the page (its own calls may rotate meanwhile; measure after).
  await untilStoredTokenExpired(page);
  const before = await stored(page);
  expect(before).not.toBeNull();
  expect(Date.now() / 1000 - before!.tokenUpdateTime).toBeGreaterThan(TTL_S);
  const rowsBefore = await rotations(account.email);
  const refreshesBefore = refreshes.length;

  const result = await burst(page, 100);
  expect(result.rejected).toEqual([]);
  expect(result.fulfilled).toBe(100);
  expect(result.ids).toBe(1);
  expect(await rotations(account.email)).toBe(rowsBefore + 1);
  expect(refreshes.length - refreshesBefore).toBe(1);
  // Answered once each: no call was retried after a 401 (the refresh ran before the calls).
  expect(responses.filter((s) => s === '200')).toHaveLength(100);
  expect(responses.filter((s) => s !== '200')).toEqual([]);

  const after = await stored(page);
  expect(after?.token).toBeTruthy();
  expect(after?.token).not.toBe(before!.token);
  await expect(page).toHaveURL(/\/account\/general\/$/);
  test.info().annotations.push({
    type: 'figure',
    description: `one tab: 100/100 answered, ${refreshes.length - refreshesBefore} refresh call, ${(await rotations(account.email)) - rowsBefore} rotation`,
  });
  await context.close();
});

test('two tabs calling together on an expired token: one rotation for both, both signed in with the same new token', async ({ browser, request }) => {
  test.slow();
  const account = await registerAccount(request, portal.urls.portal, 'Sasha Twotabs');
  const context = await browser.newContext();
  const first = await signedIn(context, account);
  const second = await context.newPage();
  await second.goto(`${portal.urls.portal}/account/general/`);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(account.displayName);
  await exposeShared(second);
  const refreshes: string[] = [];
  refreshCalls(first, refreshes);
  refreshCalls(second, refreshes);

  await untilStoredTokenExpired(first);
  await untilStoredTokenExpired(second);
  const rowsBefore = await rotations(account.email);
  const refreshesBefore = refreshes.length;
  const [a, b] = await Promise.all([burst(first, 50), burst(second, 50)]);
  expect([a.rejected, b.rejected]).toEqual([[], []]);
  expect(a.fulfilled + b.fulfilled).toBe(100);
  expect(await rotations(account.email)).toBe(rowsBefore + 1);
  // The Web Lock lets one tab rotate; the other re-reads the stored tokens once it holds the lock.
  expect(refreshes.length - refreshesBefore).toBe(1);
  const [tokenA, tokenB] = [await stored(first), await stored(second)];
  expect(tokenA?.token).toBeTruthy();
  expect(tokenA?.token).toBe(tokenB?.token);
  for (const page of [first, second]) await expect(page).toHaveURL(/\/account\/general\/$/);
  await context.close();
});

test('sign-ins from six browsers at the same moment never exceed the tenant device limit (arena: 3)', async ({ browser, request }) => {
  test.slow();
  const account = await registerAccount(request, portal.urls.portal, 'Morgan Devices'); // device 1 (the registration)
  const contexts = await Promise.all(Array.from({ length: 6 }, () => browser.newContext()));
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  await Promise.all(
    pages.map(async (page) => {
      await page.goto(`${portal.urls.portal}/auth/login/`);
      const form = page.getByTestId('login-page').locator('form');
      await form.locator('input[type="email"]').fill(account.email);
      await form.locator('input[type="password"]').fill(account.password);
    }),
  );
  await Promise.all(pages.map((page) => page.getByTestId('login-submit').click()));
  // Every browser leaves the form: either signed in or sent to the device-limit page.
  await Promise.all(pages.map((page) => expect(page).not.toHaveURL(/\/auth\/login\/(\?.*)?$/, { timeout: 20_000 })));
  const devices = await portal.ctx.database.query<{ n: string | number }>(
    `select count(*) as n from devices d join users u on u.id = d.user_id where lower(u.email) = lower($1)`,
    [account.email],
  );
  const active = await portal.ctx.database.query<{ n: string | number }>(
    `select count(*) as n from sessions s join users u on u.id = s.user_id where lower(u.email) = lower($1) and s.status = 'active'`,
    [account.email],
  );
  expect(Number(devices[0]!.n)).toBe(3);
  expect(Number(active[0]!.n)).toBeLessThanOrEqual(3);
  const limited = pages.filter((page) => /device|limit/.test(new URL(page.url()).pathname));
  expect(limited.length).toBe(4);
  await Promise.all(contexts.map((c) => c.close()));
});
