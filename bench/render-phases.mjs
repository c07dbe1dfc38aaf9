// Where the first commit's frame goes, phase by phase, from a Chromium trace of a cold load on a
// 4x-throttled phone: each style recalculation (elements styled), layout (objects laid out), pre-paint
// and paint of the task that lays out the page's DOM, and the layouts of other documents over the
// whole load (an SVG <img> is a document of its own: the demo's posters and logos). Long Animation
// Frames (bench/main-thread.mjs) give only "style and layout" as one figure; this splits it, so a
// change aimed at one phase can be checked against that phase (docs/benchmarks.md, ADR 0041).
//   node bench/render-phases.mjs <url of a running portal> [--runs 3]
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';

const { values: args, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '3' } } });
const url = positionals[0];
if (!url) throw new Error('usage: node bench/render-phases.mjs <url> [--runs 3]');

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const PHASES = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint']);
const ms = (us) => (us / 1000).toFixed(1);

async function trace(browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(url, { waitUntil: 'networkidle' });
  // the start-up steps and the first commit can sit in a quiet network moment: give them time
  await page.waitForTimeout(2500);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents.filter((e) => e.ph === 'X');
  await context.close();
  return events;
}

function report(events) {
  const layouts = events.filter((e) => e.name === 'Layout');
  // The commit's frame lays out the most new objects at once (the page's own document); later frames add cards.
  const biggest = layouts.reduce((a, b) => ((b.args?.beginData?.dirtyObjects ?? 0) > (a.args?.beginData?.dirtyObjects ?? 0) ? b : a));
  const pageFrame = biggest.args.beginData.frame;
  const task = events.filter((e) => e.name === 'RunTask' && e.ts <= biggest.ts && e.ts + e.dur >= biggest.ts + biggest.dur).sort((a, b) => b.dur - a.dur)[0];
  const lines = [`frame of the layout with the most new objects: task ${ms(task.dur)} ms`];
  const inTask = events.filter((e) => PHASES.has(e.name) && e.ts >= task.ts && e.ts < task.ts + task.dur).sort((a, b) => a.ts - b.ts);
  let painted = 0;
  for (const e of inTask) {
    const data = e.args?.beginData ?? e.args?.data ?? {};
    if (data.frame && data.frame !== pageFrame) continue;
    if (e.name === 'Paint') {
      painted += e.dur; // one event per painted layer: summed below
      continue;
    }
    const what =
      e.name === 'UpdateLayoutTree'
        ? `${e.args?.elementCount ?? '?'} elements`
        : e.name === 'Layout'
          ? `${data.dirtyObjects}/${data.totalObjects} objects`
          : '';
    lines.push(`  +${ms(e.ts - task.ts)} ms ${e.name === 'UpdateLayoutTree' ? 'Style' : e.name} ${ms(e.dur)} ms ${what}`);
  }
  lines.push(`  Paint ${ms(painted)} ms in all`);
  const others = layouts.filter((e) => e.args?.beginData?.frame !== pageFrame);
  const othersInTask = others.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur);
  lines.push(`  other documents' layouts in this task: ${othersInTask.length}, ${ms(othersInTask.reduce((n, e) => n + e.dur, 0))} ms`);
  lines.push(`other documents' layouts over the load (SVG images): ${others.length}, ${ms(others.reduce((n, e) => n + e.dur, 0))} ms`);
  return lines.join('\n');
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (let run = 1; run <= Number(args.runs); run++) console.log(`run ${run}: ${report(await trace(browser))}`);
} finally {
  await browser.close();
}
