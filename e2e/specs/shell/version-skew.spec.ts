// Issue 4, item 11: the app polls builds/latest.json (every 5 minutes and when the tab comes back,
// at most once a minute; shell/src/version/version-poll.ts) and offers a reload on a new build; a
// chunk-loading error reloads the page, at most once in 10 s. An isolated portal serves a temp copy
// of shell/dist (and of the CDN) that the spec changes while the page is open.
// The clock jumps with fastForward, not runFor: the poll's fetch carries AbortSignal.timeout(10 s),
// which Playwright's clock drives too, so running timers on past the poll would abort its request.
import { expect, test, type Page } from '@playwright/test';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL_DIST_DIR, cdnCopy, startIsolatedPortal, tempDir, type IsolatedPortal } from '../../support/start-isolated-portal.ts';
import { documentLoads, exposeShared, navigateInApp, shellReady } from '../../support/shell/portal.ts';
import { pauseClock } from '../../support/shell/portal.ts';

let portal: IsolatedPortal;
let distDir: string;
let cdnDir: string;
let originalBuild: { id: string; builtAt: string };

test.beforeAll(async () => {
  distDir = join(tempDir('shell-dist'), 'dist');
  cpSync(SHELL_DIST_DIR, distDir, { recursive: true });
  cdnDir = cdnCopy();
  originalBuild = JSON.parse(readFileSync(join(distDir, 'builds/latest.json'), 'utf8'));
  portal = await startIsolatedPortal({ shellDistDir: distDir, cdnDir, cleanup: [join(distDir, '..'), cdnDir] });
});

test.afterAll(async () => {
  await portal?.close();
});

/** Writes the build pointer as a deploy does; its stale precompressed copies go, or the server would prefer them. */
function writeLatest(build: { id: string; builtAt: string }) {
  for (const ext of ['.br', '.gz']) rmSync(join(distDir, `builds/latest.json${ext}`), { force: true });
  writeFileSync(join(distDir, 'builds/latest.json'), JSON.stringify(build));
}

test.beforeEach(() => {
  writeLatest(originalBuild);
});

function deployNewBuild(): string {
  const id = `e2e-${Date.now().toString(36)}`;
  writeLatest({ id, builtAt: new Date().toISOString() });
  return id;
}

async function openPaused(page: Page, path = '/') {
  await page.clock.install();
  await page.goto(`${portal.urls.portal}${path}`);
  await shellReady(page);
  // The first check at start has answered (the baseline); from here time moves only with the spec.
  await page.waitForLoadState('networkidle');
  await pauseClock(page);
}

const prompt = (page: Page) => page.getByTestId('update-available');

test('a new build is offered after the 5-minute poll, and Reload loads it', async ({ page }) => {
  const loads = documentLoads(page);
  await openPaused(page);
  deployNewBuild();
  await page.clock.fastForward(4 * 60_000);
  await expect(prompt(page)).toHaveCount(0);
  await page.clock.fastForward(61_000);
  await expect(prompt(page)).toBeVisible();
  await expect(prompt(page)).toHaveAttribute('role', 'status');
  await expect(prompt(page)).toContainText('A new version of the portal is available.');
  await prompt(page).getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => loads.length).toBe(2);
  await shellReady(page);
  // The reloaded page runs the new build: nothing more to offer.
  await page.clock.fastForward(5 * 60_000 + 1000);
  await expect(prompt(page)).toHaveCount(0);
});

test('coming back to the tab checks at once (at most once a minute)', async ({ page }) => {
  await openPaused(page);
  deployNewBuild();
  await page.clock.fastForward(61_000);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(prompt(page)).toBeVisible();
});

test('the offer can be dismissed', async ({ page }) => {
  await openPaused(page);
  deployNewBuild();
  await page.clock.fastForward(5 * 60_000 + 1000);
  await expect(prompt(page)).toBeVisible();
  await prompt(page).getByRole('button', { name: 'Close' }).click();
  await expect(prompt(page)).toHaveCount(0);
  await page.clock.fastForward(5 * 60_000 + 1000);
  await expect(prompt(page)).toHaveCount(0);
});

test('a remote chunk that fails to load reloads the page once, and not again within 10 s', async ({ page }) => {
  // mf-account's deployed version loses its remote entry (an old build removed from the CDN).
  const version = JSON.parse(readFileSync(join(cdnDir, 'mf-account/pointers.json'), 'utf8')).latest as string;
  // With its precompressed variants, which the CDN would otherwise still serve.
  const entries = ['', '.br', '.gz'].map((ext) => join(cdnDir, 'mf-account', version, `remoteEntry.js${ext}`)).filter((file) => existsSync(file));
  const saved = entries.map((file) => [file, readFileSync(file)] as const);
  for (const file of entries) rmSync(file);
  try {
    const loads = documentLoads(page);
    // The guard says so when it declines the second reload: the signal that it decided.
    const declined = page.waitForEvent('console', { predicate: (m) => m.text().includes('not reloading'), timeout: 30_000 });
    await page.goto(`${portal.urls.portal}/about/`);
    await shellReady(page);
    await exposeShared(page);
    await navigateInApp(page, '/account/general/');
    // One reload (the tab might run an old build) ...
    await expect.poll(() => loads.length, { timeout: 20_000 }).toBe(2);
    expect(loads[1]).toBe(`${portal.urls.portal}/account/general/`);
    // ... which fails the same way within 10 s: no second reload, the section's fallback shows.
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('remote-fallback')).toHaveAttribute('data-remote', 'mf-account');
    await declined;
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    expect(loads).toHaveLength(2);
  } finally {
    for (const [file, content] of saved) writeFileSync(file, content);
  }
});
