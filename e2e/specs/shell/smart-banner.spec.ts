// Issue 4, item 9: top banner 'get mobile app' with Get and close; shown only when enabled, a store
// URL is configured for the platform, the device is mobile, the browser is not Safari, and it was
// not closed; closing sets `<short name>-smart-banner-closed` for 60 minutes in production and
// 2 minutes otherwise.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startIsolatedPortal, tenantsCopy, type IsolatedPortal } from '../../support/start-isolated-portal.ts';
import { ARENA, KADUR } from '../../support/shell/portal.ts';

const PHONE = { width: 390, height: 844 };
const UA = {
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0.6723.90 Mobile/15E148 Safari/604.1',
  desktopChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
};

async function open(browser: Browser, url: string, userAgent: string, mobile = true) {
  const context = await browser.newContext({ userAgent, viewport: mobile ? PHONE : { width: 1280, height: 800 }, isMobile: mobile, hasTouch: mobile });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.locator('[data-layout]')).toBeVisible();
  return page;
}

const banner = (page: Page) => page.getByTestId('smart-banner');

async function closeAndReadCookie(page: Page, name: string) {
  await banner(page).getByRole('button').first().click();
  await expect(banner(page)).toHaveCount(0);
  const cookie = (await page.context().cookies()).find((c) => c.name === name);
  expect(cookie, `cookie ${name}`).toBeTruthy();
  return (cookie!.expires - Date.now() / 1000) / 60;
}

test('Android: the banner is on top with the text, the Get link to the Play store and a close button', async ({ browser }) => {
  const page = await open(browser, `${ARENA}/`, UA.androidChrome);
  const bar = banner(page);
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Arena Sports');
  await expect(bar).toContainText('get mobile app');
  await expect(bar.getByRole('link', { name: 'Get' })).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=com.example.arena');
  await expect(bar.getByRole('button', { name: 'Close' })).toBeVisible();
  // At the very top, above the header.
  const box = (await bar.boundingBox())!;
  const header = (await page.getByTestId('site-header').boundingBox())!;
  expect(box.y).toBe(0);
  expect(header.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
  await page.context().close();
});

test('closing hides it and keeps it hidden for 2 minutes outside production (cookie arena-smart-banner-closed)', async ({ browser }) => {
  const page = await open(browser, `${ARENA}/`, UA.androidChrome);
  await expect(banner(page)).toBeVisible();
  const minutes = await closeAndReadCookie(page, 'arena-smart-banner-closed');
  expect(minutes).toBeGreaterThan(1.5);
  expect(minutes).toBeLessThanOrEqual(2.05);
  await page.reload();
  await expect(page.locator('[data-layout]')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  // Once the cookie is gone (expired), the banner is back.
  await page.context().clearCookies({ name: 'arena-smart-banner-closed' });
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await page.context().close();
});

test('iOS: shown in other browsers with the App Store link, never in Safari', async ({ browser }) => {
  const chrome = await open(browser, `${ARENA}/`, UA.iphoneChrome);
  await expect(banner(chrome)).toBeVisible();
  await expect(banner(chrome).getByRole('link', { name: 'Get' })).toHaveAttribute('href', 'https://apps.apple.com/app/id0000000001');
  await chrome.context().close();

  const safari = await open(browser, `${ARENA}/`, UA.iphoneSafari);
  await expect(safari.getByTestId('home-page')).toBeVisible();
  await expect(banner(safari)).toHaveCount(0);
  await safari.context().close();
});

test('not on desktop', async ({ browser }) => {
  const page = await open(browser, `${ARENA}/`, UA.desktopChrome, false);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await page.context().close();
});

test('only with a store URL for the platform: kadur has Android but no iOS link', async ({ browser }) => {
  const android = await open(browser, `${KADUR}/`, UA.androidChrome);
  await expect(banner(android)).toBeVisible();
  await expect(banner(android)).toContainText('הורדת האפליקציה');
  await expect(banner(android).getByRole('link', { name: 'הורדה' })).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=com.example.kadur');
  await android.context().close();

  const iphone = await open(browser, `${KADUR}/`, UA.iphoneChrome);
  await expect(iphone.getByTestId('home-page')).toBeVisible();
  await expect(banner(iphone)).toHaveCount(0);
  await iphone.context().close();
});

test.describe('configuration (isolated portal)', () => {
  let portal: IsolatedPortal;

  test.beforeAll(async () => {
    const tenantsDir = tenantsCopy((tenant) => {
      if (tenant.id === 'arena') tenant.environment = 'production';
      if (tenant.id === 'kadur') tenant.enable_smart_app_banner = false;
    });
    portal = await startIsolatedPortal({ tenantsDir, cleanup: [tenantsDir] });
  });

  test.afterAll(async () => {
    await portal?.close();
  });

  test('in production closing hides the banner for 60 minutes', async ({ browser }) => {
    const page = await open(browser, `${portal.urls.portal}/`, UA.androidChrome);
    await expect(banner(page)).toBeVisible();
    const minutes = await closeAndReadCookie(page, 'arena-smart-banner-closed');
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60.05);
    await page.context().close();
  });

  test('a tenant with the banner disabled never shows it', async ({ browser }) => {
    const page = await open(browser, `${portal.urls.portal.replace('127.0.0.1', 'kadur.localhost')}/`, UA.androidChrome);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.context().close();
  });
});
