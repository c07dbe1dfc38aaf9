// Lighthouse in mobile emulation (its default: simulated slow 4G, 150 ms RTT, 1.6 Mbps, 4x CPU
// slowdown, Moto G Power screen) on the pages issue 10 names, in both demo tenants:
//   node bench/lighthouse.mjs [--runs 5] [--label after] [--only arena] [--pages home,event]
//                             [--disable inline-config,preload,lcp-image,first-paint]   (levers of ADR 0021/0038 off)
//                             [--enable shell-preload]   (levers off by default switched on)
// Starts its own portal (built apps, in-memory database, PORT 18156 unless BENCH_PORT is set) in a
// child process so Lighthouse's trace processing never stalls the server, runs each page N times
// in one Debian Chromium (Lighthouse resets cache and storage before every run) and writes the
// median of score, LCP, FCP, TBT and CLS to bench/results/lighthouse-<label>.json, with the
// machine's load average around each page: other engineers build on the same two cores.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { repoRoot } from '../scripts/apps.mjs';
import { buildMissing } from '../scripts/build-missing.mjs';
import { median } from './lib/median.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    label: { type: 'string', default: 'latest' },
    only: { type: 'string' },
    pages: { type: 'string' },
    // levers of the portal server to switch off for this run: inline-config, preload, lcp-image
    disable: { type: 'string', default: '' },
    // levers off by default to switch on for this run: shell-preload
    enable: { type: 'string', default: '' },
  },
});
const RUNS = Math.max(1, Number(args.runs) || 5);
const port = Number(process.env.BENCH_PORT ?? 18156);
const TENANTS = [
  { id: 'arena', host: `localhost:${port}` },
  { id: 'kadur', host: `kadur.localhost:${port}` },
].filter((t) => !args.only || args.only.split(',').includes(t.id));
const PAGE_NAMES = args.pages ? args.pages.split(',') : ['home', 'event', 'live', 'login'];

async function startServer() {
  const child = spawn(process.execPath, ['api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PORTAL_DISABLE_LEVERS: args.disable,
      PORTAL_ENABLE_LEVERS: args.enable,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('Sports portal is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the portal exited (${code}) before it listened:\n${out}`)));
  });
  return child;
}

/** An event page to measure: the tenant's first archived event (a replay with a poster). */
async function firstEventId(tenant) {
  const response = await fetch(`http://localhost:${port}/api/event/list?tenant=${tenant.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 0, size: 1, status: 'archived' }),
  });
  const body = await response.json();
  const id = body.content?.entries?.[0]?.id;
  if (!id) throw new Error(`no archived event for ${tenant.id}`);
  return id;
}

const METRICS = {
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/** The first DOM node an audit's details name (Lighthouse 13 keeps them in its insights). */
function firstNode(details) {
  if (!details || typeof details !== 'object') return null;
  if (details.type === 'node') return details.selector ?? details.snippet ?? null;
  for (const value of Object.values(details)) {
    const found = firstNode(value);
    if (found) return found;
  }
  return null;
}

async function measure(url, chromePort) {
  const { lhr } = await lighthouse(url, { port: chromePort, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
  const run = { score: Math.round((lhr.categories.performance.score ?? 0) * 100) };
  for (const [key, audit] of Object.entries(METRICS)) run[key] = lhr.audits[audit]?.numericValue ?? null;
  run.requests = lhr.audits['network-requests']?.details?.items?.length ?? null;
  run.lcpElement = firstNode(lhr.audits['lcp-breakdown-insight']?.details);
  run.shiftElement = firstNode(lhr.audits['cls-culprits-insight']?.details);
  run.warnings = lhr.runWarnings;
  // Lighthouse's estimate of this machine's CPU: its 4x slowdown is meant for 1,500-2,000 (a high-end
  // desktop); a lower index makes the same page look slower (docs/benchmarks.md).
  run.benchmarkIndex = lhr.environment?.benchmarkIndex ?? null;
  // a failed run (page error, no paint) has no metrics: kept with its reason, left out of the medians
  if (lhr.runtimeError) run.error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  return run;
}

function writeResults() {
  mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
  writeFileSync(join(repoRoot, 'bench', 'results', `lighthouse-${args.label}.json`), JSON.stringify(results, null, 2));
}

buildMissing({ log: () => {} });
const server = await startServer();
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
  disabled: args.disable,
  enabled: args.enable,
  runs: RUNS,
  node: process.version,
  cpus: cpus().length,
  lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
  pages: [],
};
try {
  // One run thrown away first: the first Lighthouse run after the portal starts often ends without
  // a trace (NO_NAVSTART), which left that page's median one run short.
  await measure(`http://${TENANTS[0].host}/`, chrome.port).catch(() => {});
  for (const tenant of TENANTS) {
    const eventId = await firstEventId(tenant);
    const pages = { home: '/', event: `/events/${eventId}/`, live: '/live/', login: '/auth/login/' };
    for (const name of PAGE_NAMES) {
      const url = `http://${tenant.host}${pages[name]}`;
      const loadBefore = loadavg()[0];
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(url, chrome.port));
      const row = { tenant: tenant.id, page: name, path: pages[name], load1: [loadBefore, loadavg()[0]].map((x) => Math.round(x * 100) / 100) };
      for (const key of ['score', ...Object.keys(METRICS), 'requests', 'benchmarkIndex']) row[key] = median(runs.map((r) => r[key]));
      row.lcpElement = runs.at(-1).lcpElement;
      row.shiftElement = runs.at(-1).shiftElement;
      row.runs = runs;
      results.pages.push(row);
      row.failedRuns = runs.filter((r) => r.error).length;
      const fmt = (v, f) => (v === null ? 'n/a' : f(v));
      console.log(
        `| ${tenant.id} | ${pages[name]} | ${row.score} | ${fmt(row.lcp, (v) => `${(v / 1000).toFixed(2)} s`)} | ${fmt(row.fcp, (v) => `${(v / 1000).toFixed(2)} s`)} | ${fmt(row.tbt, (v) => `${Math.round(v)} ms`)} | ${fmt(row.cls, (v) => v.toFixed(3))} | load ${row.load1.join('→')} | CPU index ${fmt(row.benchmarkIndex, Math.round)}${row.failedRuns ? ` | ${row.failedRuns} failed` : ''} |`,
      );
      writeResults();
    }
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
}
writeResults();
