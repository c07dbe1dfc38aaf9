// Issue 14 item 8: axe-core (WCAG 2.2 AA: wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa) on EVERY
// route of docs/product.md, with zero serious or critical violations.
//
// The route list is not written here: it is read from the routes.json each remote build writes
// beside its mf-manifest.json (the table the server resolves pages with, api/src/static/page-routes.ts),
// plus the shell's 404. A new page is therefore tested as soon as it is built; a new route parameter
// with no sample below fails the test that needs it ("no sample for :x") instead of being skipped.
//
// Matrix design: one page load per route. The route's index rotates it over all eight combinations
// of tenant (arena in English, left to right; kadur in Hebrew, right to left), theme and viewport
// (390x844 phone, 1280x800 desktop), so every combination is measured on about a ninth of the routes:
//   index % 8:  0              1             2             3             4              5             6              7
//               en/dark/desk   he/dark/desk  en/dark/phone he/dark/phone en/light/phone he/light/phone en/light/desk he/light/desk
// Loading every route in both languages (138 loads) took a quarter of the e2e suite's worker time on
// a 2-core CI machine (1,942 of ~7,700 s). Each tenant's own colours are still measured on half of the
// routes in both themes; a failure that one language shows on one page only can now slip (ADR 0031).
// Pages that need auth (docs/product.md "need auth", the sign-up steps after the first) are loaded signed in
// as the seeded demo fan; public pages are anonymous in English and signed in in Hebrew, so the
// header's both states are covered too. The auth area's entry pages are anonymous.
import { expect, test } from '@playwright/test';
import { seriousViolations, settled } from '../../support/a11y.ts';
import { concretePath, NEEDS_AUTH, ROUTES, samplesFor } from '../../support/route-samples.ts';
import { ACCOUNTS, ARENA, COLOR_MODE_KEY, KADUR, pinDevice, signedInState } from '../../support/shell/portal.ts';

test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const AUTH_ENTRY = /^auth\//;

const VARIANTS = [
  { theme: 'dark', viewport: { width: 1280, height: 800 }, size: 'desktop' },
  { theme: 'dark', viewport: { width: 390, height: 844 }, size: 'phone' },
  { theme: 'light', viewport: { width: 390, height: 844 }, size: 'phone' },
  { theme: 'light', viewport: { width: 1280, height: 800 }, size: 'desktop' },
] as const;

const TENANTS = [
  { origin: ARENA, name: 'en', dir: 'ltr', fan: ACCOUNTS.arenaFan },
  { origin: KADUR, name: 'he', dir: 'rtl', fan: ACCOUNTS.kadurFan },
] as const;

ROUTES.forEach((pattern, index) => {
  const tenant = TENANTS[index % TENANTS.length]!;
  const variant = VARIANTS[Math.floor(index / TENANTS.length) % VARIANTS.length]!;
  const signedIn = NEEDS_AUTH.test(pattern) || (tenant.name === 'he' && !AUTH_ENTRY.test(pattern));
  test(`/${pattern} · ${tenant.name} · ${variant.theme} · ${variant.size}${signedIn ? ' · signed in' : ''}`, async ({ browser }, testInfo) => {
    const context = await browser.newContext({
      viewport: variant.viewport,
      storageState: signedIn ? await signedInState(browser, tenant.origin, tenant.fan) : undefined,
    });
    try {
      if (signedIn) await pinDevice(context, tenant.fan);
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [COLOR_MODE_KEY, JSON.stringify(variant.theme)] as const);
      const page = await context.newPage();
      const path = concretePath(pattern, await samplesFor(tenant.origin));
      await page.goto(`${tenant.origin}${path}`);
      await expect(page.locator('html')).toHaveAttribute('dir', tenant.dir);
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', variant.theme);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
      await settled(page);
      testInfo.annotations.push({ type: 'landed', description: new URL(page.url()).pathname });
      const blocking = await seriousViolations(page, testInfo, path);
      expect(blocking, `serious/critical WCAG 2.2 AA violations on ${path} (landed on ${new URL(page.url()).pathname})`).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
