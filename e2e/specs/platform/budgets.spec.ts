// Performance budgets by size (bench/budgets.json): JavaScript of a cold page load,
// gzipped, and API payload sizes. Wall-clock timings live in bench/, not in CI.
// A page with `perScriptKB` is a ratchet (issue 10 item 2): its total may not grow past the
// recorded figure, and a failure lists each script that grew or is new. After a change that
// makes it smaller, `UPDATE_BUDGETS=1` rewrites the recorded figures from this run.
import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { tenantOrigin } from '../../support/auth/browser.ts';

const BUDGETS_FILE = resolve(import.meta.dirname, '../../../bench/budgets.json');
const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as {
  pages: Record<string, { gzipTotalKB: number; gzipRemotesKB: number; scripts: number; perScriptKB?: Record<string, number> }>;
  api: Record<string, { maxKB: number }>;
};

/** A script's name across builds: origin kind + path without the content hash (chunk ids are deterministic). */
const scriptKey = (url: string, origin: string) => {
  const u = new URL(url);
  return `${u.origin === origin ? 'portal' : 'cdn'} ${u.pathname.replace(/\/\d+\.\d+\.\d+\//, '/').replace(/\.[0-9a-f]{8}\.js$/, '.js')}`;
};

const round = (kb: number) => Math.round(kb * 10) / 10;

/** What grew against the recorded figures, largest growth first. */
function growth(recorded: Record<string, number>, measured: Record<string, number>): string[] {
  return Object.entries(measured)
    .map(([key, kb]) => ({ key, kb, was: recorded[key] }))
    .filter((s) => s.was === undefined || s.kb > s.was + 0.05)
    .sort((a, b) => b.kb - (b.was ?? 0) - (a.kb - (a.was ?? 0)))
    .map((s) => (s.was === undefined ? `new      ${s.key}: ${s.kb.toFixed(1)} KB` : `grew     ${s.key}: ${s.was.toFixed(1)} -> ${s.kb.toFixed(1)} KB`));
}

for (const [path, budget] of Object.entries(budgets.pages)) {
  test(`cold load of ${path} stays within its JavaScript budget`, async ({ page, baseURL }) => {
    const scripts: Array<{ url: string; gzip: number }> = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch((error: Error) => {
        // A script response the page let go before its body was read (the page moved on): it
        // counts for nothing. Anything else fails the test.
        if (/No (resource|data found for resource) with given identifier/.test(error.message) || error.name === 'TargetClosedError') return null;
        throw error;
      });
      if (body) scripts.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length });
    });
    // "kadur /" is the Hebrew tenant's page (its own host): a locale's first visit loads that locale's texts only.
    const url = path.startsWith('kadur ') ? `${tenantOrigin(baseURL!, 'kadur')}${path.slice('kadur '.length)}` : path;
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.locator('main')).toBeVisible();
    const origin = new URL(url, baseURL).origin;
    const total = scripts.reduce((n, s) => n + s.gzip, 0) / 1024;
    const remotes = scripts.filter((s) => new URL(s.url).origin !== origin).reduce((n, s) => n + s.gzip, 0) / 1024;
    test.info().annotations.push({
      type: 'size',
      description: `${path}: ${total.toFixed(1)} KB total, ${remotes.toFixed(1)} KB from remotes, ${scripts.length} scripts`,
    });
    expect(remotes, 'some JavaScript must come from the remotes CDN').toBeGreaterThan(0);
    if (budget.perScriptKB) {
      const measured: Record<string, number> = {};
      for (const s of scripts) measured[scriptKey(s.url, origin)] = round((measured[scriptKey(s.url, origin)] ?? 0) + s.gzip / 1024);
      if (process.env.UPDATE_BUDGETS) {
        budgets.pages[path] = {
          ...budget,
          gzipTotalKB: round(total + 0.05),
          gzipRemotesKB: round(remotes + 0.05),
          scripts: scripts.length,
          perScriptKB: measured,
        };
        writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
      }
      const grew = growth(budget.perScriptKB, measured);
      expect(total, `${path} grew past its ratchet (${budget.gzipTotalKB} KB):\n${grew.join('\n')}`).toBeLessThanOrEqual(budget.gzipTotalKB);
      expect(remotes, `${path}: JavaScript from the CDN grew:\n${grew.filter((g) => g.includes(' cdn ')).join('\n')}`).toBeLessThanOrEqual(
        budget.gzipRemotesKB,
      );
      expect(scripts.length, `${path}: more scripts than recorded:\n${grew.filter((g) => g.startsWith('new')).join('\n')}`).toBeLessThanOrEqual(budget.scripts);
      return;
    }
    expect(total).toBeLessThanOrEqual(budget.gzipTotalKB);
    expect(remotes).toBeLessThanOrEqual(budget.gzipRemotesKB);
    expect(scripts.length).toBeLessThanOrEqual(budget.scripts);
  });
}

test('API payloads stay within their size budgets', async ({ request }) => {
  const list = await request.post('/api/event/list', { data: { page: 0, size: 10 } });
  expect(list.ok()).toBe(true);
  const listKB = (await list.body()).length / 1024;
  expect((await list.json()).content.entries.length).toBe(10);
  expect(listKB).toBeLessThanOrEqual(budgets.api['POST /api/event/list size 10']!.maxKB);

  const config = await request.get('/api/customer/config');
  expect(config.ok()).toBe(true);
  expect((await config.body()).length / 1024).toBeLessThanOrEqual(budgets.api['GET /api/customer/config']!.maxKB);
});
