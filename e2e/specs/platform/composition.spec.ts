// The composed portal (issue 2 items 2-4): one page of each remote renders real data
// from the real API, every remote's code comes from the CDN origin (not the portal's),
// and the strict Content-Security-Policy is never violated along the way.
import { expect, test, type APIRequestContext, type APIResponse, type Page, type Request } from '@playwright/test';
import { collectCspViolations, type CspViolation } from '../../support/csp.ts';
import { recordRequests, remoteRequests } from '../../support/federation.ts';
import { registerAccount, signInThroughLoginPage } from '../../support/session.ts';

interface ApiEvent {
  id: number;
  title: string;
  team1?: { name?: string };
  team2?: { name?: string };
}
interface Titled {
  title: string;
}
interface Paged<T> {
  entries: T[];
}
interface ResolvedRemote {
  id: string;
  manifestUrl: string;
}

async function content<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { content: T }).content;
}

/** The remotes' CDN origin, as the tenant configuration announces it. */
async function cdnOrigins(request: APIRequestContext): Promise<Map<string, string>> {
  const config = await content<{ remotes: ResolvedRemote[] }>(await request.get('/api/customer/config'));
  return new Map(config.remotes.map((r) => [r.id, new URL(r.manifestUrl).origin]));
}

/** What an event card shows first: the home team's name, or the title when there are no teams. */
const cardLabel = (e: ApiEvent) => (e.team1?.name && e.team2?.name ? e.team1.name : e.title);

function expectRemoteFromCdn(requests: Request[], remoteId: string, cdn: string, portalOrigin: string) {
  const urls = remoteRequests(requests, remoteId);
  const scripts = requests.filter((r) => r.resourceType() === 'script').map((r) => r.url());
  // The manifest and the remote entry came from the CDN origin...
  expect(
    urls.some((u) => u.startsWith(`${cdn}/${remoteId}/`) && u.includes('/mf-manifest.json')),
    `${remoteId} manifest from ${cdn}: ${urls.join(', ')}`,
  ).toBe(true);
  expect(
    scripts.some((u) => u.startsWith(`${cdn}/${remoteId}/`) && u.includes('/remoteEntry.js')),
    `${remoteId} remoteEntry.js from ${cdn}`,
  ).toBe(true);
  // ...and nothing of the remote was asked of the portal origin.
  expect(urls.filter((u) => u.startsWith(portalOrigin))).toEqual([]);
  // The CDN is its own origin: the portal's port + 1 (docs/conventions.md), so CORS and CSP are exercised.
  expect(cdn).not.toBe(portalOrigin);
  expect(Number(new URL(cdn).port)).toBe(Number(new URL(portalOrigin).port) + 1);
}

function expectNoCspViolations(violations: CspViolation[]) {
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

async function failedResponses(page: Page) {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => failed.push(`failed ${r.url()} ${r.failure()?.errorText}`));
  return failed;
}

test.describe('composition: each remote renders its page from the real API', () => {
  test('home (mf-events) shows the seeded live, upcoming and archived events; remote code from the CDN; no CSP violation', async ({ page, request }) => {
    const violations = await collectCspViolations(page);
    const requests = recordRequests(page);
    const failed = await failedResponses(page);
    const cdn = (await cdnOrigins(request)).get('mf-events')!;

    // What the page itself was answered, not a list read beforehand: other tests running beside this one
    // start and end events, so a list read a moment earlier may lead with another event.
    const rows = { live: 'row-live', upcoming: 'row-upcoming', archived: 'row-archived' } as const;
    const answered = new Map<string, Promise<ApiEvent[]>>();
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() !== 'POST' || !response.url().endsWith('/api/event/list')) return;
      const filters = request.postDataJSON() as { status?: unknown; page?: number; [key: string]: unknown };
      // The rows' own lists: one status, the first page, no league or team filter.
      if (typeof filters.status !== 'string' || filters.page !== 0 || Object.keys(filters).some((k) => k.includes('.'))) return;
      if (!answered.has(filters.status))
        answered.set(
          filters.status,
          response.json().then((body: { content: Paged<ApiEvent> }) => body.content.entries),
        );
    });

    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeVisible();
    const firstOf: Record<string, ApiEvent> = {};
    for (const status of Object.keys(rows)) {
      expect(answered.has(status), `the page asked for its ${status} row`).toBe(true);
      const entries = await answered.get(status)!;
      expect(entries.length, `seed has ${status} events`).toBeGreaterThan(0);
      firstOf[status] = entries[0]!;
    }
    // The hero leads with the first live event.
    await expect(page.getByTestId('hero')).toContainText(firstOf.live!.title);
    for (const [status, testId] of Object.entries(rows)) {
      const row = page.getByTestId(testId);
      await expect(row.getByTestId('event-card').first()).toContainText(cardLabel(firstOf[status]!));
    }
    expect(await page.getByTestId('event-card').count()).toBeGreaterThanOrEqual(6);

    expectRemoteFromCdn(requests, 'mf-events', cdn, new URL(page.url()).origin);
    expectNoCspViolations(violations);
    expect(failed.filter((f) => !f.includes('/favicon.ico'))).toEqual([]);
  });

  test('sign-in (mf-auth) shows the e-mail and password form', async ({ page, request }) => {
    const violations = await collectCspViolations(page);
    const requests = recordRequests(page);
    const cdn = (await cdnOrigins(request)).get('mf-auth')!;

    await page.goto('/auth/login/');
    const form = page.getByTestId('login-page').locator('form');
    await expect(form.locator('input[type="email"]')).toBeVisible();
    await expect(form.locator('input[type="password"]')).toBeVisible();
    await expect(page.getByTestId('login-submit')).toBeEnabled();
    // The auth layout's slim header is the shell's, around the remote's page.
    await expect(page.getByTestId('site-header')).toBeVisible();

    expectRemoteFromCdn(requests, 'mf-auth', cdn, new URL(page.url()).origin);
    expectNoCspViolations(violations);
  });

  test('signed in: leagues (mf-following) and plans (mf-commerce) list the seeded data', async ({ page, request, baseURL }) => {
    test.slow(); // sign-in plus two remotes' first loads
    const violations = await collectCspViolations(page);
    const requests = recordRequests(page);
    const origins = await cdnOrigins(request);
    const account = await registerAccount(request, baseURL!);

    const leagues = await content<Paged<Titled>>(
      await request.post('/api/identity/list', {
        data: { page: 0, size: 50, order: 'asc', sort: 'order', filters: { media_type: 'identity', archived: false, kind: 'league' } },
      }),
    );
    const plans = await content<Paged<Titled>>(await request.get('/api/commerce/get_subscriptions?type=svod%7Ccvod'));
    expect(leagues.entries.length).toBeGreaterThanOrEqual(4);
    expect(plans.entries.length).toBeGreaterThanOrEqual(2);

    await signInThroughLoginPage(page, baseURL!, account);

    await page.goto('/following/league/');
    const tiles = page.getByTestId('follow-tile');
    await expect(tiles).toHaveCount(leagues.entries.length);
    await expect(tiles.first()).toContainText(leagues.entries[0]!.title);

    await page.goto('/auth/sign-up/subscription/');
    const cards = page.getByTestId('plan-card');
    await expect(cards).toHaveCount(plans.entries.length);
    for (const plan of plans.entries) await expect(cards.filter({ hasText: plan.title })).toHaveCount(1);

    const portalOrigin = new URL(page.url()).origin;
    for (const remote of ['mf-auth', 'mf-following', 'mf-commerce']) expectRemoteFromCdn(requests, remote, origins.get(remote)!, portalOrigin);
    expectNoCspViolations(violations);
  });

  test('the CSP check above is not blind: an inline script is reported', async ({ page }) => {
    const violations = await collectCspViolations(page);
    await page.goto('/auth/login/');
    await expect(page.getByTestId('login-page')).toBeVisible();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__e2eInline = true';
      document.body.append(script);
    });
    await expect.poll(() => violations.filter((v) => v.source === 'event' && v.directive.startsWith('script-src')).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __e2eInline?: boolean }).__e2eInline)).toBeUndefined();
  });
});
