// Helpers of the account journeys: mf-account's own texts (so a journey asserts what a user of the
// tenant's language reads) and an account signed in on a page, ready on the kadur tenant too
// (favourite-club tenant: a club is chosen first, or every page redirects to /club/).
import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call } from '../../../api/src/testing/harness.ts';
import { REPO_DIR } from '../../support/start-isolated-portal.ts';
import { apiCall, registerAccount, type ApiAccount } from '../../support/auth/api.ts';
import { expectSignedIn, localeOf, signIn } from '../../support/auth/browser.ts';

type Tree = { [key: string]: string | Tree };
const trees = new Map<string, Tree>();

/** account.json text of a locale with {{placeholders}} filled. */
export function accountText(locale: string, key: string, vars: Record<string, string | number> = {}): string {
  let tree = trees.get(locale);
  if (!tree) {
    tree = JSON.parse(readFileSync(join(REPO_DIR, 'mf-account/src/i18n/locales', locale, 'account.json'), 'utf8')) as Tree;
    trees.set(locale, tree);
  }
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No text ${key} in account.json (${locale})`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** The tenant's first clubs (teams) as update_profile's favoriteClubId values with their names. */
export async function clubsOf(origin: string): Promise<Array<{ value: string; name: string }>> {
  const res = await apiCall(origin, '/api/team/list', { body: { page: 0, size: 5 } });
  expect(res.status, res.text).toBe(200);
  return (res.body.content.entries as Array<{ id: number; name: string }>).map((t) => ({ value: `team|${t.id}`, name: t.name }));
}

/** A new account with profile fields set through the API (and a club on a favourite-club tenant). */
export async function accountWith(origin: string, data: Record<string, unknown> = {}, displayName = 'Noa Brightwater'): Promise<ApiAccount> {
  const account = await registerAccount(origin, { displayName });
  const club = new URL(origin).hostname.startsWith('kadur.') ? { favoriteClubId: (await clubsOf(origin))[0]!.value } : {};
  const res = await apiCall(origin, '/api/user/update_profile', { token: account.tokens.access, body: { data: { ...club, ...data } } });
  expect(res.status, res.text).toBe(200);
  return account;
}

/** Signs in on the page and lands on an account page. */
export async function signInTo(page: Page, origin: string, account: ApiAccount, path: string) {
  await signIn(page, origin, account.email, account.password, { redirect: path });
  await expect(page).toHaveURL(new URL(path, origin).href);
  await expectSignedIn(page, { name: account.displayName, locale: localeOf(origin) });
}

/** A one-use token from the sandbox card provider (PORT+3), as its hosted fields would make it. */
export async function cardToken(origin: string, number = '4242424242424242'): Promise<string> {
  const res = await call(`http://127.0.0.1:${Number(new URL(origin).port) + 3}`, '/v1/tokens', {
    body: { number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.id as string;
}

/** A payment POST of the commerce API (one Idempotency-Key per attempt) that must succeed. */
export async function purchase(origin: string, account: ApiAccount, path: string, body: Record<string, unknown>) {
  const url = new URL(origin);
  const res = await call(`http://127.0.0.1:${url.port}`, path, {
    body,
    token: account.tokens.access,
    headers: { host: url.host, 'idempotency-key': randomUUID() },
  });
  expect(res.status, res.text).toBe(200);
  expect(res.body.content.status).toBe('succeeded');
  return res.body.content as { contractId: number | null; ticketId: number | null; card: { brand: string; last4: string } | null };
}

/** The first plan and the last pay-per-view event bought with the success card (the card is then stored). */
export async function buyPlanAndTicket(origin: string, account: ApiAccount) {
  const plans = await apiCall(origin, '/api/commerce/get_subscriptions?type=svod|cvod');
  const plan = plans.body.content.entries[0] as { id: number; title: string };
  const { contractId } = await purchase(origin, account, '/api/commerce/subscription_checkout', {
    card: { token: await cardToken(origin) },
    subscription_id: plan.id,
  });
  const list = await apiCall(origin, '/api/event/list', { body: { size: 200 } });
  const event = (list.body.content.entries as Array<{ id: number; title: string; commerceCoverage: string }>)
    .filter((e) => e.commerceCoverage === 'commerce_ppv_media')
    .at(-1)!;
  const { ticketId } = await purchase(origin, account, '/api/commerce/ppv_checkout', { event_id: event.id });
  return { plan, event, contractId: contractId!, ticketId: ticketId! };
}
