// Issue 13, commerce journeys against the real API and the sandbox card provider on its own origin:
// subscribe with each test card (success, decline then retry, the challenge through processing),
// redeem an access code, buy a pay-per-view event and watch it, and the commerce-off tenant.
import { expect, test, type Page } from '@playwright/test';
import { wcagAxe } from '../../support/a11y.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_DIR } from '../../support/start-isolated-portal.ts';
import { apiCall, registerAccount, type ApiAccount } from '../../support/auth/api.ts';
import { signIn, tenantOrigin } from '../../support/auth/browser.ts';

type Tree = { [key: string]: string | Tree };
const en = JSON.parse(readFileSync(join(REPO_DIR, 'mf-commerce/src/i18n/locales/en/commerce.json'), 'utf8')) as Tree;
/** commerce.json (en) text with {{placeholders}} filled. */
function text(key: string, vars: Record<string, string> = {}): string {
  let node: string | Tree | undefined = en;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No text ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => vars[name] ?? '');
}

const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', challenge: '4000 0000 0000 3220' };

test.describe.configure({ mode: 'parallel', timeout: 60_000 });

async function firstPlan(origin: string) {
  const res = await apiCall(origin, '/api/commerce/get_subscriptions?type=svod|cvod');
  expect(res.status, res.text).toBe(200);
  return res.body.content.entries[0] as { id: number; title: string; price: number; currency: string };
}

async function signedIn(page: Page, origin: string, path: string): Promise<ApiAccount> {
  const account = await registerAccount(origin);
  await signIn(page, origin, account.email, account.password, { redirect: path });
  await expect(page).toHaveURL(new URL(path, origin).href);
  return account;
}

/** Types a card into the provider's frame (the portal page never sees the number). */
async function enterCard(page: Page, number: string) {
  const frame = page.frameLocator(`iframe[title="${text('card.frameTitle')}"]`);
  await frame.getByLabel(text('card.number')).fill(number);
  await frame.getByLabel(text('card.expiry')).fill('12/34');
  await frame.getByLabel(text('card.cvc')).fill('123');
}

const payButton = (page: Page) => page.getByTestId('pay');

test('subscribe from the account with a new card; the card number never reaches the portal or the API', async ({ page, baseURL }) => {
  const origin = baseURL!;
  const plan = await firstPlan(origin);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).origin === origin) sent.push(r.postData() ?? '');
  });
  const account = await signedIn(page, origin, `/account/subscription/buy/${plan.id}/`);
  await expect(page.getByRole('heading', { level: 2, name: plan.title })).toBeVisible();
  await expect(payButton(page)).toBeEnabled();
  const axe = await wcagAxe(page).exclude('iframe').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await enterCard(page, CARDS.success);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/payment\/success\/\?payment=\d+/);
  await expect(page.getByTestId('success-text')).toContainText(plan.title);
  expect(sent.join('\n')).not.toContain('4242424242424242');
  expect(sent.join('\n')).not.toContain('4242 4242');
  const contracts = await apiCall(origin, '/api/commerce/customer_contracts?active=true', { token: account.tokens.access });
  expect(contracts.body.content.totalCount).toBe(1);
});

test('a declined card shows the reason; try again, then pay with a card that works', async ({ page, baseURL }) => {
  const origin = baseURL!;
  const plan = await firstPlan(origin);
  const account = await signedIn(page, origin, `/auth/sign-up/subscription/buy/${plan.id}/`);
  await expect(payButton(page)).toBeEnabled();
  await enterCard(page, CARDS.declined);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/payment\/failure\//);
  await expect(page.getByTestId('failure-reason')).toContainText(text('failure.reasons.card_declined'));
  await page.getByRole('link', { name: text('failure.retry') }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/sign-up/subscription/buy/${plan.id}/$`));
  // The declined card was not stored: the form asks for a card again.
  await expect(payButton(page)).toBeEnabled();
  await enterCard(page, CARDS.success);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/payment\/success\//);
  const payments = await apiCall(origin, '/api/commerce/payments', { token: account.tokens.access });
  expect(payments.body.content.entries.map((p: { status: string }) => p.status)).toEqual(['succeeded', 'failed']);
});

test('the challenge card goes through processing: approve in the provider frame, then success', async ({ page, baseURL }) => {
  const origin = baseURL!;
  const plan = await firstPlan(origin);
  await signedIn(page, origin, `/account/subscription/buy/${plan.id}/`);
  await expect(payButton(page)).toBeEnabled();
  await enterCard(page, CARDS.challenge);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/payment\/processing\//);
  const challenge = page.frameLocator(`iframe[title="${text('processing.frameTitle')}"]`);
  await challenge.getByRole('button', { name: text('processing.approve') }).click();
  await expect(page).toHaveURL(/\/payment\/success\//);
  await expect(page.getByTestId('success-text')).toContainText(plan.title);
});

test('redeem an access code; the same code again is refused as used', async ({ page, baseURL }) => {
  const origin = baseURL!;
  const code = `ARENA-WELCOME-${10 + (test.info().parallelIndex % 10)}`;
  await signedIn(page, origin, '/auth/sign-up/subscription/code/');
  const field = page.getByRole('textbox', { name: text('code.label') });
  await field.fill('NOPE-1234');
  await page.getByRole('button', { name: text('code.submit') }).click();
  await expect(page.getByTestId('code-error')).toContainText(text('errors.access_code_unknown'));
  await field.fill(code.toLowerCase());
  await page.getByRole('button', { name: text('code.submit') }).click();
  await expect(page).toHaveURL(/\/payment\/success\//);
  await expect(page.getByTestId('success-text')).toContainText(text('success.code'));
  await page.goto(new URL('/auth/sign-up/subscription/code/', origin).href);
  await page.getByRole('textbox', { name: text('code.label') }).fill(code);
  await page.getByRole('button', { name: text('code.submit') }).click();
  await expect(page.getByTestId('code-error')).toContainText(text('errors.access_code_used'));
});

test('buy a pay-per-view event and watch it: the event becomes available at once', async ({ page, baseURL }) => {
  const origin = baseURL!;
  const list = await apiCall(origin, '/api/event/list', { body: { status: 'UPCOMING', size: 200 } });
  const event = (list.body.content.entries as Array<{ id: number; commerceCoverage: string; title: string }>).find(
    (e) => e.commerceCoverage === 'commerce_ppv_media',
  )!;
  const account = await signedIn(page, origin, `/payment/event/${event.id}/`);
  await expect(page.getByRole('heading', { level: 2, name: event.title })).toBeVisible();
  await expect(payButton(page)).toBeEnabled();
  await enterCard(page, CARDS.success);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/payment\/success\//);
  const tickets = await apiCall(origin, '/api/commerce/ppv_tickets', { token: account.tokens.access });
  expect(tickets.body.content.entries[0].eventId).toBe(event.id);
  const after = await apiCall(origin, `/api/event/get_by_id/id/${event.id}`, { token: account.tokens.access });
  expect(after.body.content.availableForUser).toBe(true);
  await page.getByRole('link', { name: text('success.watch') }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}/$`));
});

test('commerce off (kadur): its routes are 404 and the API sells nothing', async ({ page, baseURL }) => {
  const kadur = tenantOrigin(baseURL!, 'kadur');
  const res = await apiCall(kadur, '/api/commerce/get_subscriptions');
  expect(res.status).toBe(404);
  expect(res.body.messageErrorCode).toBe('commerce_disabled');
  for (const path of ['/payment/success/', '/auth/sign-up/subscription/']) {
    await page.goto(new URL(path, kadur).href);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByTestId('success-page')).toHaveCount(0);
  }
  // The rest of the portal still works.
  await page.goto(new URL('/', kadur).href);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
});

test('the card provider cannot be reached: the form says unavailable (logged only) and a retry loads it', async ({ page, baseURL }) => {
  const origin = baseURL!;
  const plan = await firstPlan(origin);
  let blocked = true;
  await page.route('**/checkout.js', (route) => (blocked ? route.abort('connectionrefused') : route.continue()));
  const logged: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') logged.push(m.text());
  });
  await signedIn(page, origin, `/account/subscription/buy/${plan.id}/`);
  await expect(page.getByText(text('card.unavailableTitle'))).toBeVisible();
  await expect(payButton(page)).toBeDisabled();
  expect(logged.some((l) => l.includes('[commerce] card provider initialisation failed'))).toBe(true);
  blocked = false;
  await page.getByRole('button', { name: text('card.retry') }).click();
  await expect(payButton(page)).toBeEnabled();
  await expect(page.getByText(text('card.unavailableTitle'))).toHaveCount(0);
});
