// Issue 5, journey 2: a failed sign-in shows the translated error (English on arena, Hebrew
// on kadur) and keeps the user signed out; a protected page sends a visitor to
// /auth/login/?redirect=… and signing in returns there.
import { expect, test } from '@playwright/test';
import { registerAccount } from '../../support/auth/api.ts';
import { expectSignedIn, expectSignedOut, loginForm, storedSession, submitLogin, tenantOrigin } from '../../support/auth/browser.ts';
import { authText } from '../../support/auth/text.ts';

test('a wrong password shows the translated error and stays signed out (arena, English)', async ({ page, baseURL }) => {
  const origin = baseURL!;
  const account = await registerAccount(origin);
  await page.goto('/auth/login/');
  await expect(page.getByRole('heading', { level: 1, name: authText('en', 'login.title') })).toBeVisible();

  // Client-side rules first: empty fields are named in plain words.
  const form = loginForm(page);
  await form.getByRole('button', { name: authText('en', 'login.submit'), exact: true }).click();
  await expect(form.getByText(authText('en', 'validation.email_required'))).toBeVisible();
  await expect(form.getByText(authText('en', 'validation.password_required'))).toBeVisible();

  await submitLogin(page, account.email, 'not the right password');
  const alert = page.getByRole('alert').filter({ hasText: authText('en', 'errors.invalid_credentials') });
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  await expectSignedOut(page);

  // An unknown e-mail gets the very same message (no account probing).
  await submitLogin(page, `nobody.${Date.now()}@example.test`, 'whatever password');
  await expect(page.getByRole('alert')).toHaveText(authText('en', 'errors.invalid_credentials'));
  await expectSignedOut(page);

  // The right password then works from the same page.
  await submitLogin(page, account.email, account.password);
  await expectSignedIn(page, { name: account.displayName });
  await expect(page).toHaveURL(new URL('/', origin).href);
});

test('a wrong password on kadur shows the Hebrew error', async ({ page, baseURL }) => {
  const origin = tenantOrigin(baseURL!, 'kadur');
  const account = await registerAccount(origin, { displayName: 'Yael Bar' });
  await page.goto(new URL('/auth/login/', origin).href);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: authText('he', 'login.title') })).toBeVisible();
  await submitLogin(page, account.email, 'wrong password here', 'he');
  await expect(page.getByRole('alert')).toHaveText(authText('he', 'errors.invalid_credentials'));
  await expect(page.getByRole('alert')).not.toHaveText(authText('en', 'errors.invalid_credentials'));
  await expectSignedOut(page, 'he');
});

test('?redirect= brings the user back to the protected page after signing in', async ({ page, baseURL }) => {
  const origin = baseURL!;
  const account = await registerAccount(origin, { displayName: 'Morgan Hale' });

  // A protected page sends the visitor to sign in, remembering where they were going.
  await page.goto('/account/general/');
  await expect(page).toHaveURL(new URL(`/auth/login/?redirect=${encodeURIComponent('/account/general/')}`, origin).href);
  await expect(loginForm(page)).toBeVisible();

  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(new URL('/account/general/', origin).href);
  await expectSignedIn(page, { name: account.displayName });
  expect((await storedSession(page)).userEmail).toBe(account.email);

  // The link to sign-up keeps the return address too.
  const context = page.context();
  const second = await context.browser()!.newContext();
  try {
    const other = await second.newPage();
    await other.goto(new URL(`/auth/login/?redirect=${encodeURIComponent('/account/general/')}`, origin).href);
    await expect(other.getByRole('link', { name: authText('en', 'login.create_account') })).toHaveAttribute(
      'href',
      `/auth/sign-up/?redirect=${encodeURIComponent('/account/general/')}`,
    );
    // An absolute redirect to another site is never followed (open redirect).
    await other.goto(new URL(`/auth/login/?redirect=${encodeURIComponent('https://evil.example/')}`, origin).href);
    await submitLogin(other, account.email, account.password);
    await expect(other).toHaveURL(new URL('/', origin).href);
  } finally {
    await second.close();
  }
});
