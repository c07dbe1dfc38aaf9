// What server rendering with hydration would save after the first paint, measured before building it
// (issue 10 item 1, ADR 0038's "costed, not built"). For each run it:
//   1. captures the DOM of the app's first commit and the page's emotion rules from a normal load
//      (a text node that follows another gets React's `<!-- -->` marker, as react-dom/server writes);
//   2. loads the page cold as it is (client render replacing the server's picture), and
//   3. loads it cold with that DOM and those rules in the HTML and `#root[data-ssr]`, which the shell
//      hydrates instead of rendering: the shell must be built with bench/patches/shell-hydrate-root.patch.
// Both loads: the Lighthouse phone, 4x CPU, Long Animation Frames. The figure is the blocking of the
// frames after the first contentful paint (what TBT adds up) and the whole load's.
// The hydrated HTML is served without its Content-Security-Policy: React writes `style` props as
// attributes, which `style-src 'nonce-…'` refuses (a cost of the real thing, see docs/benchmarks.md).
//   git apply bench/patches/shell-hydrate-root.patch && (cd shell && npm run build)
//   PORT=48200 NODE_ENV=production node api/src/main.ts &   then
//   node bench/ssr-estimate.mjs http://localhost:48200/ [--runs 6]
//   git apply -R bench/patches/shell-hydrate-root.patch && (cd shell && npm run build)
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { median } from './lib/median.mjs';
import { PHONE } from './lib/phone.mjs';

const { values: args, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '6' } } });
const url = positionals[0];
if (!url) throw new Error('usage: node bench/ssr-estimate.mjs <url of a running portal> [--runs 6]');

// A document fulfilled by the test counts as public: Chromium would refuse its requests to the
// remotes' loopback CDN origin (private network access).
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--disable-features=BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights,PrivateNetworkAccessRespectPreflightResults,LocalNetworkAccessChecks',
  ],
});

/** The first commit's DOM (with text markers), its emotion class ids and rules, and the global rules. */
async function captureFirstCommit() {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const grab = () => {
      const root = document.getElementById('root');
      if (!root || root.querySelector('[data-first-paint]') || window.__capture) return;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const texts = [];
      while (walker.nextNode()) texts.push(walker.currentNode);
      for (const text of texts) if (text.previousSibling?.nodeType === Node.TEXT_NODE) text.parentNode.insertBefore(document.createComment(' '), text);
      const ids = new Set();
      for (const el of root.querySelectorAll('[class]')) for (const c of el.classList) if (c.startsWith('portal-')) ids.add(c.slice('portal-'.length));
      let css = '';
      const globals = [];
      for (const style of document.querySelectorAll('style[data-emotion]')) {
        const rules = [...(style.sheet?.cssRules ?? [])].map((r) => r.cssText).join('');
        const name = style.getAttribute('data-emotion');
        if (name.startsWith('portal-global')) globals.push({ name, rules });
        else css += rules;
      }
      window.__capture = { html: root.innerHTML, ids: [...ids], css, globals };
    };
    document.addEventListener('DOMContentLoaded', () => new MutationObserver(grab).observe(document.getElementById('root'), { childList: true }));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const capture = await page.evaluate(() => window.__capture);
  await context.close();
  if (!capture) throw new Error('no first commit seen');
  return capture;
}

async function coldLoad(capture) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text().slice(0, 300));
  });
  if (capture) {
    await page.route(url, async (route) => {
      // Node cannot resolve *.localhost: the same request to the loopback address, the tenant by Host.
      const target = new URL(url);
      const response = await route.fetch({
        url: Object.assign(new URL(url), { hostname: '127.0.0.1' }).href,
        headers: { ...route.request().headers(), host: target.host },
      });
      let html = await response.text();
      const nonce = html.match(/nonce="([^"]+)"/)?.[1] ?? '';
      const globals = capture.globals.map((g) => `<style nonce="${nonce}" data-emotion="${g.name}" data-s="">${g.rules}</style>`).join('');
      const styles = `${globals}<style nonce="${nonce}" data-emotion="portal ${capture.ids.join(' ')}">${capture.css}</style>`;
      const start = html.indexOf('<div id="root">');
      const end = html.indexOf('<noscript>');
      html = `${html.slice(0, start)}<div id="root" data-ssr="">${capture.html}</div>\n    ${html.slice(end)}`.replace('</head>', `${styles}</head>`);
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => name !== 'content-security-policy' && name !== 'content-length'),
      );
      await route.fulfill({ response, body: html, headers });
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__frames = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__frames.push({ start: e.startTime, duration: e.duration, blocking: e.blockingDuration });
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(5000);
  const result = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const sum = (frames) => Math.round(frames.reduce((total, f) => total + f.blocking, 0));
    return {
      fcp: Math.round(fcp),
      afterFcp: sum(window.__frames.filter((f) => f.start >= fcp)),
      whole: sum(window.__frames),
      hydrated: Boolean(window.__portalHydrating),
      cards: document.querySelectorAll('[data-testid="event-card"]').length,
    };
  });
  await context.close();
  return { ...result, errors: errors.filter((e) => e.includes('HYDRATION')) };
}

const runs = { client: [], hydrated: [] };
try {
  for (let i = 0; i < Number(args.runs); i++) {
    const capture = await captureFirstCommit();
    const client = await coldLoad(null);
    const hydrated = await coldLoad(capture);
    if (!hydrated.hydrated) throw new Error('the shell did not hydrate: build it with bench/patches/shell-hydrate-root.patch');
    if (hydrated.errors.length) console.log('  hydration mismatch (React rendered again):', hydrated.errors[0]);
    runs.client.push(client);
    runs.hydrated.push(hydrated);
    console.log(
      `run ${i + 1}: client ${client.afterFcp} ms after FCP (${client.whole} whole load); hydrated ${hydrated.afterFcp} ms (${hydrated.whole}); ${capture.html.length} chars of markup, ${capture.css.length} of rules`,
    );
  }
} finally {
  await browser.close();
}
for (const [name, list] of Object.entries(runs)) {
  console.log(
    `${name}: blocking after FCP, median ${median(list.map((r) => r.afterFcp))} ms (${list.map((r) => r.afterFcp).join(', ')}); whole load ${median(list.map((r) => r.whole))} ms`,
  );
}
