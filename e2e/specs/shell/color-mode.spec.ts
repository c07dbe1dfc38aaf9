// Issue 4, item 5: preference light / dark / system (system follows the OS live), saved in
// localStorage; a page may force a mode until a page without one; forcing 'system' is ignored with
// a warning; <meta name="theme-color"> #0f1624 dark, #f4f7fc light; dark only without the white
// theme; no flash of the wrong theme on load.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { cdnCopy, startIsolatedPortal, tenantsCopy, type IsolatedPortal } from '../../support/start-isolated-portal.ts';
import { STAND_IN_VERSION, writeStandInRemote } from '../../support/shell/stand-in-remote.ts';
import { ARENA, COLOR_MODE_KEY, KADUR, exposeShared, navigateInApp, shellReady } from '../../support/shell/portal.ts';

// Reloads and several tenants per test.
test.describe.configure({ timeout: 90_000 });

const DARK = '#0f1624';
const LIGHT = '#f4f7fc';

async function expectMode(page: Page, mode: 'light' | 'dark') {
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', mode === 'dark' ? DARK : LIGHT);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(mode);
}

async function choose(page: Page, preference: 'light' | 'dark' | 'system') {
  await page.getByTestId('color-mode-switcher').first().click();
  await page.locator(`[data-color-mode-option="${preference}"]`).click();
}

const storedPreference = (page: Page) => page.evaluate((key) => localStorage.getItem(key), COLOR_MODE_KEY);

/** Records every data-color-mode value the document takes, from before the first script runs. */
async function recordModes(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __e2eModes: string[] };
    w.__e2eModes = [];
    new MutationObserver(() => {
      const mode = document.documentElement?.getAttribute('data-color-mode');
      if (mode && w.__e2eModes[w.__e2eModes.length - 1] !== mode) w.__e2eModes.push(mode);
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-color-mode'] });
  });
}
const modesSeen = (page: Page) => page.evaluate(() => (window as unknown as { __e2eModes: string[] }).__e2eModes);

test('each tenant starts in its default: arena dark, kadur light', async ({ page }) => {
  await page.goto(`${ARENA}/`);
  await shellReady(page);
  await expectMode(page, 'dark');
  expect(await storedPreference(page)).toBeNull();
  await page.goto(`${KADUR}/`);
  await shellReady(page);
  await expectMode(page, 'light');
});

test('choosing light is applied at once, saved in localStorage and shown again on reload without a flash of dark', async ({ page, context }) => {
  await recordModes(context);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${ARENA}/`);
  await shellReady(page);
  await choose(page, 'light');
  await expectMode(page, 'light');
  expect(await storedPreference(page)).toBe('"light"');
  await expect(page.getByTestId('color-mode-switcher')).toHaveAccessibleName('Theme: Light');

  await page.reload();
  await shellReady(page);
  await expectMode(page, 'light');
  // The document never showed dark: theme-boot.js applied the saved mode before the first paint.
  expect(await modesSeen(page)).toEqual(['light']);
  // The body paints in the light background.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(244, 247, 252)');
});

test('dark chosen on a light tenant (kadur) survives reload without a flash of light', async ({ page, context }) => {
  await recordModes(context);
  await page.goto(`${KADUR}/`);
  await shellReady(page);
  await choose(page, 'dark');
  await expectMode(page, 'dark');
  await page.reload();
  await shellReady(page);
  await expectMode(page, 'dark');
  expect(await modesSeen(page)).toEqual(['dark']);
});

test('system follows the operating system live', async ({ page, context }) => {
  await recordModes(context);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${ARENA}/`);
  await shellReady(page);
  await choose(page, 'system');
  expect(await storedPreference(page)).toBe('"system"');
  await expectMode(page, 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectMode(page, 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expectMode(page, 'light');
  await page.reload();
  await shellReady(page);
  await expectMode(page, 'light');
  expect(await modesSeen(page)).toEqual(['light']);
});

test.describe('forced modes and dark-only tenants (isolated portal, stand-in remote pages)', () => {
  let portal: IsolatedPortal;
  let arena: string;
  let kadur: string;

  test.beforeAll(async () => {
    const cdnDir = cdnCopy();
    writeStandInRemote(cdnDir);
    const tenantsDir = tenantsCopy((tenant) => {
      if (tenant.id === 'arena') tenant.remotes['mf-account']!.version = STAND_IN_VERSION;
      if (tenant.id === 'kadur') tenant.enable_white_theme = false;
    });
    portal = await startIsolatedPortal({ cdnDir, tenantsDir, cleanup: [cdnDir, tenantsDir] });
    arena = portal.urls.portal;
    kadur = arena.replace('127.0.0.1', 'kadur.localhost');
  });

  test.afterAll(async () => {
    await portal?.close();
  });

  test('a page that forces light wins over the preference until a page without one', async ({ page }) => {
    await page.goto(`${arena}/account/e2e/plain/`);
    await expect(page.getByTestId('e2e-plain')).toBeVisible();
    await expectMode(page, 'dark');
    await exposeShared(page);
    await navigateInApp(page, '/account/e2e/forced-light/');
    await expect(page.getByTestId('e2e-forced-light')).toBeVisible();
    await expectMode(page, 'light');
    expect(await storedPreference(page), 'forcing does not change the preference').toBeNull();
    await navigateInApp(page, '/account/e2e/plain/');
    await expect(page.getByTestId('e2e-plain')).toBeVisible();
    await expectMode(page, 'dark');
  });

  test('a page that forces dark wins over a light preference, also on a direct load', async ({ page }) => {
    await page.goto(`${arena}/`);
    await shellReady(page);
    await choose(page, 'light');
    await page.goto(`${arena}/account/e2e/forced-dark/`);
    await expect(page.getByTestId('e2e-forced-dark')).toBeVisible();
    await expectMode(page, 'dark');
    await exposeShared(page);
    await navigateInApp(page, '/about/');
    await expectMode(page, 'light');
  });

  test("forcing 'system' is ignored with a warning", async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${arena}/account/e2e/forced-system/`);
    await expect(page.getByTestId('e2e-forced-system')).toBeVisible();
    // The arena preference (default dark) applies, not the OS light.
    await expectMode(page, 'dark');
    await expect.poll(() => warnings.some((w) => /Forcing the 'system' colour mode is not supported/.test(w))).toBe(true);
  });

  test('a tenant without the white theme is dark only: no switcher, a saved light preference is ignored', async ({ page, context }) => {
    await recordModes(context);
    await context.addInitScript((key) => localStorage.setItem(key, '"light"'), COLOR_MODE_KEY);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${kadur}/`);
    await shellReady(page);
    await expect(page.locator('html')).toHaveAttribute('data-white-theme', 'false');
    await expectMode(page, 'dark');
    await expect(page.getByTestId('color-mode-switcher')).toHaveCount(0);
    expect(await modesSeen(page)).toEqual(['dark']);
  });
});
