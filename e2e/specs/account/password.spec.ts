// Issue 12, Password: change it with the current one, sign in with the new one, and see the
// other session signed out only when the user chose it; a wrong current password is named.
import { expect, test, type Page } from '@playwright/test';
import { apiCall, deleteDevice, loginOnDevice } from '../../support/auth/api.ts';
import { expectSignedIn, storedSession, submitLogin } from '../../support/auth/browser.ts';
import { accountText, accountWith, signInTo } from './account-support.ts';

const en = (key: string, vars?: Record<string, string | number>) => accountText('en', key, vars);
const NEW_PASSWORD = 'a fresh passphrase 99';

async function changePassword(page: Page, current: string, next: string, { keepOthers = false } = {}) {
  const form = page.getByRole('form', { name: en('password.formLabel') });
  await form.getByRole('textbox', { name: en('password.current'), exact: true }).fill(current);
  await form.getByRole('textbox', { name: en('password.new'), exact: true }).fill(next);
  const choice = form.getByRole('checkbox', { name: en('password.signOutOthers') });
  await expect(choice).toBeChecked();
  if (keepOthers) await choice.uncheck();
  await form.getByRole('button', { name: en('password.submit') }).click();
  return form;
}

test('change the password (others signed out by default), then sign in with the new one', async ({ page, browser, baseURL }) => {
  test.slow(); // argon2 hashes and a second browser
  const origin = baseURL!;
  const account = await accountWith(origin);
  // Another session on a device of its own (arena allows three devices: the registration's, this one and this
  // browser). Not the registration's device: a sign-in there would take its slot over and end that session.
  const otherDevice = `e2e-pw-other-${Date.now()}`;
  const other = await loginOnDevice(origin, account.email, account.password, otherDevice);
  await signInTo(page, origin, account, '/account/password/');

  const form = await changePassword(page, 'not my password', NEW_PASSWORD);
  const current = form.getByRole('textbox', { name: en('password.current'), exact: true });
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(en('errors.invalid_password'))).toBeVisible();
  expect((await apiCall(origin, '/api/user/get_profile', { token: other.tokens.access })).status).toBe(200);

  await changePassword(page, account.password, NEW_PASSWORD);
  const outcome = page.getByTestId('password-outcome');
  await expect(outcome).toContainText(en('password.changed'));
  // The other session and the registration's own.
  await expect(outcome).toContainText(en('password.othersSignedOut', { count: 2 }));
  for (const token of [other.tokens.access, account.tokens.access]) {
    expect((await apiCall(origin, '/api/user/get_profile', { token })).status).toBe(401);
  }
  // This tab stays signed in.
  await page.reload();
  await expectSignedIn(page, { name: account.displayName });

  // The signed-out device still counts towards the limit: removed from this tab, so a fresh browser fits.
  await deleteDevice(origin, (await storedSession(page)).token!, otherDevice);
  const fresh = await browser.newContext();
  try {
    const second = await fresh.newPage();
    await second.goto(new URL('/auth/login/', origin).href);
    await submitLogin(second, account.email, NEW_PASSWORD);
    await expectSignedIn(second, { name: account.displayName });
  } finally {
    await fresh.close();
  }
  expect((await apiCall(origin, '/api/user/login', { body: { username: account.email, password: account.password } })).status).toBe(401);
});

test('keep the other sessions when the user unticks the choice', async ({ page, baseURL }) => {
  test.slow();
  const origin = baseURL!;
  const account = await accountWith(origin);
  const other = await loginOnDevice(origin, account.email, account.password, `e2e-pw-keep-${Date.now()}`);
  await signInTo(page, origin, account, '/account/password/');
  await changePassword(page, account.password, NEW_PASSWORD, { keepOthers: true });
  await expect(page.getByTestId('password-outcome')).toContainText(en('password.othersKept'));
  expect((await apiCall(origin, '/api/user/get_profile', { token: other.tokens.access })).status).toBe(200);
});
