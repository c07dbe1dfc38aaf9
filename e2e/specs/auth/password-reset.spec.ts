// Issue 5, journey 3: forgot password → the link from the development outbox
// (GET /api/dev/outbox?to=) → a new password. The link works once, the old password stops
// working (and other sessions end), and an unknown address gets the same answer.
import { expect, test, type Page } from '@playwright/test';
import { apiCall, outbox, registerAccount, uniqueEmail } from '../../support/auth/api.ts';
import { expectSignedIn, expectSignedOut, notice, submitLogin } from '../../support/auth/browser.ts';
import { authText } from '../../support/auth/text.ts';

const t = (key: string, vars?: Record<string, string | number>) => authText('en', key, vars);

async function askForResetLink(page: Page, email: string) {
  await page.goto('/auth/login/');
  await page.getByRole('link', { name: t('login.forgot_password') }).click();
  await expect(page).toHaveURL(/\/auth\/password\/forgot\/$/);
  await expect(page.getByRole('heading', { level: 1, name: t('forgot.title') })).toBeVisible();
  const form = page.getByRole('form', { name: t('forgot.title') });
  await form.getByRole('textbox', { name: t('fields.email'), exact: true }).fill(email);
  await form.getByRole('button', { name: t('forgot.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('forgot.sent_title') })).toBeVisible();
  return page.getByRole('status').filter({ hasText: t('forgot.sent_body', { email }) });
}

async function chooseNewPassword(page: Page, password: string) {
  const form = page.getByRole('form', { name: t('reset.title') });
  await form.getByRole('textbox', { name: t('fields.new_password'), exact: true }).fill(password);
  await form.getByRole('button', { name: t('reset.submit') }).click();
}

test('forgot and reset the password through the outbox; the link works once; the old password stops working', async ({ page, baseURL }) => {
  test.slow(); // several page loads and two argon2 hashes
  const origin = baseURL!;
  const account = await registerAccount(origin, { displayName: 'Jamie Quill' });
  const newPassword = 'a brand new passphrase 7';

  expect(await outbox(origin, account.email)).toEqual([]);
  const sent = await askForResetLink(page, account.email);
  await expect(sent).toBeVisible();

  // The development outbox holds the message with a link to this portal's reset page.
  await expect.poll(async () => (await outbox(origin, account.email)).length).toBe(1);
  const [message] = await outbox(origin, account.email);
  expect(message!.to).toBe(account.email);
  expect(message!.subject).toContain('reset your password');
  const link = new URL(message!.link!);
  expect(link.origin).toBe(new URL(origin).origin);
  expect(link.pathname).toBe('/auth/password/reset/');
  expect(link.searchParams.get('token')).toBeTruthy();
  expect(message!.text).toContain(link.href);

  // Open the link: the token is read once and leaves the address bar at once.
  await page.goto(link.href);
  await expect(page.getByRole('heading', { level: 1, name: t('reset.title') })).toBeVisible();
  await expect(page).toHaveURL(new URL('/auth/password/reset/', origin).href);
  await chooseNewPassword(page, 'short');
  await expect(page.getByText(t('validation.password_too_short', { min: 8 }))).toBeVisible();
  await chooseNewPassword(page, newPassword);
  await expect(page).toHaveURL(new URL('/auth/login/?passwordReset=true', origin).href);
  await expect(notice(page, 'password_reset')).toContainText(t('notice.password_reset.body'));

  // The old password stops working…
  await submitLogin(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText(t('errors.invalid_credentials'));
  await expectSignedOut(page);
  // …and the session signed in before the reset (the registration's) is over.
  const before = await apiCall(origin, '/api/user/get_profile', { token: account.tokens.access });
  expect(before.status).toBe(401);

  // The new one works.
  await submitLogin(page, account.email, newPassword);
  await expectSignedIn(page, { name: account.displayName });

  // The link works once: opened again, it is refused with a translated explanation.
  const again = await page.context().browser()!.newPage();
  try {
    await again.goto(link.href);
    await chooseNewPassword(again, 'yet another passphrase 9');
    await expect(again.getByRole('alert')).toContainText(t('errors.invalid_reset_token'));
    await expect(again.getByRole('alert').getByRole('link', { name: t('reset.request_new') })).toBeVisible();
  } finally {
    await again.close();
  }
  // The password is still the one chosen through the first use of the link.
  const check = await apiCall(origin, '/api/user/login', {
    body: { username: account.email, password: newPassword, device_id: 'e2e-reset-check', device_name: 'check', strategy: 'refresh' },
  });
  expect(check.status, check.text).toBe(200);
});

test('an unknown e-mail gets the same answer and no message is sent', async ({ page, baseURL }) => {
  const origin = baseURL!;
  const known = await registerAccount(origin, { displayName: 'Riley Known' });
  const unknown = uniqueEmail('nobody');

  const knownAnswer = await askForResetLink(page, known.email);
  await expect(knownAnswer).toBeVisible();
  const knownText = (await knownAnswer.textContent())!.replace(known.email, '<email>');

  await page.getByRole('button', { name: t('forgot.try_again') }).click();
  const form = page.getByRole('form', { name: t('forgot.title') });
  await form.getByRole('textbox', { name: t('fields.email'), exact: true }).fill(unknown);
  await form.getByRole('button', { name: t('forgot.submit') }).click();
  const unknownAnswer = page.getByRole('status').filter({ hasText: t('forgot.sent_body', { email: unknown }) });
  await expect(unknownAnswer).toBeVisible();
  expect((await unknownAnswer.textContent())!.replace(unknown, '<email>')).toBe(knownText);

  // The API answers byte for byte the same; only the known address gets a message.
  const a = await apiCall(origin, '/api/user/password/forgot', { body: { email: known.email } });
  const b = await apiCall(origin, '/api/user/password/forgot', { body: { email: unknown } });
  expect([a.status, b.status]).toEqual([200, 200]);
  expect(b.text).toBe(a.text);
  await expect.poll(async () => (await outbox(origin, known.email)).length).toBe(2);
  expect(await outbox(origin, unknown)).toEqual([]);
});
