// Main-thread blocking of a cold load, from the browser's own Long Animation Frame entries: the
// sum of every frame's blockingDuration (its time past 50 ms, what Lighthouse's TBT adds up) and
// the frames over 50 ms with the scripts they ran. Lighthouse simulates TBT from one trace and
// swings by hundreds of ms between runs; this counts what a 4x-throttled phone actually blocked,
// so a change to the first render can be compared run against run (ADR 0038).
//   node bench/main-thread.mjs <url of a running portal> [--runs 5] [--frames]
// e.g. `npm start`, then `node bench/main-thread.mjs http://localhost:8080/ --runs 5`.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { median } from './lib/median.mjs';
import { PHONE } from './lib/phone.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' }, frames: { type: 'boolean', default: false } },
});
const url = positionals[0];
if (!url) throw new Error('usage: node bench/main-thread.mjs <url> [--runs 5] [--frames]');

async function coldLoad(browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window;
    w.__frames = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        w.__frames.push({
          start: Math.round(e.startTime),
          duration: Math.round(e.duration),
          // style and layout at the frame's end (0 when the frame rendered nothing)
          styleLayout: e.styleAndLayoutStart > 0 ? Math.round(e.startTime + e.duration - e.styleAndLayoutStart) : 0,
          blocking: Math.round(e.blockingDuration),
          scripts: e.scripts
            .filter((s) => s.duration > 5)
            .map((s) => `${Math.round(s.duration)} ms ${s.invoker} ${(s.sourceURL || '').replace(/^https?:\/\/[^/]+/, '')}`),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  const frames = await page.evaluate(() => window.__frames);
  await context.close();
  return frames;
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  const sums = [];
  for (let i = 0; i < Number(args.runs); i++) {
    const frames = await coldLoad(browser);
    const sum = frames.reduce((total, f) => total + f.blocking, 0);
    sums.push(sum);
    console.log(`run ${i + 1}: blocking ${sum} ms in ${frames.filter((f) => f.blocking > 0).length} frames`);
    if (args.frames)
      for (const f of frames.filter((x) => x.duration > 50))
        console.log(`  ${f.start} ms: ${f.duration} ms (blocking ${f.blocking}, style and layout ${f.styleLayout} ms) ${f.scripts.join('; ')}`);
  }
  const sorted = [...sums].sort((a, b) => a - b);
  console.log(`median blocking ${median(sums)} ms over ${sums.length} runs (${sorted.join(', ')})`);
} finally {
  await browser.close();
}
