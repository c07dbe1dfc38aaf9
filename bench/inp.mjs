// INP of the key interactions (ADR 0045's interaction aim: each at most 200 ms at p75) under 4x CPU
// throttling (Chromium's, through CDP, from the page's load on). web-vitals' attribution build is
// injected into each page by Playwright (an init script, never shipped in the apps) and its onINP
// with reportAllChanges records the page's INP after one flow on a fresh page: a flow of two clicks
// (language: open the switcher, choose German) counts its worse one, as a visitor's page would.
//   npm run bench:inp -- [--runs 10] [--only account-menu,play,follow,language,search,multiview] [--label latest]
// Desktop viewport (1280x800; the phone's header folds the account menu and search into its menu),
// signed in (the account menu and follow need it). Flows interleave run by run. Starts its own portal
// in development mode (PORT 18159 unless BENCH_PORT is set); writes bench/results/inp-<label>.json.
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { repoRoot } from '../scripts/apps.mjs';
import { buildMissing } from '../scripts/build-missing.mjs';
import { median } from './lib/median.mjs';
import { startApi, stopApi } from './lib/start-api.mjs';
import { percentile } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '10' }, only: { type: 'string' }, label: { type: 'string', default: 'latest' } },
});
const RUNS = Math.max(1, Number(args.runs) || 10);
const port = Number(process.env.BENCH_PORT ?? 18159);
const AIM_MS = 200;
// the attribution build as a script (its package exports only modules; the IIFE file sits beside them)
const WEB_VITALS = join(dirname(createRequire(import.meta.url).resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js');
// Playwright wraps an init script in a function: the IIFE's `var webVitals` is made global by hand
const WEB_VITALS_SCRIPT = `${readFileSync(WEB_VITALS, 'utf8')}\nwindow.webVitals = webVitals;`;
const PASSWORD = 'correct horse battery 42';

async function api(base, path, body) {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

const eventIds = async (base, status, size) => (await api(base, '/api/event/list', { page: 0, size, status })).content.entries;

/** Each flow: where it starts, what shows the page is ready, the interaction, and what shows it took effect. */
const FLOWS = {
  'account-menu': {
    path: () => '/',
    ready: (page) => page.getByTestId('signed-in-user'),
    act: async (page) => {
      await page.getByTestId('signed-in-user').click();
      await page.getByRole('menu').waitFor();
    },
  },
  play: {
    // the poster's Play (ADR 0039): the player loads and starts by itself after it
    path: (ctx) => `/events/${ctx.eventId}/`,
    ready: (page) => page.locator('[data-testid="player"][data-state="poster"] button'),
    act: async (page) => {
      await page.locator('[data-testid="player"][data-state="poster"] button').click();
      await page.getByTestId('player').locator('video').waitFor({ state: 'attached', timeout: 30_000 });
    },
  },
  follow: {
    path: (ctx) => `/events/${ctx.eventId}/`,
    ready: (page) => page.getByTestId('follow-button').first(),
    act: async (page) => {
      const button = page.getByTestId('follow-button').first();
      const was = await button.getAttribute('aria-pressed');
      await button.click();
      await page.waitForFunction((before) => document.querySelector('[data-testid="follow-button"]')?.getAttribute('aria-pressed') !== before, was);
    },
  },
  language: {
    path: () => '/',
    ready: (page) => page.getByTestId('locale-switcher').first(),
    act: async (page) => {
      await page.getByTestId('locale-switcher').first().click();
      await page.locator('[data-locale="de"]').click();
      await page.waitForFunction(() => document.documentElement.lang === 'de');
    },
  },
  search: {
    path: () => '/',
    ready: (page) => page.getByTestId('search-link'),
    act: async (page) => {
      await page.getByTestId('search-link').click();
      await page.getByRole('searchbox').waitFor();
    },
  },
  multiview: {
    path: (ctx) => `/multiview/?ids=${ctx.liveIds.join(',')}&layout=grid`,
    ready: (page) => page.getByTestId('multiview-page').getByRole('radio', { checked: false }).first(),
    act: async (page) => {
      const view = page.getByTestId('multiview-page');
      const was = await view.getAttribute('data-layout');
      await view.getByRole('radio', { checked: false }).first().check();
      await page.waitForFunction((before) => document.querySelector('[data-testid="multiview-page"]')?.getAttribute('data-layout') !== before, was);
    },
  },
};
const names = args.only ? args.only.split(',') : Object.keys(FLOWS);
for (const name of names) if (!FLOWS[name]) throw new Error(`no flow ${name}: ${Object.keys(FLOWS).join(', ')}`);

/** Resolves once the main thread has had two idle periods of 40 ms in a row (the load's work is over), or after 15 s. */
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const stop = setTimeout(resolve, 15_000);
        let quiet = 0;
        const check = (deadline) => {
          quiet = deadline.timeRemaining() >= 40 ? quiet + 1 : 0;
          if (quiet >= 2) {
            clearTimeout(stop);
            resolve();
          } else requestIdleCallback(check, { timeout: 1000 });
        };
        requestIdleCallback(check, { timeout: 1000 });
      }),
  );

/** A signed-in session to start every flow from: an account made through the API, signed in once through the form. */
async function signedInState(browser, base) {
  const email = `inp-bench-${Date.now()}@example.com`;
  await api(base, '/api/user/register', {
    email,
    password: PASSWORD,
    displayName: 'Bench Runner',
    strategy: 'refresh',
    device_id: `inp-bench-${Date.now()}`,
    device_name: 'inp bench',
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}/auth/login/`);
  const form = page.getByRole('form', { name: 'Sign in with e-mail' });
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByTestId('signed-in-user').waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

async function runFlow(browser, base, state, flow, ctx) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: state });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // init scripts run before the page's own and outside its CSP: web-vitals, then its INP listener
    await page.addInitScript({ content: WEB_VITALS_SCRIPT });
    await page.addInitScript(() => {
      const w = window;
      w.__inp = [];
      w.webVitals.onINP(
        (metric) => {
          const a = metric.attribution;
          w.__inp.push({
            value: metric.value,
            target: a.interactionTarget,
            type: a.interactionType,
            inputDelay: a.inputDelay,
            processing: a.processingDuration,
            presentation: a.presentationDelay,
            loadState: a.loadState,
          });
        },
        { reportAllChanges: true, durationThreshold: 16 },
      );
    });
    await page.goto(`${base}${flow.path(ctx)}`, { waitUntil: 'load' });
    await flow.ready(page).waitFor({ timeout: 60_000 });
    await settle(page);
    await flow.act(page);
    await settle(page);
    const reports = await page.evaluate(() => window.__inp);
    // the last report is the page's INP; none means no interaction of 16 ms or more
    return reports.at(-1) ?? { value: 0, target: null, type: null };
  } finally {
    await context.close();
  }
}

buildMissing({ log: () => {} });
const { base, child } = await startApi({ port, env: { PGLITE_DIR: 'memory://' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--autoplay-policy=no-user-gesture-required'],
});
const results = { date: new Date().toISOString(), label: args.label, runs: RUNS, cpuThrottling: 4, aimMs: AIM_MS, flows: {} };
try {
  const [event] = await eventIds(base, 'archived', 1);
  let live = (await eventIds(base, 'live', 50)).filter((e) => e.source?.hd);
  if (live.length < 4) {
    for (const e of (await eventIds(base, 'upcoming', 10)).slice(1, 5 - live.length)) await fetch(`${base}/api/dev/event/${e.id}/start`, { method: 'POST' });
    live = (await eventIds(base, 'live', 50)).filter((e) => e.source?.hd);
  }
  const ctx = { eventId: event.id, liveIds: live.slice(0, 4).map((e) => e.id) };
  results.context = ctx;
  const state = await signedInState(browser, base);
  for (let run = 1; run <= RUNS; run++) {
    for (const name of names) {
      const flow = (results.flows[name] ??= { path: FLOWS[name].path(ctx), runs: [] });
      try {
        const inp = await runFlow(browser, base, state, FLOWS[name], ctx);
        flow.runs.push(inp);
        console.log(
          `run ${run} ${name}: INP ${inp.value} ms (${inp.type ?? '-'} on ${inp.target ?? '-'}; delay ${Math.round(inp.inputDelay ?? 0)}, processing ${Math.round(inp.processing ?? 0)}, presentation ${Math.round(inp.presentation ?? 0)})`,
        );
      } catch (error) {
        flow.runs.push({ value: null, error: String(error.message ?? error).split('\n')[0] });
        console.log(`run ${run} ${name}: failed: ${flow.runs.at(-1).error}`);
      }
    }
  }
} finally {
  await browser.close();
  await stopApi(child);
}
console.log(`\nINP under 4x CPU throttling, ${RUNS} runs each (aim: p75 at most ${AIM_MS} ms)\n`);
console.log('| interaction | p75 | median | max | failed |');
console.log('|---|---|---|---|---|');
for (const [name, flow] of Object.entries(results.flows)) {
  const values = flow.runs.map((r) => r.value);
  Object.assign(flow, { p75: percentile(values, 75), median: median(values), max: percentile(values, 100), failed: values.filter((v) => v === null).length });
  console.log(`| ${name} | ${flow.p75 ?? 'n/a'} ms | ${flow.median ?? 'n/a'} ms | ${flow.max ?? 'n/a'} ms | ${flow.failed} |`);
}
mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
writeFileSync(join(repoRoot, 'bench', 'results', `inp-${args.label}.json`), JSON.stringify(results, null, 2));
