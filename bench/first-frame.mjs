// `node bench/first-frame.mjs [runs]`: how fast the event page's player shows its first frame
// (issue 9 item 10), for an archived and a live event, on loopback against an isolated portal
// (random ports, in-memory database, the built apps). Per run, in a fresh Chromium context:
//   - page ready: navigation start -> the poster's Play button is on screen (ADR 0039: the player
//     itself loads on the press)
//   - first frame: the press of the poster's Play button -> the first frame presented
//     (requestVideoFrameCallback): the player's chunk, the HLS manifest and the first segments;
//     the figure the 1 s budget is about
//   - bytes: transfer sizes of every resource finished before the first frame, split into
//     scripts, media (playlists, init and media segments) and the rest
// Prints Markdown rows and writes bench/results/first-frame.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startPortal } from '../api/src/server.ts';
import { repoRoot } from '../scripts/apps.mjs';
import { buildMissing } from '../scripts/build-missing.mjs';
import { median } from './lib/median.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function pickEvent(base, status) {
  const r = await fetch(`${base}/api/event/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status, size: 30 }),
  });
  const entries = (await r.json()).content.entries;
  return entries.find((e) => e.availableForUser);
}

async function measure(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      // The <video> appears only after the press: its first frame is caught as it is added.
      window.__bench = {};
      document.addEventListener('pointerdown', () => (window.__bench.press ??= performance.now()), { capture: true });
      new MutationObserver(() => {
        const v = document.querySelector('[data-testid="player"] video');
        if (v && !v.__watched) {
          v.__watched = true;
          v.requestVideoFrameCallback((now) => (window.__bench.frame = now));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url);
    const play = page.locator('[data-testid="player"][data-state="poster"] button');
    await play.waitFor({ state: 'visible', timeout: 30_000 });
    const ready = await page.evaluate(() => performance.now());
    await play.click();
    await page.waitForFunction(() => window.__bench.frame !== undefined, null, { timeout: 30_000 });
    return await page.evaluate((readyAt) => {
      const { press, frame } = window.__bench;
      const sizes = { scripts: 0, media: 0, other: 0 };
      const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
      for (const e of entries) {
        if (e.responseEnd > frame) continue;
        const kind = e.initiatorType === 'script' || /\.m?js(\?|$)/.test(e.name) ? 'scripts' : /\/media\//.test(e.name) ? 'media' : 'other';
        sizes[kind] += e.transferSize;
      }
      return { pageReadyMs: readyAt, firstFrameMs: frame - press, bytes: sizes };
    }, ready);
  } finally {
    await context.close();
  }
}

buildMissing({ log: () => {} });
const portal = await startPortal({ port: 0, dataDir: 'memory://', logLevel: 'silent' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
const results = { date: new Date().toISOString(), runs: RUNS, cases: {} };
try {
  const base = portal.urls.portal.replace('127.0.0.1', 'localhost');
  for (const status of ['archived', 'live']) {
    const ev = await pickEvent(base, status);
    const url = `${base}/events/${ev.id}/`;
    await measure(browser, url); // warm the server's caches (files, PGlite), not the browser's
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, url));
    const row = {
      event: ev.id,
      firstFrameMs: { median: median(runs.map((r) => r.firstFrameMs)), max: Math.max(...runs.map((r) => r.firstFrameMs)) },
      pageReadyMs: { median: median(runs.map((r) => r.pageReadyMs)), max: Math.max(...runs.map((r) => r.pageReadyMs)) },
      bytes: runs[0].bytes,
      runs,
    };
    results.cases[status] = row;
    const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
    console.log(
      `| ${status} event ${ev.id} | first frame ${row.firstFrameMs.median.toFixed(0)} ms (max ${row.firstFrameMs.max.toFixed(0)}) | page ready ${row.pageReadyMs.median.toFixed(0)} ms (max ${row.pageReadyMs.max.toFixed(0)}) | scripts ${kb(row.bytes.scripts)}, media ${kb(row.bytes.media)}, other ${kb(row.bytes.other)} |`,
    );
  }
} finally {
  await browser.close();
  await portal.close();
}
mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
writeFileSync(join(repoRoot, 'bench', 'results', 'first-frame.json'), JSON.stringify(results, null, 2));
