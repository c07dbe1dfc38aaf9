// Outside services real (issue 14 item 6): a tenant with a DSN reports uncaught errors through
// the Sentry browser SDK, loaded only when the first error happens, to the local ingest
// stand-in of the API; a tenant without one loads nothing and sends nothing.
import { expect, test, type Page } from '@playwright/test';
import { ARENA, KADUR } from '../../support/shell/portal.ts';

// Read from inside the page: *.localhost tenant hosts resolve in the browser only.
const reports = (page: Page) =>
  page.evaluate(
    async () => ((await (await fetch('/api/dev/error-reports')).json()) as { content: { exceptions: { value: string }[]; release: string | null }[] }).content,
  );

const throwUncaught = (page: Page, message: string) =>
  page.evaluate((m) => {
    setTimeout(() => {
      throw new Error(m);
    }, 0);
  }, message);

test('arena (DSN set): an uncaught error reaches the ingest through the lazily loaded SDK', async ({ page }) => {
  const sentryChunks: string[] = [];
  page.on('request', (r) => {
    if (/sentry/i.test(r.url()) && r.resourceType() === 'script') sentryChunks.push(r.url());
  });
  await page.goto(`${ARENA}/`);
  await expect(page.locator('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sentryChunks, 'the SDK is not part of a visit without errors').toEqual([]);

  const message = `e2e uncaught ${Date.now()}`;
  await throwUncaught(page, message);
  await expect.poll(async () => (await reports(page)).some((r) => r.exceptions.some((e) => e.value === message)), { timeout: 15_000 }).toBe(true);
  expect(sentryChunks.length).toBeGreaterThan(0);
});

test('kadur (no DSN): nothing is loaded or sent', async ({ page }) => {
  const envelopes: string[] = [];
  page.on('request', (r) => {
    if (/\/envelope\/|sentry/i.test(r.url())) envelopes.push(r.url());
  });
  await page.goto(`${KADUR}/`);
  await expect(page.locator('main')).toBeVisible();
  const before = (await reports(page)).length;
  const message = `e2e kadur ${Date.now()}`;
  const thrown = page.waitForEvent('pageerror', { predicate: (e) => e.message.includes(message) });
  await throwUncaught(page, message);
  await thrown;
  // The error went through the page uncaught, past any handler. A report would begin right there
  // with the lazily loaded SDK chunk (shell/src/telemetry/error-reporting.ts: a tenant with a DSN
  // loads it on the first error), so by two frames later its request would have started.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(envelopes).toEqual([]);
  expect((await reports(page)).length).toBe(before);
});
