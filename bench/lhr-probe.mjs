// One Lighthouse run with the details the benchmark's medians leave out: observed vs simulated
// paints, the main-thread long tasks and what shifted. For finding what to change next:
//   node bench/lhr-probe.mjs http://kadur.localhost:48200/      (a portal already running)
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const url = process.argv[2];
if (!url) throw new Error('usage: node bench/lhr-probe.mjs <url>');
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
try {
  const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
  const a = lhr.audits;
  const m = a.metrics?.details?.items?.[0] ?? {};
  console.log('score', Math.round(lhr.categories.performance.score * 100));
  for (const k of [
    'firstContentfulPaint',
    'observedFirstContentfulPaint',
    'largestContentfulPaint',
    'observedLargestContentfulPaint',
    'totalBlockingTime',
    'speedIndex',
    'cumulativeLayoutShift',
  ])
    console.log(k, Math.round(m[k] ?? -1));
  console.log(
    'long tasks:',
    JSON.stringify(
      (a['long-tasks']?.details?.items ?? [])
        .slice(0, 12)
        .map((t) => [t.url?.replace(/^https?:\/\/[^/]+/, '').slice(-48), Math.round(t.startTime), Math.round(t.duration)]),
    ),
  );
  console.log(
    'bootup:',
    JSON.stringify(
      (a['bootup-time']?.details?.items ?? [])
        .slice(0, 8)
        .map((t) => [t.url?.replace(/^https?:\/\/[^/]+/, '').slice(-48), Math.round(t.total), Math.round(t.scripting)]),
    ),
  );
  console.log('main thread:', JSON.stringify((a['mainthread-work-breakdown']?.details?.items ?? []).map((t) => [t.group, Math.round(t.duration)])));
  console.log('shifts:', JSON.stringify(a['layout-shifts']?.details?.items ?? a['cls-culprits-insight']?.details ?? null).slice(0, 1500));
  const lcpNode = (d) =>
    !d || typeof d !== 'object'
      ? null
      : d.type === 'node'
        ? `${d.selector} ${JSON.stringify(d.boundingRect)}`
        : (Object.values(d).map(lcpNode).find(Boolean) ?? null);
  console.log('LCP element:', lcpNode(a['lcp-breakdown-insight']?.details));
  console.log(
    'render blocking:',
    JSON.stringify((a['render-blocking-insight']?.details?.items ?? a['render-blocking-resources']?.details?.items ?? []).map((i) => i.url)),
  );
} finally {
  chrome.kill();
}
