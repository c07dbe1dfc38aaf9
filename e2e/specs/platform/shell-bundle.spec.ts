// Runtime federation: the built shell must not know where any remote lives.
// Remote URLs come only from the tenant configuration at runtime.
import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dist = resolve(import.meta.dirname, '../../../shell/dist');
const REMOTE_IDS = ['mf-auth', 'mf-events', 'mf-account', 'mf-commerce', 'mf-following'];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

test('the built shell contains no remote URL, manifest path or CDN origin', () => {
  const sources = files(dist).filter((f) => /\.(js|html|json)$/.test(f));
  expect(sources.length).toBeGreaterThan(0);
  const offenders: string[] = [];
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    for (const needle of [...REMOTE_IDS.map((id) => `/${id}/`), 'mf-manifest.json', 'remoteEntry.js', 'localhost:', '127.0.0.1']) {
      if (text.includes(needle)) offenders.push(`${file.slice(dist.length + 1)} contains ${needle}`);
    }
  }
  expect(offenders).toEqual([]);
});
