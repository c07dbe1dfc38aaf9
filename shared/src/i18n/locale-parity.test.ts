// Every locale has every key that English has, in every namespace of the repository:
// shared/src/i18n/locales/<locale>/*.json and <package>/src/i18n/locales/<locale>/*.json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOCALES } from '../contract/tenant.ts';

const repo = resolve(__dirname, '../../..');

function localeRoots(): string[] {
  return readdirSync(repo, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'node_modules' && !d.name.startsWith('.'))
    .map((d) => join(repo, d.name, 'src/i18n/locales'))
    .filter((dir) => existsSync(join(dir, 'en')));
}

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

const cases = localeRoots().flatMap((root) =>
  readdirSync(join(root, 'en'))
    .filter((f) => f.endsWith('.json'))
    .flatMap((file) => LOCALES.filter((l) => l !== 'en').map((locale) => [root.slice(repo.length + 1), file, locale] as const)),
);

test('the shared common namespace is among the checked files', () => {
  expect(cases.some(([root, file]) => root === 'shared/src/i18n/locales' && file === 'common.json')).toBe(true);
});

test.each(cases)('%s/<locale>/%s: %s has every key of en', (root, file, locale) => {
  const en = keys(read(join(repo, root, 'en', file)));
  const path = join(repo, root, locale, file);
  expect(existsSync(path)).toBe(true);
  const have = new Set(keys(read(path)));
  // Plural forms follow the locale's own categories (CLDR): Korean and Chinese have only
  // "other", so an English "_one" key has no counterpart there; Polish needs "_few" and "_many".
  const categories = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
  const needed = (k: string) => {
    const m = /_(zero|one|two|few|many|other)$/.exec(k);
    return !m || categories.has(m[1]!) || m[1] === 'other';
  };
  expect(en.filter((k) => needed(k) && !have.has(k))).toEqual([]);
});

test.each(cases.filter(([, , l]) => l !== 'fr-CA'))('%s/<locale>/%s: %s is translated, not an English copy', (root, file, locale) => {
  const flat = (v: unknown): Record<string, unknown> =>
    Object.fromEntries(keys(v).map((k) => [k, k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], v)]));
  const path = join(repo, root, locale, file);
  if (!existsSync(path)) return; // reported by the parity test above
  const en = flat(read(join(repo, root, 'en', file)));
  const other = flat(read(path));
  const entries = Object.entries(en).filter(([k, v]) => typeof v === 'string' && v.length > 12 && !k.startsWith('languages.'));
  const copied = entries.filter(([k, v]) => other[k] === v).map(([k]) => k);
  // Up to a fifth of long texts may legitimately match (brand names, loan words).
  expect(copied.length).toBeLessThanOrEqual(Math.floor(entries.length / 5));
});
