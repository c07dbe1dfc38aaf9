// Runtime federation: the built shell must not know where any remote lives.
// Remote URLs come only from the tenant configuration at runtime.
//
// Needles: a remote's CDN folder (`/mf-events/`), a path to a manifest or remote
// entry (`/mf-manifest.json`, `/remoteEntry.js`), the tenant placeholder for the CDN,
// and any absolute local origin WITH a port (`http://localhost:8081`,
// `127.0.0.1:18081`, `arena.localhost:8080`). Two things are legitimate and not
// needles: the bare file name "mf-manifest.json" (the MF runtime the shell provides to
// the remotes has it as a constant, `ManifestFileName`), and a bare `127.0.0.1` or
// `localhost` (@portal/shared compares `location.hostname` with them to detect a
// development host). Neither says where a remote lives.
import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL_DIST_DIR as dist } from '../../support/start-isolated-portal.ts';

const REMOTE_IDS = ['mf-auth', 'mf-events', 'mf-account', 'mf-commerce', 'mf-following'];

const NEEDLES: Array<{ name: string; test: (text: string) => string | undefined }> = [
  ...[...REMOTE_IDS.map((id) => `/${id}/`), '/mf-manifest.json', '/remoteEntry.js', '{cdn}'].map((needle) => ({
    name: needle,
    test: (text: string) => (text.includes(needle) ? needle : undefined),
  })),
  {
    name: 'a local origin with a port',
    test: (text: string) => /(?:\/\/|\b)(?:localhost|127\.0\.0\.1|[\w-]+\.localhost|0\.0\.0\.0):\d{2,5}\b/.exec(text)?.[0],
  },
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

test('the built shell contains no remote URL, manifest path or CDN origin', () => {
  const sources = files(dist).filter((f) => /\.(js|html|json)$/.test(f));
  expect(sources.length).toBeGreaterThan(0);
  const offenders: string[] = [];
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    for (const needle of NEEDLES) {
      const found = needle.test(text);
      if (found) offenders.push(`${file.slice(dist.length + 1)} contains ${needle.name}: ${found}`);
    }
  }
  expect(offenders).toEqual([]);
});

test('the needles catch what they are meant to catch', () => {
  const hit = (text: string) => NEEDLES.map((n) => n.test(text)).filter(Boolean);
  expect(hit('fetch("http://127.0.0.1:18081/mf-events/1.0.0/mf-manifest.json")').length).toBeGreaterThanOrEqual(3);
  expect(hit('e="//localhost:8081"')).toEqual(['//localhost:8081']);
  expect(hit('"http://kadur.localhost:8080"')).toEqual(['//kadur.localhost:8080']);
  expect(hit('entry:"https://cdn.example.com/remoteEntry.js"')).toEqual(['/remoteEntry.js']);
  // What the shell legitimately contains (the MF runtime's constants, the dev-host check):
  expect(hit('t.ManifestFileName="mf-manifest.json",t.StatsFileName="mf-stats.json"')).toEqual([]);
  expect(hit('"localhost"===t||"127.0.0.1"===t||t.endsWith(".localhost")')).toEqual([]);
});
