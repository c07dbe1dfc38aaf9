// Issue 5, journey 7: session lifetimes on a portal instance of its own with short tokens
// (access 5 s, refresh 10 s). A user who comes back after both have run out and opens a
// protected page lands on /auth/login/?sessionExpired=true with its explanation; a user who
// keeps using the portal is refreshed in the middle (the stored token rotates) and stays
// signed in, past the first refresh token's lifetime too.
import { expect, test, type Page } from '@playwright/test';
import { registerAccount } from '../../support/auth/api.ts';
import { expectSignedIn, expectSignedOut, notice, signIn, storedSession } from '../../support/auth/browser.ts';
import { authText } from '../../support/auth/text.ts';
import { startIsolatedPortal, type IsolatedPortal } from '../../support/start-isolated-portal.ts';

const ACCESS_TTL = 5;
const REFRESH_TTL = 10;

let portal: IsolatedPortal;
let origin: string;

test.beforeAll(async () => {
  portal = await startIsolatedPortal({ accessTokenTtl: ACCESS_TTL, refreshTokenTtl: REFRESH_TTL, refreshGraceSeconds: 2 });
  origin = portal.urls.portal.replace('127.0.0.1', 'localhost');
});
test.afterAll(async () => {
  await portal?.close();
});

/** Waits until `seconds` have passed since `from` (ms). */
async function waitUntil(page: Page, from: number, seconds: number) {
  const left = from + seconds * 1000 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

/** Signs in and returns when the tokens were issued (a little before the page stored them). */
async function signInNow(page: Page, email: string, password: string): Promise<number> {
  await signIn(page, origin, email, password);
  await expectSignedIn(page);
  return Date.now();
}

test('after both lifetimes, a protected page sends the user to ?sessionExpired=true', async ({ page }) => {
  test.slow();
  const account = await registerAccount(origin, { displayName: 'Quinn Avery' });
  const issued = await signInNow(page, account.email, account.password);
  // The user leaves (no tab of the portal runs meanwhile) and comes back later.
  await page.goto('about:blank');
  await waitUntil(page, issued, REFRESH_TTL + 2);

  await page.goto(new URL('/account/general/', origin).href);
  await expect(page).toHaveURL(new URL('/auth/login/?sessionExpired=true', origin).href);
  const explanation = notice(page, 'session_expired');
  await expect(explanation).toBeVisible();
  await expect(explanation).toContainText(authText('en', 'notice.session_expired.body'));
  await expectSignedOut(page);
  expect((await storedSession(page)).refreshToken).toBeNull();

  // Signing in again from there works and returns to the portal.
  await page.getByRole('form', { name: authText('en', 'login.form_label') }).getByRole('textbox', { name: 'E-mail', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: authText('en', 'login.submit'), exact: true }).click();
  await expectSignedIn(page, { name: account.displayName });
});

test('a refresh in the middle rotates the token and keeps the user signed in', async ({ page }) => {
  test.slow();
  const account = await registerAccount(origin, { displayName: 'Rowan Ellis' });
  const issued = await signInNow(page, account.email, account.password);
  const first = await storedSession(page);
  await page.goto('about:blank');

  // Past 80 % of the access token's life (and past its end), within the refresh token's.
  await waitUntil(page, issued, ACCESS_TTL + 1);
  await page.goto(new URL('/account/general/', origin).href);
  await expect(page).toHaveURL(new URL('/account/general/', origin).href);
  await expectSignedIn(page, { name: account.displayName });
  await expect.poll(async () => (await storedSession(page)).token).not.toBe(first.token);
  const second = await storedSession(page);
  expect(second.refreshToken).toBeTruthy();
  expect(second.refreshToken).not.toBe(first.refreshToken);
  const rotated = Date.now();

  // Past the first refresh token's lifetime: still signed in thanks to the rotation.
  await page.goto('about:blank');
  await waitUntil(page, Math.max(issued + (REFRESH_TTL + 1) * 1000, rotated + (ACCESS_TTL + 1) * 1000), 0);
  await page.goto(new URL('/account/general/', origin).href);
  await expect(page).toHaveURL(new URL('/account/general/', origin).href);
  await expectSignedIn(page, { name: account.displayName });
  await expect.poll(async () => (await storedSession(page)).token).not.toBe(second.token);
  await expect(notice(page, 'session_expired')).toHaveCount(0);
});
