import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@portal/shared';

const dir = join(__dirname, 'locales');
const load = (locale: string) => JSON.parse(readFileSync(join(dir, locale, 'auth.json'), 'utf8')) as Record<string, unknown>;

function flatten(o: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(o)) {
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, `${prefix}${k}.`));
    else out[`${prefix}${k}`] = String(v);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const tags = (s: string) => [...s.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();

describe('auth namespace translations', () => {
  const en = flatten(load('en'));

  test('a file for each of the 14 locales, and nothing else', () => {
    expect(
      readdirSync(dir)
        .filter((f) => !f.includes('.'))
        .sort(),
    ).toEqual([...LOCALES].sort());
  });

  test.each(LOCALES.filter((l) => l !== 'en'))('%s has the same keys, placeholders and tags as en', (locale) => {
    const other = flatten(load(locale));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect([key, placeholders(other[key]!)]).toEqual([key, placeholders(text)]);
      expect([key, tags(other[key]!)]).toEqual([key, tags(text)]);
      expect([key, other[key]!.trim().length > 0]).toEqual([key, true]);
    }
  });

  test('translations are real, not English copies', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const other = flatten(load(locale));
      const same = Object.keys(en).filter(
        (k) => other[k] === en[k] && !/^sso\.provider\.|^devices\.type\.tablet$|^fields\.(email|password)$|^devices\.type\.desktop$/.test(k),
      );
      expect([locale, same.length < 6]).toEqual([locale, true]);
    }
  });
});
