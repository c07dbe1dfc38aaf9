// Helpers of the paywall journeys (issue 27 items 1-3): the events and commerce remotes' own texts
// in a locale (what a viewer reads, not keys), the sandbox card typed into the provider's frame,
// and the seeded events of a kind.
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_DIR } from '../../support/start-isolated-portal.ts';
import { apiCall } from '../../support/auth/api.ts';

type Tree = { [key: string]: string | Tree };

function text(file: string, key: string, vars: Record<string, string>): string {
  let node: string | Tree | undefined = JSON.parse(readFileSync(join(REPO_DIR, file), 'utf8')) as Tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No text ${key} in ${file}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => vars[name] ?? '');
}

export const eventsText = (locale: string, key: string, vars: Record<string, string> = {}) =>
  text(`mf-events/src/i18n/locales/${locale}/events.json`, key, vars);
export const commerceText = (key: string, vars: Record<string, string> = {}) => text('mf-commerce/src/i18n/locales/en/commerce.json', key, vars);

/** Types the sandbox's success card into the provider's frame and pays. */
export async function payWithSandboxCard(page: Page) {
  const frame = page.frameLocator(`iframe[title="${commerceText('card.frameTitle')}"]`);
  await frame.getByLabel(commerceText('card.number')).fill('4242 4242 4242 4242');
  await frame.getByLabel(commerceText('card.expiry')).fill('12/34');
  await frame.getByLabel(commerceText('card.cvc')).fill('123');
  await expect(page.getByTestId('pay')).toBeEnabled();
  await page.getByTestId('pay').click();
  await expect(page).toHaveURL(/\/payment\/success\//);
}

export type SeededEvent = { id: number; title: string; status: string; commerceCoverage: string; price: number | null };

/** The seeded events of one commerce coverage on a tenant origin, in list order. */
export async function eventsOf(origin: string, coverage: string, status?: string): Promise<SeededEvent[]> {
  const res = await apiCall(origin, '/api/event/list', { body: { size: 200, ...(status ? { status } : {}) } });
  expect(res.status, res.text).toBe(200);
  return (res.body.content.entries as SeededEvent[]).filter((e) => e.commerceCoverage === coverage);
}
