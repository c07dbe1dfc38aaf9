// Our own code on a first visit (ADR 0045's bytes aim: at most 50 KB gzipped on `/`): the JavaScript
// a cold load of `/` fetches (gzip -9 of each script, as e2e/specs/platform/budgets.spec.ts counts it)
// minus what the stack's floor page fetches (/dev/floor/: the same shell build with no remote and no
// portal code, api/src/static/floor.ts), both from the same build and server, in each tenant. Lists
// our largest scripts: where the bytes are. The total's ratchet stays in bench/budgets.json.
//   npm run bench:own-code [-- --label latest]
// Starts its own portal in development mode (the floor page exists only there) with the built apps,
// PORT 18158 unless BENCH_PORT is set; writes bench/results/own-code-<label>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../scripts/apps.mjs';
import { buildMissing } from '../scripts/build-missing.mjs';
import { measurePages } from './measure-pages.mjs';
import { startApi, stopApi } from './lib/start-api.mjs';
import { kb } from './lib/stats.mjs';

const { values: args } = parseArgs({ options: { label: { type: 'string', default: 'latest' } } });
const port = Number(process.env.BENCH_PORT ?? 18158);
const AIM_KB = 50;
const TENANTS = [
  { id: 'arena', origin: `http://localhost:${port}` },
  { id: 'kadur', origin: `http://kadur.localhost:${port}` },
];
/** A script's name across builds: its origin kind and path without the content hash (as budgets.spec.ts). */
const key = (s) => `${s.origin} ${s.path.replace(/\/\d+\.\d+\.\d+\//, '/').replace(/\.[0-9a-f]{8}\.js$/, '.js')}`;

buildMissing({ log: () => {} });
const { child } = await startApi({ port, env: { PGLITE_DIR: 'memory://' } });
const results = { date: new Date().toISOString(), label: args.label, aimKB: AIM_KB, tenants: [] };
try {
  for (const tenant of TENANTS) {
    const [floor, home] = await measurePages(tenant.origin, [
      { name: 'floor', path: '/dev/floor/' },
      { name: 'home', path: '/' },
    ]);
    if (floor.gzipRemotes > 0 || floor.files === 0)
      throw new Error(`${tenant.id}: the floor page loaded ${floor.files} scripts, ${floor.gzipRemotes} bytes from remotes`);
    const floorKeys = new Set(floor.scripts.map(key));
    const ours = home.scripts.filter((s) => !floorKeys.has(key(s)));
    const row = {
      tenant: tenant.id,
      homeKB: kb(home.gzipTotal),
      floorKB: kb(floor.gzipTotal),
      ownKB: kb(home.gzipTotal - floor.gzipTotal),
      // the floor's own module (shell/src/floor/) is in its count, not in the page's
      floorOnly: floor.scripts.filter((s) => !new Set(home.scripts.map(key)).has(key(s))).map((s) => ({ script: key(s), kb: kb(s.gzip) })),
      largest: ours.slice(0, 12).map((s) => ({ script: key(s), kb: kb(s.gzip) })),
    };
    results.tenants.push(row);
    console.log(`${tenant.id} /: ${row.homeKB} KB of JavaScript, the floor ${row.floorKB} KB: our own code ${row.ownKB} KB (aim ${AIM_KB} KB)`);
    for (const s of row.largest) console.log(`  ${s.kb.toFixed(1).padStart(5)} KB  ${s.script}`);
  }
} finally {
  await stopApi(child);
}
mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
writeFileSync(join(repoRoot, 'bench', 'results', `own-code-${args.label}.json`), JSON.stringify(results, null, 2));
