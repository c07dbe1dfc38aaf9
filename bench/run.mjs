// `npm run bench`: measures what our budgets and docs/benchmarks.md track.
//   node bench/run.mjs            page weights (gzipped JS per cold page load) + API latency
//   node bench/run.mjs --builds   also the cold build time of every app (≈2-3 min)
// Results go to bench/results/latest.json and are printed as Markdown rows.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startPortal } from '../api/src/server.ts';
import { APPS, repoRoot } from '../scripts/apps.mjs';
import { buildMissing } from '../scripts/build-missing.mjs';
import { kb, measurePages } from './measure-pages.mjs';

const results = { date: new Date().toISOString(), node: process.version, cpus: (await import('node:os')).cpus().length };

if (process.argv.includes('--builds')) {
  results.builds = {};
  for (const app of APPS) {
    rmSync(join(repoRoot, app, 'dist'), { recursive: true, force: true });
    const started = Date.now();
    const r = spawnSync('npm', ['run', 'build', '-w', app], { cwd: repoRoot, stdio: 'ignore' });
    if (r.status !== 0) throw new Error(`build of ${app} failed`);
    results.builds[app] = (Date.now() - started) / 1000;
    console.log(`| cold build ${app} | ${results.builds[app].toFixed(1)} s |`);
  }
}

buildMissing({ log: () => {} });
const portal = await startPortal({ port: 0, dataDir: 'memory://', logLevel: 'silent' });
try {
  const base = portal.urls.portal.replace('127.0.0.1', 'localhost');
  results.pages = await measurePages(base);
  for (const p of results.pages)
    console.log(`| ${p.name} | ${kb(p.gzipTotal)} (shell origin ${kb(p.gzipShell)}, CDN ${kb(p.gzipRemotes)}) | ${p.files} files |`);

  results.api = {};
  const loads = [
    { name: 'GET /api/customer/config', path: '/api/customer/config', method: 'GET' },
    { name: 'POST /api/event/list (size 10)', path: '/api/event/list', method: 'POST', body: JSON.stringify({ page: 0, size: 10, status: 'LIVE' }) },
  ];
  for (const load of loads) {
    const r = await autocannon({
      url: base + load.path,
      method: load.method,
      body: load.body,
      headers: { 'content-type': 'application/json' },
      connections: 10,
      duration: 5,
    });
    results.api[load.name] = { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, errors: r.errors + r.non2xx };
    console.log(`| ${load.name} | p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${Math.round(r.requests.average)} req/s, ${r.errors + r.non2xx} errors |`);
  }
} finally {
  await portal.close();
}

mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
writeFileSync(join(repoRoot, 'bench', 'results', 'latest.json'), JSON.stringify(results, null, 2));
