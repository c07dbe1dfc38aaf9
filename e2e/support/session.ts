// Accounts and sign-in for journeys: a fresh account per spec through the real API
// (so specs sharing the run's instance never fill a demo user's device limit), and
// sign-in through the real login page (mf-auth).
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Password123!';

export interface Account {
  email: string;
  password: string;
  displayName: string;
}

let counter = 0;

/** Registers a new account on the tenant `baseURL` resolves to (POST /api/user/register). */
export async function registerAccount(request: APIRequestContext, baseURL: string, displayName = 'Jordan Sample'): Promise<Account> {
  const email = `e2e.${process.pid}.${Date.now().toString(36)}.${++counter}@example.test`;
  const password = 'correct horse battery 42';
  const response = await request.post(new URL('/api/user/register', baseURL).href, {
    data: {
      email,
      password,
      displayName,
      strategy: 'refresh',
      device_id: `e2e-register-${process.pid}-${counter}`,
      device_name: 'Playwright (registration)',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, password, displayName };
}

/** Signs in through /auth/login/ (e-mail and password) and waits until the login page is left. */
export async function signInThroughLoginPage(page: Page, origin: string, account: Pick<Account, 'email' | 'password'>, returnTo?: string) {
  const url = new URL('/auth/login/', origin);
  if (returnTo) url.searchParams.set('redirect', returnTo);
  await page.goto(url.href);
  const form = page.getByTestId('login-page').locator('form');
  await form.locator('input[type="email"]').fill(account.email);
  await form.locator('input[type="password"]').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/auth\/login\//);
}
