// Issue 5, journey 1: a visitor creates an account (signed in at once), fills the
// personalisation step, walks the tenant's next sign-up steps (arena: follow leagues, then
// the plans), signs out, and signs in again with the same e-mail and password.
import { expect, test } from '@playwright/test';
import { PASSWORD, apiCall, uniqueEmail } from '../../support/auth/api.ts';
import { accountMenu, expectSignedIn, expectSignedOut, signIn, signOut, storedSession } from '../../support/auth/browser.ts';
import { authText } from '../../support/auth/text.ts';

const t = (key: string, vars?: Record<string, string | number>) => authText('en', key, vars);

test('sign up, personalise, next steps, sign out, sign in again', async ({ page, baseURL }) => {
  test.slow(); // a long journey through four remotes
  const origin = baseURL!;
  const email = uniqueEmail('signup');
  const name = 'Casey Linden';

  await page.goto('/');
  await expectSignedOut(page);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login\/$/);
  await page.getByRole('link', { name: t('login.create_account') }).click();
  await expect(page).toHaveURL(/\/auth\/sign-up\/$/);
  await expect(page.getByRole('heading', { level: 1, name: t('sign_up.title') })).toBeVisible();
  // arena: account + personalization + following + subscription
  await expect(page.getByText(t('steps.position', { step: 1, total: 4 }))).toBeVisible();

  const form = page.getByRole('form', { name: t('sign_up.form_label') });
  // Submitting empty shows translated messages and focuses the first invalid field.
  await form.getByRole('button', { name: t('sign_up.submit') }).click();
  await expect(form.getByText(t('validation.name_required'))).toBeVisible();
  await expect(form.getByText(t('validation.email_required'))).toBeVisible();
  await expect(form.getByText(t('validation.terms_required'))).toBeVisible();
  await expect(form.getByRole('textbox', { name: t('fields.display_name'), exact: true })).toBeFocused();

  await form.getByRole('textbox', { name: t('fields.display_name'), exact: true }).fill(name);
  await form.getByRole('textbox', { name: t('fields.email'), exact: true }).fill(email);
  await form.getByRole('textbox', { name: t('fields.new_password'), exact: true }).fill('short');
  await form.getByRole('checkbox', { name: /I agree to the Terms of use/ }).check();
  await form.getByRole('button', { name: t('sign_up.submit') }).click();
  await expect(form.getByText(t('validation.password_too_short', { min: 8 }))).toBeVisible();
  await form.getByRole('textbox', { name: t('fields.new_password'), exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: t('sign_up.submit') }).click();

  // Signed in at once, on the first sign-up step.
  await expect(page).toHaveURL(/\/auth\/sign-up\/personalization\/$/);
  await expect(page.getByRole('heading', { level: 1, name: t('personalization.title') })).toBeVisible();
  await expect(page.getByText(t('steps.position', { step: 2, total: 4 }))).toBeVisible();
  const session = await storedSession(page);
  expect(session.token).toBeTruthy();
  expect(session.userEmail).toBe(email);

  const profile = page.getByRole('form', { name: t('personalization.form_label') });
  await expect(profile.getByRole('textbox', { name: t('fields.display_name'), exact: true })).toHaveValue(name);
  await profile.getByRole('combobox', { name: t('fields.gender') }).selectOption({ label: t('gender.female') });
  await profile.getByLabel(t('fields.date_of_birth')).fill('1994-05-17');
  await profile.getByRole('textbox', { name: t('fields.phone'), exact: true }).fill('+44 20 7946 0958');
  await profile.getByRole('combobox', { name: t('fields.country'), exact: true }).selectOption({ label: 'United Kingdom' });
  await profile.getByRole('textbox', { name: t('fields.city'), exact: true }).fill('Leeds');
  await profile.getByRole('textbox', { name: t('fields.postal_code'), exact: true }).fill('LS1 4AP');
  await profile.getByRole('button', { name: t('personalization.submit') }).click();

  // Next steps: following (mf-following), then the plans (mf-commerce).
  await expect(page).toHaveURL(/\/auth\/sign-up\/following\/league\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Follow leagues' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/sign-up\/subscription\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pick a subscription' })).toBeVisible();
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(new URL('/', origin).href);
  await expectSignedIn(page, { name });

  // The profile was saved on the server.
  const { token } = await storedSession(page);
  const saved = await apiCall(origin, '/api/user/get_profile', { token: token! });
  expect(saved.status, saved.text).toBe(200);
  expect(saved.body.content).toMatchObject({ email, displayName: name, city: 'Leeds', postalCode: 'LS1 4AP', countryName: 'United Kingdom', gender: 'female' });

  // Sign out: the token is revoked on the server, the header offers Sign in again.
  await signOut(page);
  await expect(page).toHaveURL(new URL('/', origin).href);
  await expectSignedOut(page);
  const revoked = await apiCall(origin, '/api/user/get_profile', { token: token! });
  expect(revoked.status).toBe(401);

  // Sign in again with the same e-mail and password.
  await signIn(page, origin, email, PASSWORD);
  await expect(page).toHaveURL(new URL('/', origin).href);
  await expectSignedIn(page, { name });
  await expect(accountMenu(page)).toBeVisible();
});

// Issue 27 item 9: on a tenant with favourite-club selection (kadur, in Hebrew) the guard sends a new
// account to the club page first; it counts as the step after the account, from the same list as
// mf-auth's steps: account, club, personalisation, follow leagues.
test('kadur: the favourite-club step shows its place among the sign-up steps', async ({ page, baseURL }) => {
  const kadur = new URL(baseURL!);
  kadur.hostname = `kadur.${kadur.hostname}`;
  const he = (key: string, vars?: Record<string, string | number>) => authText('he', key, vars);
  await page.goto(new URL('/auth/sign-up/', kadur).href);
  await expect(page.getByText(he('steps.position', { step: 1, total: 4 }))).toBeVisible();
  const form = page.getByRole('form', { name: he('sign_up.form_label') });
  await form.getByRole('textbox', { name: he('fields.display_name'), exact: true }).fill('Noa Levi');
  await form.getByRole('textbox', { name: he('fields.email'), exact: true }).fill(uniqueEmail('signup-club'));
  await form.getByRole('textbox', { name: he('fields.new_password'), exact: true }).fill(PASSWORD);
  await form.getByRole('checkbox').first().check();
  await form.getByRole('button', { name: he('sign_up.submit') }).click();
  await expect(page).toHaveURL(/\/club\/\?redirect=%2Fauth%2Fsign-up%2Fpersonalization%2F/);
  await expect(page.getByTestId('sign-up-step')).toHaveText(he('steps.position', { step: 2, total: 4 }));
});
