// Each of the five remotes down in turn (issue 14 item 1, 5 of 5): one isolated portal on a
// copy of the CDN folder. For each remote, its deployed version's folder is taken away (the
// CDN answers 404 for its manifest, as after a failed deploy or a purge), then in a fresh
// browser (no HTTP cache) signed in as the same viewer:
//   - a page of the downed remote shows the fallback with retry inside the shell's layout;
//   - a page of each of the other four remotes works, reached from there in the same document;
//   - the files come back, Retry loads the page in the same document.
// platform/remote-down.spec.ts keeps the single-remote journey with its request counts.
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { registerAccount, signInThroughLoginPage, type Account } from '../../support/session.ts';
import { navigateInApp } from '../../support/shell/portal.ts';
import { cdnCopy, pointerTarget, startIsolatedPortal, type IsolatedPortal } from '../../support/start-isolated-portal.ts';

test.describe.configure({ mode: 'serial' });

type RemoteId = 'mf-events' | 'mf-auth' | 'mf-account' | 'mf-commerce' | 'mf-following';

/** One page each remote owns for the arena tenant, and what shows that it rendered. */
const PAGES: Record<RemoteId, { path: string; ready: (page: Page, account: Account) => Promise<void> }> = {
  'mf-events': { path: '/', ready: (page) => expect(page.getByTestId('event-card').first()).toBeVisible() },
  'mf-auth': { path: '/auth/sign-up/personalization/', ready: (page) => expect(page.getByTestId('personalization-submit')).toBeVisible() },
  'mf-account': { path: '/account/general/', ready: (page, account) => expect(page.getByRole('heading', { level: 1 })).toHaveText(account.displayName) },
  'mf-commerce': { path: '/auth/sign-up/subscription/', ready: (page) => expect(page.getByTestId('plan-card').first()).toBeVisible() },
  'mf-following': { path: '/following/league/', ready: (page) => expect(page.getByTestId('follow-tile').first()).toBeVisible() },
};
const REMOTES = Object.keys(PAGES) as RemoteId[];

let portal: IsolatedPortal;
let cdnDir: string;
let account: Account;
let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ browser, request }) => {
  cdnDir = cdnCopy();
  portal = await startIsolatedPortal({ cdnDir, cleanup: [cdnDir] });
  account = await registerAccount(request, portal.urls.portal, 'Avery Matrix');
  const context = await browser.newContext();
  await signInThroughLoginPage(await context.newPage(), portal.urls.portal, account);
  storageState = await context.storageState();
  await context.close();
});

test.afterAll(async () => {
  await portal?.close();
});

async function goInApp(page: Page, path: string) {
  await navigateInApp(page, path);
  await expect(page).toHaveURL(new URL(path, portal.urls.portal).href);
}

async function expectFallback(page: Page, remote: RemoteId) {
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toHaveAttribute('data-remote', remote);
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('remote-retry')).toBeEnabled();
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ storageState });
  return { context, page: await context.newPage() };
}

for (const down of REMOTES) {
  test(`${down} down: its page shows the fallback with retry, the other four remotes work, Retry loads it once back`, async ({ browser }) => {
    test.slow();
    const version = pointerTarget(cdnDir, down);
    const live = join(cdnDir, down, version);
    const away = join(cdnDir, down, `.${version}-down`);
    renameSync(live, away);
    let restored = false;
    const { context, page } = await freshPage(browser);
    try {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${portal.urls.portal}${PAGES[down].path}`);
      await expectFallback(page, down);
      await page.evaluate(() => ((window as unknown as { __e2eSameDocument: boolean }).__e2eSameDocument = true));

      // Each other remote's page, in the same document: the shell and the four others keep working.
      for (const other of REMOTES.filter((r) => r !== down)) {
        await goInApp(page, PAGES[other].path);
        await PAGES[other].ready(page, account);
        await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      }

      // Back to the downed remote's page: the fallback again, then the files come back and Retry loads it.
      await goInApp(page, PAGES[down].path);
      await expectFallback(page, down);
      renameSync(away, live);
      restored = true;
      await page.getByTestId('remote-retry').click();
      await PAGES[down].ready(page, account);
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      if (!restored) renameSync(away, live);
      await context.close();
    }
  });
}
