import { chromium } from 'playwright';
const url = process.argv[2];
const runs = Number(process.argv[3] ?? 2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let run = 0; run < runs; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler'] });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2500);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  const main = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.processId;
  // longest RunTask on the renderer main thread that ran script
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.dur > 30000);
  const withJs = tasks.filter((t) => events.some((e) => e.ph === 'X' && e.name === 'FunctionCall' && e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur > 20000));
  // profile: nodes + samples
  const nodes = new Map();
  let time = 0;
  const samples = [];
  for (const e of events.filter((x) => x.name === 'ProfileChunk')) {
    const d = e.args.data;
    for (const n of d.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = d.cpuProfile?.samples ?? [];
    const deltas = d.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      time += deltas[i] ?? 0;
      samples.push([time, ids[i], e.pid, e.tid]);
    }
  }
  const profStart = events.find((x) => x.name === 'Profile')?.args?.data?.startTime ?? 0;
  for (const t of withJs.sort((a, b) => b.dur - a.dur).slice(0, 3)) {
    const self = new Map();
    let n = 0;
    for (const [ts, id] of samples) {
      const abs = profStart + ts;
      if (abs < t.ts || abs > t.ts + t.dur) continue;
      const node = nodes.get(id);
      if (!node) continue;
      const f = node.callFrame;
      const key = `${f.functionName || '(anon)'} ${(f.url || '').replace(/^https?:\/\/[^/]+/, '')}:${f.lineNumber}:${f.columnNumber}`;
      self.set(key, (self.get(key) ?? 0) + 1);
      n++;
    }
    console.log(`run ${run + 1} task ${(t.dur / 1000).toFixed(0)} ms, ${n} samples`);
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 18)) console.log(`  ${v} ${k}`);
  }
}
await browser.close();
