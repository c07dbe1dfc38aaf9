// What a user does and sees in the browser around signing in, with accessible locators
// (labels, roles, names in the tenant's language), plus reads of the session this tab keeps
// in localStorage under `portal:` (token, userTokenData, device id).
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { authText, commonText, literal } from './text.ts';

/** The origin of a tenant on the same portal: arena answers to localhost, kadur to kadur.localhost. */
export function tenantOrigin(portalOrigin: string, tenant: 'arena' | 'kadur'): string {
  const url = new URL(portalOrigin);
  return `http://${tenant === 'kadur' ? 'kadur.localhost' : 'localhost'}:${url.port}`;
}

export const localeOf = (origin: string): 'he' | 'en' => (new URL(origin).hostname.startsWith('kadur.') ? 'he' : 'en');

export interface StoredSession {
  token: string | null;
  refreshToken: string | null;
  deviceId: string | null;
  userEmail: string | null;
}

/** The session this tab keeps (localStorage `portal:*`). */
export function storedSession(page: Page): Promise<StoredSession> {
  return page.evaluate(() => {
    const read = (key: string) => {
      const raw = localStorage.getItem(`portal:${key}`);
      try {
        return raw === null ? null : (JSON.parse(raw) as unknown);
      } catch {
        return raw;
      }
    };
    const tokenData = read('userTokenData') as { refreshToken?: string } | null;
    const user = read('user') as { email?: string } | null;
    return {
      token: (read('token') as string | null) ?? null,
      refreshToken: tokenData?.refreshToken ?? null,
      deviceId: localStorage.getItem('portal:device-id'),
      userEmail: user?.email ?? null,
    };
  });
}

/** The sign-in form of /auth/login/ (the form is named "Sign in with e-mail"). */
export function loginForm(page: Page, locale = 'en'): Locator {
  return page.getByRole('form', { name: authText(locale, 'login.form_label') });
}

/** Fills and submits the e-mail sign-in form on the current page. */
export async function submitLogin(page: Page, email: string, password: string, locale = 'en') {
  const form = loginForm(page, locale);
  await form.getByRole('textbox', { name: authText(locale, 'fields.email'), exact: true }).fill(email);
  await form.getByRole('textbox', { name: authText(locale, 'fields.password'), exact: true }).fill(password);
  await form.getByRole('button', { name: authText(locale, 'login.submit'), exact: true }).click();
}

/** Opens /auth/login/ (optionally with ?redirect=) and signs in with e-mail and password. */
export async function signIn(page: Page, origin: string, email: string, password: string, { redirect }: { redirect?: string } = {}) {
  const url = new URL('/auth/login/', origin);
  if (redirect) url.searchParams.set('redirect', redirect);
  await page.goto(url.href);
  await submitLogin(page, email, password, localeOf(origin));
}

/** The header's account menu button: present only for a signed-in user (its name includes theirs). */
export function accountMenu(page: Page, locale = 'en'): Locator {
  return page.getByRole('button', { name: literal(`${commonText(locale, 'nav.account_menu')}:`) });
}

/** Signed in: the header shows the account menu (with the user's name), a token is stored, we left /auth/login/. */
export async function expectSignedIn(page: Page, { name, locale = 'en' }: { name?: string; locale?: string } = {}) {
  await expect(page).not.toHaveURL(/\/auth\/login\//);
  const menu = accountMenu(page, locale);
  await expect(menu).toBeVisible();
  if (name) await expect(menu).toHaveAccessibleName(literal(name));
  expect((await storedSession(page)).token, 'an access token is stored').toBeTruthy();
}

/** Signed out: no token is stored, no account menu; outside the auth layout (which has no such header items) the header offers Sign in. */
export async function expectSignedOut(page: Page, locale = 'en') {
  if (!new URL(page.url()).pathname.startsWith('/auth/')) {
    await expect(page.getByRole('link', { name: commonText(locale, 'nav.sign_in'), exact: true })).toBeVisible();
  }
  await expect(accountMenu(page, locale)).toHaveCount(0);
  expect((await storedSession(page)).token, 'no access token is stored').toBeNull();
}

/** Account menu → Sign out. */
export async function signOut(page: Page, locale = 'en') {
  await accountMenu(page, locale).click();
  await page.getByRole('menuitem', { name: commonText(locale, 'nav.sign_out') }).click();
}

/** The login page's notice (?sessionExpired / ?deviceNoLongerAllowedError / ?passwordReset) by its title. */
export function notice(page: Page, key: 'session_expired' | 'device_not_allowed' | 'password_reset', locale = 'en'): Locator {
  return page.getByRole('status').filter({ hasText: authText(locale, `notice.${key}.title`) });
}

/**
 * Clicks a single sign-on button and returns the provider popup the portal opened
 * (the local OpenID provider's login page once it has loaded).
 */
export async function openProviderPopup(page: Page, context: BrowserContext, buttonName: string): Promise<Page> {
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: buttonName, exact: true }).click()]);
  await popup.waitForURL(/\/interaction\//);
  return popup;
}

/** Signs in on the local OpenID provider's page in the popup; the popup closes itself after the callback. */
export async function completeProviderLogin(popup: Page, email: string, password: string) {
  await popup.getByLabel('E-mail').fill(email);
  await popup.getByLabel('Password').fill(password);
  const closed = popup.waitForEvent('close', { timeout: 30_000 });
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
}
