// Issue 27 item 4: no link leads to a page that is switched off. Every route of the built route
// tables (the axe matrix's list, e2e/support/route-samples.ts) is visited on both tenants, signed
// out and signed in; every `a[href]` to the portal's own origin is collected and each unique
// target is asked of the server once per tenant and state, which answers 404 for paths it does
// not know or the tenant has off (ADR 0020). A sample of the targets is also opened in the app,
// which must not show its 404 page.
//
// Cost: one browser page per test, routes reached by client-side navigation (the shell and the
// remotes load once), links deduplicated; the four tests split over the two workers.
import { expect, test, type Page } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { quietTracker } from '../../support/network-quiet.ts';
import { concretePath, NEEDS_AUTH, ROUTES, samplesFor } from '../../support/route-samples.ts';
import { ACCOUNTS, ARENA, KADUR, navigateInApp, pinDevice, signedInState } from '../../support/shell/portal.ts';

test.describe.configure({ mode: 'parallel', timeout: 240_000 });

// A callback page signs in with whatever the URL carries; the unknown-route page has no links of its own.
const NOT_VISITED = new Set(['auth/oauth2/callback/:provider', 'no-such-page']);
/** Opened in the app as well, per test (every n-th target): enough to see the client agree with the server. */
const CLIENT_SAMPLE_EVERY = 8;

/** The portal's own link targets on the page (path and query), without in-page links (skip link, gallery anchors). */
function ownLinks(page: Page, origin: string): Promise<string[]> {
  return page.$$eval(
    'a[href]',
    (anchors, own) =>
      anchors
        .filter((a) => !a.getAttribute('href')!.startsWith('#'))
        .map((a) => new URL((a as HTMLAnchorElement).href, location.href))
        .filter((url) => url.origin === own)
        .map((url) => `${url.pathname}${url.search}`),
    origin,
  );
}

/** The server's status for a path of a tenant origin: to 127.0.0.1 with the origin's Host (Node has no *.localhost). */
function statusOf(origin: string, path: string): Promise<number> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: url.port, path, method: 'GET', headers: { host: url.host, accept: 'text/html' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

const TENANTS = [
  { name: 'arena', origin: ARENA, fan: ACCOUNTS.arenaFan },
  { name: 'kadur', origin: KADUR, fan: ACCOUNTS.kadurFan },
] as const;

for (const tenant of TENANTS) {
  for (const signedIn of [false, true]) {
    test(`${tenant.name} · ${signedIn ? 'signed in' : 'signed out'}: every internal link of every route leads to a page`, async ({ browser }, testInfo) => {
      const started = Date.now();
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        storageState: signedIn ? await signedInState(browser, tenant.origin, tenant.fan) : undefined,
      });
      try {
        if (signedIn) await pinDevice(context, tenant.fan);
        const page = await context.newPage();
        const quiet = quietTracker(page);
        const sample = await samplesFor(tenant.origin);
        await page.goto(`${tenant.origin}/`);
        await expect(page.getByTestId('site-header')).toBeVisible();

        const foundOn = new Map<string, string>();
        let visited = 0;
        for (const pattern of ROUTES) {
          if (NOT_VISITED.has(pattern) || (!signedIn && NEEDS_AUTH.test(pattern))) continue;
          const path = concretePath(pattern, sample);
          // A page this tenant has off is the 404 page (server-404.spec): nothing of its own to follow.
          if ((await statusOf(tenant.origin, path)) === 404) continue;
          await navigateInApp(page, path);
          await quiet();
          visited++;
          for (const link of await ownLinks(page, tenant.origin)) if (!foundOn.has(link)) foundOn.set(link, page.url());
        }

        const broken: string[] = [];
        for (const [link, on] of foundOn) {
          const status = await statusOf(tenant.origin, link);
          if (status === 404) broken.push(`${link} (linked from ${on})`);
        }
        expect(broken, `links that lead to a 404 on ${tenant.name}`).toEqual([]);

        // The app agrees with the server: a sample of the targets, opened client-side, is not its 404 page.
        const targets = [...foundOn.keys()].filter((link, i) => i % CLIENT_SAMPLE_EVERY === 0);
        for (const link of targets) {
          await navigateInApp(page, link);
          await quiet();
          await expect(page.getByTestId('not-found'), `${link} (linked from ${foundOn.get(link)}) in the app`).toHaveCount(0);
        }
        expect(visited, 'routes visited').toBeGreaterThan(20);
        testInfo.annotations.push({
          type: 'crawl',
          description: `${visited} routes, ${foundOn.size} unique links, ${targets.length} opened in the app, ${((Date.now() - started) / 1000).toFixed(1)} s`,
        });
      } finally {
        await context.close();
      }
    });
  }
}
