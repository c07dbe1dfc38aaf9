// `node bench/live-latency.mjs [--minutes N] [--profiles none,4g,slow4g] [--modes on,off] [--target S]`: how far
// behind the wall clock a live viewer is (issue 30 item 6). Starts a portal as the other benches do
// (bench/lib/start-api.mjs, its own process on a free port; the built apps), opens a free live
// event of arena in headless Chromium and plays it for N minutes (default 2) per case: network
// profile (none; 4G; slow 4G with 150 ms RTT, through CDP Network.emulateNetworkConditions) ×
// low latency on (arena as configured) and off (the same tenant with player.lowLatency off, through a
// copy of the tenants folder; `--target` sets the low-latency target in seconds, else the tenant's or
// the contract's 3). Once a second it samples the distance between Date.now() and the
// program date time of the frame on screen (hls.js playingDate, read through the player's stats
// overlay, opened with its key). Prints a Markdown table: latency p50 / p95, rebuffers (the
// <video>'s `waiting` events after the start) and the share of time spent waiting, startup (press
// of Play to the first frame) and media bytes per minute.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { repoRoot } from '../scripts/apps.mjs';
import { buildMissing } from '../scripts/build-missing.mjs';
import { startApi, stopApi } from './lib/start-api.mjs';
import { percentile } from './lib/stats.mjs';

const { values: opts } = parseArgs({
  options: {
    minutes: { type: 'string', default: '2' },
    profiles: { type: 'string', default: 'none,4g,slow4g' },
    modes: { type: 'string', default: 'on,off' },
    target: { type: 'string' },
  },
});
const MINUTES = Number(opts.minutes);
const TARGET = opts.target === undefined ? null : Number(opts.target);
if (TARGET !== null && !(TARGET >= 1 && TARGET <= 30)) throw new Error("--target takes seconds between 1 and 30 (the contract's range)");
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

/** CDP network conditions (throughput in bytes per second). */
const PROFILES = {
  none: null,
  '4g': { offline: false, latency: 50, downloadThroughput: (12 * 1024 * 1024) / 8, uploadThroughput: (3 * 1024 * 1024) / 8 },
  slow4g: { offline: false, latency: 150, downloadThroughput: (3 * 1024 * 1024) / 8, uploadThroughput: (1 * 1024 * 1024) / 8 },
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });

/** A tenants folder where arena has low latency `on` or off. */
function tenantsWith(lowLatency) {
  const dir = mkdtempSync(join(tmpdir(), 'live-latency-tenants-'));
  cpSync(join(repoRoot, 'tenants'), dir, { recursive: true });
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const t = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    if (t.id !== 'arena') continue;
    t.player = { ...(t.player ?? {}), lowLatency: { enabled: lowLatency, targetLatencySeconds: TARGET ?? t.player?.lowLatency?.targetLatencySeconds ?? 2 } };
    writeFileSync(join(dir, f), JSON.stringify(t, null, 2));
  }
  return dir;
}

async function freeLive(base) {
  const r = await fetch(`${base}/api/event/list?tenant=arena`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'live', size: 50 }),
  });
  const e = (await r.json()).content.entries.find((x) => x.availableForUser && x.isEventAvailableInUserRegion && x.source?.hd);
  if (!e) throw new Error('no free live event');
  return e.id;
}

async function measure(browser, base, id, profile) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (PROFILES[profile]) await cdp.send('Network.emulateNetworkConditions', PROFILES[profile]);
  let bytes = 0;
  const urls = new Map();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.loadingFinished', (e) => {
    if (urls.get(e.requestId)?.includes('/media/')) bytes += e.encodedDataLength;
  });
  try {
    await page.goto(`${base}/events/${id}/?tenant=arena`);
    const pressed = Date.now();
    await page.locator('[data-testid="player"][data-state="poster"] button').click();
    await page.waitForFunction(
      () => {
        const v = document.querySelector('[data-testid="player"] video');
        return v && !v.paused && v.readyState >= 3;
      },
      null,
      { timeout: 120_000, polling: 50 },
    );
    const startupMs = Date.now() - pressed;
    const lowLatency = (await page.getByTestId('player-media').getAttribute('data-low-latency')) === 'true';
    // waiting events and time spent waiting, from the first frame on
    await page.evaluate(() => {
      const v = document.querySelector('[data-testid="player"] video');
      const w = (window.__bench = { rebuffers: 0, waitingMs: 0, since: 0 });
      v.addEventListener('waiting', () => {
        w.rebuffers++;
        w.since = performance.now();
      });
      v.addEventListener('playing', () => {
        if (w.since) w.waitingMs += performance.now() - w.since;
        w.since = 0;
      });
    });
    await page.locator('[data-testid="player"] [data-media-player]').focus();
    await page.keyboard.press('s');
    await page.getByTestId('player-stats').waitFor({ timeout: 10_000 });
    const samples = [];
    const startBytes = bytes;
    const started = Date.now();
    const end = started + MINUTES * 60_000;
    while (Date.now() < end) {
      // one sample a second, on the page's own clock
      const v = await page.getByTestId('player-stats').getAttribute('data-clock-latency');
      if (v !== null) samples.push(Number(v));
      await page.waitForTimeout(1000);
    }
    const elapsed = Date.now() - started;
    const w = await page.evaluate(() => {
      const x = window.__bench;
      return { rebuffers: x.rebuffers, waitingMs: x.waitingMs + (x.since ? performance.now() - x.since : 0) };
    });
    return {
      profile,
      lowLatency,
      samples: samples.length,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      rebuffers: w.rebuffers,
      rebufferRatio: w.waitingMs / elapsed,
      startupMs,
      bytesPerMinute: ((bytes - startBytes) * 60_000) / elapsed,
    };
  } finally {
    await context.close();
  }
}

buildMissing({ log: () => {} });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
const rows = [];
try {
  for (const mode of opts.modes.split(',')) {
    const tenantsDir = tenantsWith(mode === 'on');
    const { base, child } = await startApi({ port: await freePort(), env: { PGLITE_DIR: 'memory://', TENANTS_DIR: tenantsDir } });
    try {
      const origin = base.replace('127.0.0.1', 'localhost');
      const id = await freeLive(origin);
      for (const profile of opts.profiles.split(',')) rows.push(await measure(browser, origin, id, profile));
    } finally {
      await stopApi(child);
      rmSync(tenantsDir, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}
const s = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');
console.log(
  `Live latency, ${MINUTES} min per case, low-latency target ${TARGET ?? 'as configured (3)'} s (wall clock − program date time of the frame on screen, sampled every second)\n`,
);
console.log('| network | low latency | p50 (s) | p95 (s) | rebuffers | rebuffer ratio | startup (ms) | media per minute |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.profile} | ${r.lowLatency ? 'on' : 'off'} | ${s(r.p50)} | ${s(r.p95)} | ${r.rebuffers} | ${(r.rebufferRatio * 100).toFixed(1)} % | ${r.startupMs} | ${(r.bytesPerMinute / 1024 / 1024).toFixed(2)} MB |`,
  );
}
