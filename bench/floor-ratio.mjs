// The page-speed aims against the stack's floor (ADR 0045): Lighthouse (mobile emulation, its
// simulated 4x CPU) on the floor page (/dev/floor/: the same production shell build, runtime and
// shared singletons, no remote, one line; api/src/static/floor.ts, shell/src/floor/) and on the
// measured pages, interleaved: each round runs floor, home, event, /live/ and sign-in of each tenant
// in turn, so a busy or slow machine weighs on the floor as on the pages. Prints per page the median
// TBT and main-thread work (Lighthouse's "main-thread work breakdown") with their ratio to the
// floor's median (aim: at most 1.25x), and the median LCP (aim: at most 1.5 s).
//   npm run bench:floor -- [--rounds 5] [--label latest] [--only arena] [--pages floor,home,event,live,login]
// Starts its own portal in development mode (PORTAL_DEV=1: the floor page exists only there) with
// the built apps and an in-memory database (PORT 18157 unless BENCH_PORT is set), and writes every
// run and the medians to bench/results/floor-ratio-<label>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { repoRoot } from '../scripts/apps.mjs';
import { buildMissing } from '../scripts/build-missing.mjs';
import { median } from './lib/median.mjs';
import { startApi, stopApi } from './lib/start-api.mjs';
import { ratio } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    label: { type: 'string', default: 'latest' },
    only: { type: 'string' },
    pages: { type: 'string', default: 'floor,home,event,live,login' },
  },
});
const ROUNDS = Math.max(1, Number(args.rounds) || 5);
const port = Number(process.env.BENCH_PORT ?? 18157);
const TENANTS = [
  { id: 'arena', host: `localhost:${port}` },
  { id: 'kadur', host: `kadur.localhost:${port}` },
].filter((t) => !args.only || args.only.split(',').includes(t.id));
const PAGE_NAMES = [...new Set(['floor', ...args.pages.split(',')])];
const AIM = { ratio: 1.25, lcpMs: 1500 };

/** An event page to measure: the tenant's first archived event (a replay with a poster), as bench/lighthouse.mjs. */
async function firstEventId(base, tenant) {
  const response = await fetch(`${base}/api/event/list?tenant=${tenant.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 0, size: 1, status: 'archived' }),
  });
  const id = (await response.json()).content?.entries?.[0]?.id;
  if (!id) throw new Error(`no archived event for ${tenant.id}`);
  return id;
}

async function measure(url, chromePort) {
  const { lhr } = await lighthouse(url, { port: chromePort, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
  const value = (audit) => lhr.audits[audit]?.numericValue ?? null;
  const run = {
    tbt: value('total-blocking-time'),
    mainThread: value('mainthread-work-breakdown'),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    load1: Math.round(loadavg()[0] * 100) / 100,
  };
  // a failed run (page error, no paint) keeps its reason and stays out of the medians
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`, load1: run.load1 };
  return run;
}

/** Medians per page and their ratios to the floor's, per tenant. */
function summarise(runs) {
  const rows = [];
  for (const tenant of TENANTS) {
    const of = (page, key) => median((runs[tenant.id]?.[page] ?? []).map((r) => r[key]));
    const floor = { tbt: of('floor', 'tbt'), mainThread: of('floor', 'mainThread') };
    for (const page of PAGE_NAMES) {
      const list = runs[tenant.id]?.[page] ?? [];
      const row = { tenant: tenant.id, page, runs: list.filter((r) => !r.error).length, failed: list.filter((r) => r.error).length };
      for (const key of ['tbt', 'mainThread', 'lcp', 'fcp', 'score', 'benchmarkIndex']) row[key] = of(page, key);
      row.tbtRatio = ratio(row.tbt, floor.tbt);
      row.mainThreadRatio = ratio(row.mainThread, floor.mainThread);
      rows.push(row);
    }
  }
  return rows;
}

const fmtMs = (v) => (v === null ? 'n/a' : `${Math.round(v).toLocaleString('en')} ms`);
const fmtX = (v) => (v === null ? 'n/a' : `${v.toFixed(2)}x`);
const fmtS = (v) => (v === null ? 'n/a' : `${(v / 1000).toFixed(2)} s`);

buildMissing({ log: () => {} });
const { base, child: server } = await startApi({ port, env: { PGLITE_DIR: 'memory://' } });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const results = {
  date: new Date().toISOString(),
  label: args.label,
  rounds: ROUNDS,
  aims: AIM,
  node: process.version,
  cpus: cpus().length,
  lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
  paths: {},
  runs: {},
  pages: [],
};
const write = () => {
  results.pages = summarise(results.runs);
  mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
  writeFileSync(join(repoRoot, 'bench', 'results', `floor-ratio-${args.label}.json`), JSON.stringify(results, null, 2));
};
try {
  for (const tenant of TENANTS) {
    results.paths[tenant.id] = {
      floor: '/dev/floor/',
      home: '/',
      event: `/events/${await firstEventId(base, tenant)}/`,
      live: '/live/',
      login: '/auth/login/',
    };
    results.runs[tenant.id] = {};
  }
  // One run thrown away first: the first Lighthouse run after the portal starts often has no trace (NO_NAVSTART).
  await measure(`http://${TENANTS[0].host}/`, chrome.port).catch(() => {});
  for (let round = 1; round <= ROUNDS; round++) {
    for (const tenant of TENANTS) {
      for (const page of PAGE_NAMES) {
        const url = `http://${tenant.host}${results.paths[tenant.id][page]}`;
        let run = await measure(url, chrome.port);
        // Lighthouse now and then records no trace (NO_NAVSTART): that run is taken again, once
        if (run.error) run = { ...(await measure(url, chrome.port)), retriedAfter: run.error };
        (results.runs[tenant.id][page] ??= []).push({ round, ...run });
        console.log(
          `round ${round} ${tenant.id} ${page}: ${run.error ?? `TBT ${fmtMs(run.tbt)}, main thread ${fmtMs(run.mainThread)}, LCP ${fmtS(run.lcp)}`} (load ${run.load1})`,
        );
      }
    }
    write();
  }
} finally {
  chrome.kill();
  await stopApi(server);
}
write();
console.log(
  `\nMedians of ${ROUNDS} interleaved rounds (Lighthouse ${results.lighthouse}, mobile, simulated 4x CPU); aims: ratio <= ${AIM.ratio}x, LCP <= ${fmtS(AIM.lcpMs)}\n`,
);
console.log('| tenant | page | TBT | TBT / floor | main thread | main thread / floor | LCP | score |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results.pages) {
  console.log(
    `| ${r.tenant} | ${results.paths[r.tenant][r.page]} | ${fmtMs(r.tbt)} | ${fmtX(r.tbtRatio)} | ${fmtMs(r.mainThread)} | ${fmtX(r.mainThreadRatio)} | ${fmtS(r.lcp)} | ${r.score ?? 'n/a'}${r.failed ? ` (${r.failed} failed)` : ''} |`,
  );
}
