// Issue 5, accessibility of the auth pages: axe-core (WCAG 2.0 A/AA, 2.1 AA, 2.2 AA) finds
// no serious or critical violation on the sign-in, sign-up and forgot-password pages (as
// loaded and with their validation errors shown) nor on the device-limit page with its
// device list.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/a11y.ts';
import { loginOnDevice, registerAccount } from '../../support/auth/api.ts';
import { loginForm, signIn, tenantOrigin } from '../../support/auth/browser.ts';
import { authText } from '../../support/auth/text.ts';

const t = (key: string) => authText('en', key);

async function expectNoSeriousViolations(page: Page, label: string) {
  const serious = await seriousViolations(page, test.info(), label);
  expect(serious, `${label}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

test('sign-in page, as loaded and with errors shown', async ({ page }) => {
  await page.goto('/auth/login/');
  await expect(page.getByRole('heading', { level: 1, name: t('login.title') })).toBeVisible();
  await expectNoSeriousViolations(page, '/auth/login/');
  await loginForm(page)
    .getByRole('button', { name: t('login.submit'), exact: true })
    .click();
  await expect(page.getByText(t('validation.email_required'))).toBeVisible();
  await expectNoSeriousViolations(page, '/auth/login/ with validation errors');
});

test('sign-up page, as loaded and with errors shown', async ({ page }) => {
  await page.goto('/auth/sign-up/');
  await expect(page.getByRole('heading', { level: 1, name: t('sign_up.title') })).toBeVisible();
  await expectNoSeriousViolations(page, '/auth/sign-up/');
  await page.getByRole('button', { name: t('sign_up.submit') }).click();
  await expect(page.getByText(t('validation.terms_required'))).toBeVisible();
  await expectNoSeriousViolations(page, '/auth/sign-up/ with validation errors');
});

test('sign-in page on kadur (Hebrew, right to left, light theme)', async ({ page, baseURL }) => {
  await page.goto(new URL('/auth/login/', tenantOrigin(baseURL!, 'kadur')).href);
  await expect(page.getByRole('heading', { level: 1, name: authText('he', 'login.title') })).toBeVisible();
  await expectNoSeriousViolations(page, 'kadur /auth/login/');
});

test('forgot-password page', async ({ page }) => {
  await page.goto('/auth/password/forgot/');
  await expect(page.getByRole('heading', { level: 1, name: t('forgot.title') })).toBeVisible();
  await expectNoSeriousViolations(page, '/auth/password/forgot/');
});

test('device-limit page with its device list', async ({ page, baseURL }) => {
  const origin = baseURL!;
  // arena allows 3 devices: registration + two more sign-ins fill it.
  const account = await registerAccount(origin, { displayName: 'Sasha Kim' });
  await loginOnDevice(origin, account.email, account.password, 'a11y-phone');
  await loginOnDevice(
    origin,
    account.email,
    account.password,
    'a11y-tablet',
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1',
  );
  await signIn(page, origin, account.email, account.password);
  await expect(page.getByRole('heading', { level: 1, name: t('limit.title') })).toBeVisible();
  const list = page.getByRole('list', { name: t('limit.devices_label') });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expectNoSeriousViolations(page, '/auth/login/limit/');
  // With a removal waiting for confirmation.
  await list
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await expect(list.getByRole('button', { name: t('limit.keep') })).toBeVisible();
  await expectNoSeriousViolations(page, '/auth/login/limit/ confirming a removal');
});
