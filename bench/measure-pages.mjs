// Loads pages of the composed portal in Chromium and measures the JavaScript
// each cold load fetches, gzipped (level 9), split by origin (shell vs remotes' CDN).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

export const PAGES = [
  { name: 'home / (shell + mf-events)', path: '/' },
  { name: 'mf-auth /auth/login/', path: '/auth/login/' },
  { name: 'mf-account /account/general/ (signed out: redirects to login)', path: '/account/general/' },
  { name: 'mf-commerce /auth/sign-up/subscription/ (signed out: login)', path: '/auth/sign-up/subscription/' },
  { name: 'mf-following /following/league/', path: '/following/league/' },
];

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function measurePages(baseUrl, pages = PAGES) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  const results = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const scripts = [];
      tab.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        try {
          const body = await response.body();
          scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
        } catch {
          // a response without a body (redirect) adds nothing
        }
      });
      await tab.goto(new URL(page.path, baseUrl).href, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(300);
      const origin = new URL(baseUrl).origin;
      const sum = (list, key) => list.reduce((n, s) => n + s[key], 0);
      const shell = scripts.filter((s) => new URL(s.url).origin === origin);
      const remotes = scripts.filter((s) => new URL(s.url).origin !== origin);
      results.push({
        ...page,
        files: scripts.length,
        gzipTotal: sum(scripts, 'gzip'),
        gzipShell: sum(shell, 'gzip'),
        gzipRemotes: sum(remotes, 'gzip'),
        rawTotal: sum(scripts, 'raw'),
        // Which scripts a cold load fetched, largest first (bench/results/latest.json): the place to
        // look when a budget grows.
        scripts: scripts
          .map((s) => ({ path: new URL(s.url).pathname, origin: new URL(s.url).origin === origin ? 'portal' : 'cdn', gzip: s.gzip }))
          .sort((a, b) => b.gzip - a.gzip),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
