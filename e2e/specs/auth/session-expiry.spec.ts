// Issue 5, journey 7: session lifetimes on a portal instance of its own with short tokens
// (access 4 s, refresh 30 s). A user who comes back after both have run out and opens a
// protected page lands on /auth/login/?sessionExpired=true with its explanation; a user who
// keeps using the portal is refreshed in the middle (the stored token rotates) and stays
// signed in, past the first refresh token's lifetime too.
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { registerAccount } from '../../support/auth/api.ts';
import { accountMenu, expectSignedIn, expectSignedOut, notice, signIn, storedSession, submitLogin } from '../../support/auth/browser.ts';
import { authText, commonText } from '../../support/auth/text.ts';
import { startIsolatedPortal, type IsolatedPortal } from '../../support/start-isolated-portal.ts';

// The refresh token outlives a slow page load (the machine may be busy) by a wide margin.
const ACCESS_TTL = 4;
const REFRESH_TTL = 30;

let portal: IsolatedPortal;
let origin: string;

test.beforeAll(async () => {
  portal = await startIsolatedPortal({ accessTokenTtl: ACCESS_TTL, refreshTokenTtl: REFRESH_TTL, refreshGraceSeconds: 2 });
  origin = portal.urls.portal.replace('127.0.0.1', 'localhost');
});
test.afterAll(async () => {
  await portal?.close();
});

/** When the stored tokens were obtained (ms; the client notes it on receipt, in whole seconds). */
async function tokensObtainedAt(page: Page): Promise<number> {
  const obtained = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('portal:userTokenData') ?? 'null') as { tokenUpdateTime?: number } | null)?.tokenUpdateTime,
  );
  expect(obtained, 'the token data records when it was obtained').toBeGreaterThan(0);
  return obtained! * 1000;
}

/**
 * Waits until the server holds `token` (an access or a refresh token) with at most `msLeft` of
 * its life left, 0 for run out: read from its row (api/src/auth/tokens.ts checks expires_at
 * against the time the same way), not guessed from when the test saw it issued.
 */
async function untilLifeLeft(table: 'access_tokens' | 'refresh_tokens', token: string, msLeft: number) {
  const hash = createHash('sha256').update(token).digest('hex');
  const rows = await portal.ctx.database.query<{ expires_at: string | Date }>(`select expires_at from ${table} where token_hash = $1`, [hash]);
  expect(rows, `the server holds the ${table.replace('_', ' ').slice(0, -1)}`).toHaveLength(1);
  const expiresAt = new Date(rows[0]!.expires_at).getTime();
  await expect.poll(() => expiresAt - Date.now(), { message: `${table} life left`, timeout: REFRESH_TTL * 2 * 1000, intervals: [100] }).toBeLessThan(msLeft);
}

/** Opens the account page the way a user does: account menu → Account (no page load). */
async function openAccountFromMenu(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: commonText('en', 'nav.account') }).click();
  await expect(page).toHaveURL(new URL('/account/general/', origin).href);
}

test('after both lifetimes, a protected page sends the user to ?sessionExpired=true', async ({ page }) => {
  test.slow();
  const account = await registerAccount(origin, { displayName: 'Quinn Avery' });
  await signIn(page, origin, account.email, account.password);
  await expectSignedIn(page, { name: account.displayName });
  const session = await storedSession(page);
  // The user leaves (no tab of the portal runs meanwhile) and comes back once both have run out.
  await page.goto('about:blank');
  await untilLifeLeft('access_tokens', session.token!, 0);
  await untilLifeLeft('refresh_tokens', session.refreshToken!, 0);

  await page.goto(new URL('/account/general/', origin).href);
  await expect(page).toHaveURL(new URL('/auth/login/?sessionExpired=true', origin).href);
  const explanation = notice(page, 'session_expired');
  await expect(explanation).toBeVisible();
  await expect(explanation).toContainText(authText('en', 'notice.session_expired.body'));
  await expectSignedOut(page);
  expect((await storedSession(page)).refreshToken).toBeNull();

  // Signing in again from there works.
  await submitLogin(page, account.email, account.password);
  await expectSignedIn(page, { name: account.displayName });
});

test('a refresh in the middle rotates the token and keeps the user signed in', async ({ page }) => {
  test.slow();
  const account = await registerAccount(origin, { displayName: 'Rowan Ellis' });
  await signIn(page, origin, account.email, account.password);
  await expectSignedIn(page, { name: account.displayName });
  // When the client got the tokens, not when the page got round to showing the user (a busy
  // machine can take seconds for that): the rotation is measured from it.
  const issued = await tokensObtainedAt(page);
  const first = await storedSession(page);

  // Half way through the refresh token's life (the access token long expired), the user opens
  // their account: the client refreshes, and the stored pair rotates.
  await untilLifeLeft('refresh_tokens', first.refreshToken!, (REFRESH_TTL / 2) * 1000);
  await untilLifeLeft('access_tokens', first.token!, 0);
  await openAccountFromMenu(page);
  await expect.poll(async () => (await storedSession(page)).token).not.toBe(first.token);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectSignedIn(page, { name: account.displayName });
  const second = await storedSession(page);
  expect(second.refreshToken).toBeTruthy();
  expect(second.refreshToken).not.toBe(first.refreshToken);
  const rotated = await tokensObtainedAt(page);
  expect(rotated - issued, 'the rotation happened before the first refresh token ran out').toBeLessThan(REFRESH_TTL * 1000);

  // Past the first refresh token's lifetime: still signed in thanks to the rotation.
  await page
    .getByRole('link', { name: commonText('en', 'nav.home'), exact: true })
    .first()
    .click();
  await untilLifeLeft('refresh_tokens', first.refreshToken!, 0);
  await openAccountFromMenu(page);
  await expectSignedIn(page, { name: account.displayName });
  await expect.poll(async () => (await storedSession(page)).token).not.toBe(second.token);
  // And after a reload too (the rotated tokens were stored).
  await page.reload();
  await expect(page).toHaveURL(new URL('/account/general/', origin).href);
  await expectSignedIn(page, { name: account.displayName });
  await expect(notice(page, 'session_expired')).toHaveCount(0);
});
