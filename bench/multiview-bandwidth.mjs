// `npm run bench:multiview` (or `npx node bench/multiview-bandwidth.mjs [seconds]`): what a multiview
// costs on the wire (issue 16 item 3). Against an isolated portal on loopback (random ports, in-memory
// database, the built apps; started and stopped here), in Chromium at 1920x1200 with the HTTP cache off
// (the demo events share their media files; real events each have their own, so every stream's segments
// must count), for 1, 2 and 4 free live events in /multiview/ (and, for comparison, one stream on the
// event page with no cap): after a 15 s warm-up, for `seconds` (default 60), the bytes of every media
// segment and playlist received (CDP Network.loadingFinished), split by rendition; per tile the cap
// (hls.js autoLevelCapping) and the picture height it played; stalls; frames advancing.
// Prints Markdown rows and writes bench/results/multiview-bandwidth.json. Bounded: about 5 minutes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startPortal } from '../api/src/server.ts';
import { repoRoot } from '../scripts/apps.mjs';
import { buildMissing } from '../scripts/build-missing.mjs';

const SECONDS = Number(process.argv[2] ?? 60);
const WARMUP_MS = 15_000;
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

async function freeLive(base, n) {
  const r = await fetch(`${base}/api/event/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'live', size: 50 }),
  });
  const entries = (await r.json()).content.entries.filter((e) => e.availableForUser && e.isEventAvailableInUserRegion && e.source?.hd);
  if (entries.length < n) throw new Error(`only ${entries.length} free live events`);
  return entries.slice(0, n).map((e) => String(e.id));
}

/** Presses play on every paused player (autoplay with sound may be refused). */
async function playAll(page, count) {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="player"] video').length === n, count, { timeout: 30_000 });
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    const paused = await page.$$eval('[data-testid="player"] video', (vs) => vs.map((v) => v.paused));
    if (paused.every((p) => !p)) return;
    const buttons = await page.$$('[data-testid="player"] button.vds-play-button');
    for (const [i, p] of paused.entries()) {
      if (!p || !buttons[i]) continue;
      await buttons[i].scrollIntoViewIfNeeded().catch(() => {});
      await buttons[i].click().catch(() => {});
    }
    await page.waitForTimeout(500);
  }
  throw new Error('not every stream plays');
}

const tiles = (page) =>
  page.$$eval('[data-testid="player"]', (players) =>
    players.map((p) => {
      const v = p.querySelector('video');
      return {
        cap: p.getAttribute('data-max-level'),
        stallDrop: p.closest('[data-stall-drop]')?.getAttribute('data-stall-drop') ?? null,
        height: v?.videoHeight ?? 0,
        time: v?.currentTime ?? 0,
        frames: v?.getVideoPlaybackQuality().totalVideoFrames ?? 0,
        muted: v ? v.muted : null,
      };
    }),
  );

async function measure(browser, url, count) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1200 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Map();
  let counting = false;
  const bytes = { segments: 0, playlists: 0, byRendition: {} };
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.loadingFinished', (e) => {
    const url = urls.get(e.requestId);
    if (!counting || !url || !url.includes('/media/')) return;
    const path = new URL(url).pathname;
    if (path.endsWith('.m3u8')) bytes.playlists += e.encodedDataLength;
    else {
      bytes.segments += e.encodedDataLength;
      const rendition = /\/(\d+p)\//.exec(path)?.[1] ?? 'other';
      bytes.byRendition[rendition] = (bytes.byRendition[rendition] ?? 0) + e.encodedDataLength;
    }
  });
  try {
    await page.goto(url);
    await playAll(page, count);
    await page.mouse.move(2, 2);
    await page.waitForTimeout(WARMUP_MS);
    const before = await tiles(page);
    counting = true;
    await page.waitForTimeout(SECONDS * 1000);
    counting = false;
    const after = await tiles(page);
    const perMinute = (n) => Math.round((n * 60) / SECONDS);
    return {
      streams: count,
      segmentBytesPerMinute: perMinute(bytes.segments),
      playlistBytesPerMinute: perMinute(bytes.playlists),
      byRenditionPerMinute: Object.fromEntries(Object.entries(bytes.byRendition).map(([k, v]) => [k, perMinute(v)])),
      tiles: after.map((t, i) => ({
        cap: t.cap,
        stallDrop: t.stallDrop,
        height: t.height,
        muted: t.muted,
        advancedSeconds: +(t.time - before[i].time).toFixed(1),
        frames: t.frames - before[i].frames,
      })),
    };
  } finally {
    await context.close();
  }
}

buildMissing({ log: () => {} });
const portal = await startPortal({ port: 0, dataDir: 'memory://', logLevel: 'silent' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
const results = { date: new Date().toISOString(), seconds: SECONDS, viewport: '1920x1200', cases: [] };
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
try {
  const base = portal.urls.portal.replace('127.0.0.1', 'localhost');
  const ids = await freeLive(base, 4);
  const cases = [
    ['event page, 1 stream, no cap', `${base}/events/${ids[0]}/`, 1],
    ['multiview, 1 stream', `${base}/multiview/?ids=${ids[0]}`, 1],
    ['multiview, 2 streams side by side', `${base}/multiview/?ids=${ids.slice(0, 2).join(',')}&layout=side`, 2],
    ['multiview, 4 streams, one large', `${base}/multiview/?ids=${ids.join(',')}&layout=focus`, 4],
    ['multiview, 4 streams, equal grid', `${base}/multiview/?ids=${ids.join(',')}&layout=grid`, 4],
  ];
  console.log('| case | segments per minute | per stream | by rendition per minute | playlists per minute | caps (tile heights played) |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, url, count] of cases) {
    const row = { name, ...(await measure(browser, url, count)) };
    results.cases.push(row);
    const renditions = Object.entries(row.byRenditionPerMinute)
      .map(([k, v]) => `${k} ${kb(v)}`)
      .join(', ');
    const caps = row.tiles.map((t) => `${t.cap ?? '–'} (${t.height}p${Number(t.stallDrop) ? `, ${t.stallDrop} stall drop` : ''})`).join(', ');
    console.log(
      `| ${name} | ${kb(row.segmentBytesPerMinute)} | ${kb(row.segmentBytesPerMinute / count)} | ${renditions} | ${kb(row.playlistBytesPerMinute)} | ${caps} |`,
    );
  }
} finally {
  await browser.close();
  await portal.close();
}
mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
writeFileSync(join(repoRoot, 'bench', 'results', 'multiview-bandwidth.json'), JSON.stringify(results, null, 2));
