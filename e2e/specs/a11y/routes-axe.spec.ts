// Issue 14 item 8: axe-core (WCAG 2.2 AA: wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa) on EVERY
// route of docs/product.md, with zero serious or critical violations.
//
// The route list is not written here: it is read from the routes.json each remote build writes
// beside its mf-manifest.json (the table the server resolves pages with, api/src/static/page-routes.ts),
// plus the shell's 404. A new page is therefore tested as soon as it is built; a new route parameter
// with no sample below fails the test that needs it ("no sample for :x") instead of being skipped.
//
// Matrix design: one axe run per route. The route's index rotates it over all eight combinations
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
//
// Cost: routes that share a tenant, sign-in state and theme are visited in one page, a few to a
// test, by client-side navigation with the viewport set per route (the shell and the remotes load
// once per test, as a viewer moving through the portal meets them). A fresh load per route was
// 742 of the e2e suite's ~5,700 worker-seconds in CI, two thirds of it loading and finishing axe.
import { expect, test } from '@playwright/test';
import { animationsAtRest, seriousViolations } from '../../support/a11y.ts';
import { quietTracker } from '../../support/network-quiet.ts';
import { concretePath, NEEDS_AUTH, ROUTES, samplesFor } from '../../support/route-samples.ts';
import { ACCOUNTS, ARENA, COLOR_MODE_KEY, KADUR, navigateInApp, pinDevice, signedInState } from '../../support/shell/portal.ts';

test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const AUTH_ENTRY = /^auth\//;
/** Routes per test: small enough that a retry repeats little and the two workers stay even. */
const ROUTES_PER_TEST = 6;

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

type Tenant = (typeof TENANTS)[number];
type Variant = (typeof VARIANTS)[number];
interface Visit {
  pattern: string;
  variant: Variant;
}
interface Group {
  tenant: Tenant;
  signedIn: boolean;
  theme: Variant['theme'];
  visits: Visit[];
}

const groups = new Map<string, Group>();
ROUTES.forEach((pattern, index) => {
  const tenant = TENANTS[index % TENANTS.length]!;
  const variant = VARIANTS[Math.floor(index / TENANTS.length) % VARIANTS.length]!;
  const signedIn = NEEDS_AUTH.test(pattern) || (tenant.name === 'he' && !AUTH_ENTRY.test(pattern));
  const key = `${tenant.name} · ${variant.theme}${signedIn ? ' · signed in' : ''}`;
  const group = groups.get(key) ?? { tenant, signedIn, theme: variant.theme, visits: [] };
  group.visits.push({ pattern, variant });
  groups.set(key, group);
});

for (const [key, group] of groups) {
  const parts = Math.ceil(group.visits.length / ROUTES_PER_TEST);
  for (let part = 0; part < parts; part++) {
    const visits = group.visits.filter((_, i) => i % parts === part);
    test(`${key}: ${visits.map((v) => `/${v.pattern} (${v.variant.size})`).join(', ')}`, async ({ browser }, testInfo) => {
      const { tenant, signedIn, theme } = group;
      const context = await browser.newContext({
        viewport: visits[0]!.variant.viewport,
        storageState: signedIn ? await signedInState(browser, tenant.origin, tenant.fan) : undefined,
      });
      try {
        if (signedIn) await pinDevice(context, tenant.fan);
        await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [COLOR_MODE_KEY, JSON.stringify(theme)] as const);
        const page = await context.newPage();
        const quiet = quietTracker(page);
        const sample = await samplesFor(tenant.origin);
        for (const [i, { pattern, variant }] of visits.entries()) {
          const path = concretePath(pattern, sample);
          await page.setViewportSize(variant.viewport);
          if (i === 0) await page.goto(`${tenant.origin}${path}`);
          else await navigateInApp(page, path);
          await quiet();
          await expect(page.locator('html')).toHaveAttribute('dir', tenant.dir);
          await expect(page.locator('html')).toHaveAttribute('data-color-mode', theme);
          await expect(page.locator('main, [role="main"]').first()).toBeVisible();
          await animationsAtRest(page);
          const landed = new URL(page.url()).pathname;
          testInfo.annotations.push({ type: 'landed', description: `/${pattern} (${variant.size}) -> ${landed}` });
          const blocking = await seriousViolations(page, testInfo, path);
          // Soft: every route of the test is measured and reported, not only the first that fails.
          expect.soft(blocking, `serious/critical WCAG 2.2 AA violations on ${path} (${variant.size}, landed on ${landed})`).toEqual([]);
        }
      } finally {
        await context.close();
      }
    });
  }
}
