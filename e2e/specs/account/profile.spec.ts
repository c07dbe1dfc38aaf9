// Issue 12, General: edit the profile and see it after a reload; the country in the viewer's
// language; the favourite club changed on a favourite-club tenant (kadur, Hebrew); delete the
// account behind its confirmation, then signed out everywhere.
import { expect, test } from '@playwright/test';
import { apiCall, loginOnDevice } from '../../support/auth/api.ts';
import { expectSignedOut } from '../../support/auth/browser.ts';
import { KADUR } from '../../support/shell/portal.ts';
import { accountText, accountWith, clubsOf, signInTo } from './account-support.ts';
import { toastSaying } from '../../support/toasts.ts';

const en = (key: string, vars?: Record<string, string | number>) => accountText('en', key, vars);
const he = (key: string, vars?: Record<string, string | number>) => accountText('he', key, vars);

test('edit the profile, see the toast, and find it after a reload', async ({ page, baseURL }) => {
  const origin = baseURL!;
  const account = await accountWith(origin, { countryName: 'Israel', city: 'Haifa' });
  await signInTo(page, origin, account, '/account/general/');
  await page.getByRole('button', { name: en('general.edit') }).click();
  const form = page.getByRole('form', { name: en('general.formLabel') });
  await form.getByRole('textbox', { name: en('general.fullName') }).fill('Noa Stillwater');
  await form.getByRole('textbox', { name: en('general.phone') }).fill('12');
  await form.getByRole('button', { name: en('general.save') }).click();
  // The contract's rule, checked before any call.
  await expect(form.getByText(accountText('en', 'validation.phone_invalid'))).toBeVisible();
  await form.getByRole('textbox', { name: en('general.phone') }).fill('+49 30 1234567');
  await form.getByRole('combobox', { name: en('general.country') }).selectOption('DE');
  await form.getByRole('textbox', { name: en('general.city') }).fill('Berlin');
  await form.getByRole('button', { name: en('general.save') }).click();
  await expect(toastSaying(page, en('general.saved'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Noa Stillwater' })).toBeVisible();

  await page.reload();
  const details = page.getByRole('region', { name: en('general.details') });
  await expect(page.getByRole('heading', { level: 1, name: 'Noa Stillwater' })).toBeVisible();
  await expect(details).toContainText('+49 30 1234567');
  await expect(details).toContainText('Germany');
  await expect(details).toContainText('Berlin');
  const stored = await apiCall(origin, '/api/user/get_profile', { token: account.tokens.access });
  expect(stored.body.content).toMatchObject({ displayName: 'Noa Stillwater', countryName: 'Germany', city: 'Berlin', phone: '+49 30 1234567' });
});

test('Hebrew (kadur): the country in Hebrew, the favourite club shown and changed', async ({ page }) => {
  const account = await accountWith(KADUR, { countryName: 'Israel' });
  const clubs = await clubsOf(KADUR);
  await signInTo(page, KADUR, account, '/account/general/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const details = page.getByRole('region', { name: he('general.details') });
  await expect(details).toContainText('ישראל');
  await expect(details).not.toContainText('Israel');
  const club = page.getByRole('region', { name: he('general.club.title') });
  await expect(club.getByTestId('favourite-club-current')).toHaveText(clubs[0]!.name);
  await club.getByRole('combobox', { name: he('general.club.label') }).selectOption(clubs[1]!.value);
  await club.getByRole('button', { name: he('general.club.save') }).click();
  await expect(toastSaying(page, he('general.club.saved'))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: he('general.club.title') }).getByTestId('favourite-club-current')).toHaveText(clubs[1]!.name);
});

test('delete the account: the confirmation names what is lost; afterwards every session is signed out', async ({ page, baseURL }) => {
  const origin = baseURL!;
  const account = await accountWith(origin);
  const elsewhere = await loginOnDevice(origin, account.email, account.password, `e2e-account-other-${Date.now()}`);
  await signInTo(page, origin, account, '/account/general/');
  await page.getByRole('button', { name: en('general.delete.button') }).click();
  const dialog = page.getByRole('dialog', { name: en('general.delete.dialogTitle') });
  for (const key of ['profile', 'access', 'following', 'library', 'devices']) await expect(dialog).toContainText(en(`general.delete.lose.${key}`));
  await dialog.getByRole('button', { name: en('general.delete.cancel') }).click();
  await expect(dialog).toBeHidden();
  expect((await apiCall(origin, '/api/user/get_profile', { token: account.tokens.access })).status).toBe(200);

  await page.getByRole('button', { name: en('general.delete.button') }).click();
  await page
    .getByRole('dialog', { name: en('general.delete.dialogTitle') })
    .getByRole('button', { name: en('general.delete.confirm') })
    .click();
  await expect(page).toHaveURL(new URL('/', origin).href);
  await expect(toastSaying(page, en('general.delete.done'))).toBeVisible();
  await expectSignedOut(page);
  for (const token of [account.tokens.access, elsewhere.tokens.access]) {
    expect((await apiCall(origin, '/api/user/get_profile', { token })).status).toBe(401);
  }
  const again = await apiCall(origin, '/api/user/login', { body: { username: account.email, password: account.password, strategy: 'refresh' } });
  expect(again.status).toBe(401);
});
