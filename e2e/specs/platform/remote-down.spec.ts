// A remote whose origin does not serve it (issue 2 item 7): an isolated portal whose
// CDN folder announces mf-following (its deploy pointer) but has none of its files, so
// the CDN answers 404 for its manifest. The page it owns keeps the shell's layout and
// shows the fallback with retry; the other remotes keep working; once the files are
// deployed (copied into the CDN folder, as the publish script does) Retry loads the
// page in the same document.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { recordRequests } from '../../support/federation.ts';
import { registerAccount, signInThroughLoginPage } from '../../support/session.ts';
import { REAL_CDN_DIR, cdnCopy, pointerTarget, startIsolatedPortal, type IsolatedPortal } from '../../support/start-isolated-portal.ts';

test.describe.configure({ mode: 'serial' });

const REMOTE = 'mf-following';
let portal: IsolatedPortal;
let cdnDir: string;
let version: string;

test.beforeAll(async () => {
  version = pointerTarget(REAL_CDN_DIR, REMOTE);
  cdnDir = cdnCopy({ without: [REMOTE] });
  // The pointer stays (the tenant follows "latest" → version), the version's files are missing.
  cpSync(join(REAL_CDN_DIR, REMOTE, 'pointers.json'), join(cdnDir, REMOTE, 'pointers.json'));
  portal = await startIsolatedPortal({ cdnDir, cleanup: [cdnDir] });
});

test.afterAll(async () => {
  await portal?.close();
});

async function expectFallback(page: Page) {
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toHaveAttribute('data-remote', REMOTE);
  // The layout stays around it.
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('brand')).toBeVisible();
  await expect(page.getByTestId('follow-tile')).toHaveCount(0);
  await expect(page.getByTestId('remote-retry')).toBeEnabled();
}

test('the owned page shows the fallback inside the layout, the other remotes work, Retry loads it once the files are back', async ({ page, request }) => {
  test.slow();
  const origin = portal.urls.portal;
  const manifest = `${portal.urls.cdn}/${REMOTE}/${version}/mf-manifest.json`;
  expect((await request.get(manifest)).status()).toBe(404);

  const requests = recordRequests(page);
  const manifestAsks = () => requests.filter((r) => r.url().startsWith(manifest)).length;
  const account = await registerAccount(request, origin, 'Casey Fallback');
  await signInThroughLoginPage(page, origin, account);

  // A hard load of the owned URL: fallback, URL kept, no crash of the shell.
  await page.goto(`${origin}/following/league/`);
  await expectFallback(page);
  await expect(page).toHaveURL(`${origin}/following/league/`);

  // Retry while still missing: the manifest is really asked for again (a failure is not
  // cached) and the fallback stays.
  const asked = manifestAsks();
  expect(asked).toBeGreaterThan(0);
  await page.getByTestId('remote-retry').click();
  await expect.poll(manifestAsks).toBeGreaterThan(asked);
  await expectFallback(page);

  // Other remotes keep working in the same document: mf-events (home) and mf-account.
  await page.getByTestId('brand').click();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  await page.goto(`${origin}/account/general/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.displayName);

  // A client-side navigation to the broken remote shows the fallback again.
  await page.getByTestId('site-header').getByRole('link', { name: 'Leagues', exact: true }).first().click();
  await expectFallback(page);
  await page.evaluate(() => ((window as unknown as { __e2eSameDocument: boolean }).__e2eSameDocument = true));

  // Deploy the files (the CDN folder gets the version, as scripts/publish-remote.mjs would copy it).
  cpSync(join(REAL_CDN_DIR, REMOTE, version), join(cdnDir, REMOTE, version), { recursive: true });
  expect((await request.get(manifest)).status()).toBe(200);

  await page.getByTestId('remote-retry').click();
  await expect(page.getByTestId('follow-tile').first()).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  await expect(page).toHaveURL(`${origin}/following/league/`);
  expect(await page.evaluate(() => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument)).toBe(true);
});
