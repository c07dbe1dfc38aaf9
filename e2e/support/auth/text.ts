// The auth remote's own translations (mf-auth/src/i18n/locales/<locale>/auth.json) and the
// shell's (shared/src/i18n/locales/<locale>/common.json), so journeys assert what a user of
// that tenant's language reads, not a key and not the English fallback.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_DIR } from '../start-isolated-portal.ts';

type Tree = { [key: string]: string | Tree };
const cache = new Map<string, Tree>();

function load(file: string): Tree {
  let tree = cache.get(file);
  if (!tree) {
    tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
    cache.set(file, tree);
  }
  return tree;
}

function lookup(tree: Tree, key: string, vars: Record<string, string | number>, where: string): string {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No text ${key} in ${where}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** auth.json text of a locale with {{placeholders}} filled. */
export function authText(locale: string, key: string, vars: Record<string, string | number> = {}): string {
  const file = join(REPO_DIR, 'mf-auth/src/i18n/locales', locale, 'auth.json');
  return lookup(load(file), key, vars, file);
}

/** common.json text (shell chrome: Sign in, Sign out, Account menu). */
export function commonText(locale: string, key: string, vars: Record<string, string | number> = {}): string {
  const file = join(REPO_DIR, 'shared/src/i18n/locales', locale, 'common.json');
  return lookup(load(file), key, vars, file);
}

/** A RegExp that matches the text literally (for getByRole name / toHaveURL). */
export const literal = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
