// Issue 14 item 8: axe-core (WCAG 2.2 AA: wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa) on EVERY
// route of SPEC 2, with zero serious or critical violations.
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
// Pages that need auth (SPEC 2 "need auth", the sign-up steps after the first) are loaded signed in
// as the seeded demo fan; public pages are anonymous in English and signed in in Hebrew, so the
// header's both states are covered too. The auth area's entry pages are anonymous.
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seriousViolations, settled } from '../../support/a11y.ts';
import { apiCall } from '../../support/auth/api.ts';
import { REPO_DIR } from '../../support/start-isolated-portal.ts';
import { ACCOUNTS, ARENA, COLOR_MODE_KEY, KADUR, pinDevice, signedInState } from '../../support/shell/portal.ts';

test.describe.configure({ mode: 'parallel', timeout: 120_000 });

interface RouteEntry {
  path: string;
  requiresFlag?: string;
}

/** Every remote's built route table, plus the shell's own unknown-route page. */
function routeTable(): string[] {
  const remotes = readdirSync(REPO_DIR).filter((d) => d.startsWith('mf-'));
  const patterns = new Set<string>();
  for (const remote of remotes) {
    const manifest = JSON.parse(readFileSync(join(REPO_DIR, remote, 'dist', 'routes.json'), 'utf8')) as { routes: RouteEntry[] };
    for (const r of manifest.routes) patterns.add(r.path);
  }
  patterns.add('no-such-page');
  return [...patterns].sort();
}

const ROUTES = routeTable();

const NEEDS_AUTH = /^(account|following|club|recommendation|selected|payment)(\/|$)|^auth\/sign-up\/./;
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

type Samples = Record<string, string>;
const samples = new Map<string, Promise<Samples>>();

/** Real ids of the tenant's seed, read through the API once per worker. */
function samplesFor(origin: string): Promise<Samples> {
  let found = samples.get(origin);
  if (!found) {
    found = (async () => {
      type Ev = { id: number; referenceId: string; status: string; sportType: string; team1: { id: number } | null; availableForUser: boolean; isEventAvailableInUserRegion: boolean };
      const events = (await apiCall(origin, '/api/event/list', { body: { size: 100 } })).body.content.entries as Ev[];
      const archived = events.find((e) => e.status === 'archived' && e.availableForUser && e.isEventAvailableInUserRegion && e.team1) ?? events[0]!;
      const channel = events.find((e) => e.status === 'channel') ?? archived;
      const identities = (await apiCall(origin, '/api/identity/list', { body: {} })).body.content.entries as Array<{ id: number; kind: string; identityIds: number[] }>;
      const league = identities.find((i) => i.kind === 'league')!;
      const main = identities.find((i) => i.kind === 'category' && i.identityIds.length) ?? league;
      const plans = await apiCall(origin, '/api/commerce/get_subscriptions?type=svod|cvod');
      const plan = plans.status === 200 ? (plans.body.content.entries[0] as { id: number } | undefined) : undefined;
      return {
        eventId: String(archived.id),
        'channels/:eventId': String(channel.id),
        referenceId: archived.referenceId,
        sportType: archived.sportType,
        type: 'refunds',
        teamId: String(archived.team1!.id),
        leagueId: String(league.id),
        mainId: String(main.id),
        subId: String(main.identityIds[0] ?? league.id),
        provider: 'google',
        // plan and event to buy; contract and ticket detail: the demo fan owns none (the page's not-found state)
        'subscription/buy/:id': String(plan?.id ?? 1),
        'payment/event/:id': String(archived.id),
        'account/subscription/:id': '1',
        'account/ppv/:id': '1',
      };
    })();
    samples.set(origin, found);
  }
  return found;
}

function concretePath(pattern: string, sample: Samples): string {
  const path = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const specific = Object.keys(sample).find((k) => k.includes('/') && pattern.endsWith(k));
      const value = specific ? sample[specific] : sample[segment.slice(1)];
      if (value === undefined) throw new Error(`no sample for ${segment} in ${pattern}: add one to samplesFor()`);
      return encodeURIComponent(value);
    })
    .join('/');
  return path ? `/${path}/` : '/';
}

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
