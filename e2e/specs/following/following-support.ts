// Helpers of the following journeys: mf-following's own texts and the kit's common texts (so a
// journey asserts what a user of the tenant's language reads), and axe on a page.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../../support/a11y.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_DIR } from '../../support/start-isolated-portal.ts';

type Tree = { [key: string]: string | Tree };
const trees = new Map<string, Tree>();

function text(file: string, locale: string, key: string, vars: Record<string, string | number>): string {
  const id = `${file}:${locale}`;
  let tree = trees.get(id);
  if (!tree) {
    tree = JSON.parse(readFileSync(join(REPO_DIR, file.replace('<locale>', locale)), 'utf8')) as Tree;
    trees.set(id, tree);
  }
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No text ${key} in ${file} (${locale})`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export const followingText = (locale: string, key: string, vars: Record<string, string | number> = {}) =>
  text('mf-following/src/i18n/locales/<locale>/following.json', locale, key, vars);
export const commonText = (locale: string, key: string, vars: Record<string, string | number> = {}) =>
  text('shared/src/i18n/locales/<locale>/common.json', locale, key, vars);

/** No serious or critical axe violation (WCAG 2.2 AA tags) on the page as it is. */
export async function expectNoSeriousA11yViolations(page: Page) {
  expect(await seriousViolations(page, test.info(), page.url())).toEqual([]);
}
