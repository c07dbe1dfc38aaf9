// A remote built against a @portal/shared contract this shell does not provide (issue 8
// item 1): mf-auth is rebuilt with PORTAL_TEST_REQUIRED_SHARED=^99.0.0 (the preset then
// requires a shared version that does not exist, strictly), published as a new version
// into a temp CDN folder whose "latest" pointer names it, and served by an isolated
// portal whose tenant follows "latest". The MF runtime refuses the remote at load time;
// the shell shows the translated "needs an update" fallback inside its layout, and the
// other remotes keep working. The repository's .cdn and mf-auth/dist are never touched.
import { expect, test } from '@playwright/test';
import { buildRemote, type RemoteBuild } from '../../support/build-remote.ts';
import { deployScript } from '../../support/deploy.ts';
import { recordRequests } from '../../support/federation.ts';
import { cdnCopy, startIsolatedPortal, tempDir, tenantsCopy, type IsolatedPortal } from '../../support/start-isolated-portal.ts';

const REMOTE = 'mf-auth';
const VERSION = '1.0.1-needs-shared-99';

let portal: IsolatedPortal;
let build: RemoteBuild | undefined;

test.beforeAll(async () => {
  // The build alone takes 5-20 s on an idle machine, minutes on a crowded one.
  test.setTimeout(300_000);
  const buildDir = tempDir('mf-auth-incompatible');
  const cdnDir = cdnCopy();
  build = buildRemote(REMOTE, buildDir, { PORTAL_TEST_REQUIRED_SHARED: '^99.0.0' });
  await build.done;
  const { publishRemote } = await deployScript();
  publishRemote(REMOTE, VERSION, { pointer: 'latest', dir: cdnDir, from: buildDir, log: () => {} });
  // arena follows "latest" for mf-auth (tenants/arena.json); kadur, pinned, is moved to it too.
  const tenantsDir = tenantsCopy((tenant) => {
    if (tenant.id === 'kadur') tenant.remotes[REMOTE]!.version = 'latest';
  });
  portal = await startIsolatedPortal({ cdnDir, tenantsDir, cleanup: [cdnDir, buildDir, tenantsDir] });
});

test.afterAll(async () => {
  await build?.stop();
  await portal?.close();
});

test('the remote is refused at load with a clear translated message; the rest of the shell works', async ({ page }) => {
  const origin = portal.urls.portal;
  const requests = recordRequests(page);

  await page.goto(`${origin}/auth/login/`);
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toHaveAttribute('data-remote', REMOTE);
  await expect(fallback).toHaveAttribute('data-kind', 'incompatible');
  await expect(page.getByRole('heading', { level: 1, name: 'This part of the portal needs an update' })).toBeVisible();
  await expect(fallback).toContainText('built for a newer version of the portal');
  // No retry that cannot help; the layout stays around the message.
  await expect(page.getByTestId('remote-retry')).toHaveCount(0);
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('login-page')).toHaveCount(0);
  // It was the new version that was fetched and refused.
  expect(requests.some((r) => r.url().includes(`/${REMOTE}/${VERSION}/remoteEntry.js`))).toBe(true);

  // The rest of the portal works: home (mf-events) in the same document.
  await page.getByTestId('brand').click();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('event-card').first()).toBeVisible();

  // The message is translated: in Hebrew (kadur's locale) it says the same, right to left.
  await page.goto(`http://kadur.localhost:${new URL(origin).port}/auth/login/`);
  await expect(fallback).toHaveAttribute('data-kind', 'incompatible');
  await expect(page.getByRole('heading', { level: 1, name: 'חלק זה של הפורטל זקוק לעדכון' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
