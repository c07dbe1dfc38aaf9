// Performance budgets by size (bench/budgets.json): JavaScript of a cold page load,
// gzipped, and API payload sizes. Wall-clock timings live in bench/, not in CI.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const budgets = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../bench/budgets.json'), 'utf8')) as {
  pages: Record<string, { gzipTotalKB: number; gzipRemotesKB: number; scripts: number }>;
  api: Record<string, { maxKB: number }>;
};

for (const [path, budget] of Object.entries(budgets.pages)) {
  test(`cold load of ${path} stays within its JavaScript budget`, async ({ page, baseURL }) => {
    const scripts: Array<{ url: string; gzip: number }> = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('main')).toBeVisible();
    const origin = new URL(baseURL!).origin;
    const total = scripts.reduce((n, s) => n + s.gzip, 0) / 1024;
    const remotes = scripts.filter((s) => new URL(s.url).origin !== origin).reduce((n, s) => n + s.gzip, 0) / 1024;
    test.info().annotations.push({ type: 'size', description: `${path}: ${total.toFixed(1)} KB total, ${remotes.toFixed(1)} KB from remotes, ${scripts.length} scripts` });
    expect(remotes, 'some JavaScript must come from the remotes CDN').toBeGreaterThan(0);
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
