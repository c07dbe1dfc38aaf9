// Issue 5, journey 4: single sign-on with every provider a tenant enables (arena: google,
// facebook, apple; kadur: ifa), each through the local OpenID provider in a real popup
// (authorization code + PKCE), ending signed in; closing the popup shows the translated
// popup_closed error and leaves the visitor signed out.
//
// Its own portal instance (fresh database): the provider's four demo identities are fixed,
// so whether a sign-in creates an account (sign-up steps) or signs into one is known here
// whatever ran before, retries included.
import { expect, test } from '@playwright/test';
import { IDP_PASSWORD, listDevices } from '../../support/auth/api.ts';
import { completeProviderLogin, expectSignedIn, expectSignedOut, openProviderPopup, storedSession, tenantOrigin } from '../../support/auth/browser.ts';
import { authText } from '../../support/auth/text.ts';
import { startIsolatedPortal, type IsolatedPortal } from '../../support/start-isolated-portal.ts';

let portal: IsolatedPortal;
let arena: string;
let kadur: string;

test.beforeAll(async () => {
  portal = await startIsolatedPortal();
  arena = portal.urls.portal.replace('127.0.0.1', 'localhost');
  kadur = tenantOrigin(portal.urls.portal, 'kadur');
});
test.afterAll(async () => {
  await portal?.close();
});

const continueWith = (locale: string, provider: 'google' | 'facebook' | 'apple' | 'ifa') =>
  authText(locale, 'sso.continue_with', { provider: authText(locale, `sso.provider.${provider}`) });

test('google: a first sign-in creates the account and starts the sign-up steps', async ({ page, context }) => {
  await page.goto(new URL('/auth/login/', arena).href);
  const popup = await openProviderPopup(page, context, continueWith('en', 'google'));
  await expect(popup.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await completeProviderLogin(popup, 'sso.new@example.com', IDP_PASSWORD);

  // isRegister: the tenant's first sign-up step, signed in, the name taken from the provider.
  await expect(page).toHaveURL(new URL('/auth/sign-up/personalization/', arena).href);
  await expect(page.getByRole('heading', { level: 1, name: authText('en', 'personalization.title') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: authText('en', 'fields.display_name'), exact: true })).toHaveValue('Dana Brooks');
  const session = await storedSession(page);
  expect(session.userEmail).toBe('sso.new@example.com');
  expect(session.token).toBeTruthy();
  // This browser is one of the account's devices now.
  expect((await listDevices(arena, session.token!)).map((d) => d.deviceId)).toEqual([session.deviceId]);
});

test('facebook: signs into the existing account with the same e-mail', async ({ page, context }) => {
  await page.goto(new URL('/auth/login/', arena).href);
  const popup = await openProviderPopup(page, context, continueWith('en', 'facebook'));
  await expect(popup.getByRole('heading', { name: 'Sign in with Facebook' })).toBeVisible();
  await completeProviderLogin(popup, 'fan@arena.test', IDP_PASSWORD);
  await expect(page).toHaveURL(new URL('/', arena).href);
  await expectSignedIn(page, { name: 'Alex Morgan' });
  expect((await storedSession(page)).userEmail).toBe('fan@arena.test');
});

test('apple: a first sign-in creates the account with the full name from the provider', async ({ page, context }) => {
  await page.goto(new URL('/auth/login/', arena).href);
  const popup = await openProviderPopup(page, context, continueWith('en', 'apple'));
  await expect(popup.getByRole('heading', { name: 'Sign in with Apple' })).toBeVisible();
  await completeProviderLogin(popup, 'sso.fan@example.com', IDP_PASSWORD);
  await expect(page).toHaveURL(new URL('/auth/sign-up/personalization/', arena).href);
  await expect(page.getByRole('textbox', { name: authText('en', 'fields.display_name'), exact: true })).toHaveValue('Sam Rivers');
  expect((await storedSession(page)).userEmail).toBe('sso.fan@example.com');
});

test('ifa on kadur: signs in through the provider popup (Hebrew page)', async ({ page, context }) => {
  await page.goto(new URL('/auth/login/', kadur).href);
  await expect(page.getByRole('heading', { level: 1, name: authText('he', 'login.title') })).toBeVisible();
  const popup = await openProviderPopup(page, context, continueWith('he', 'ifa'));
  await expect(popup.getByRole('heading', { name: 'Sign in with IFA ID' })).toBeVisible();
  await completeProviderLogin(popup, 'fan@kadur.test', IDP_PASSWORD);
  await expectSignedIn(page, { name: 'נועה כהן', locale: 'he' });
  expect((await storedSession(page)).userEmail).toBe('fan@kadur.test');
  // fan@kadur.test already has a favourite club, so favourite-club selection (on for kadur)
  // must not hold them at /club/: an existing account lands on the home page.
  await expect(page).toHaveURL(new URL('/', kadur).href);
});

test('closing the popup shows the translated popup_closed error and stays signed out', async ({ page, context }) => {
  await page.goto(new URL('/auth/login/', arena).href);
  const popup = await openProviderPopup(page, context, continueWith('en', 'google'));
  await popup.close();
  await expect(page.getByRole('alert')).toHaveText(authText('en', 'errors.popup_closed'));
  await expect(page).toHaveURL(new URL('/auth/login/', arena).href);
  await expectSignedOut(page);
  // The buttons work again (nothing stays busy).
  await expect(page.getByRole('button', { name: continueWith('en', 'google') })).toBeEnabled();

  // Same on kadur, in Hebrew.
  await page.goto(new URL('/auth/login/', kadur).href);
  const second = await openProviderPopup(page, context, continueWith('he', 'google'));
  await second.close();
  await expect(page.getByRole('alert')).toHaveText(authText('he', 'errors.popup_closed'));
  await expectSignedOut(page, 'he');
});
