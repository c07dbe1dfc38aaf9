// Issue 4, item 3: navigation scrolls to the top, hash links scroll to their anchor, and the remote
// owning a link's path is preloaded when the link enters the viewport or is hovered/focused.
import { expect, test, type Page } from '@playwright/test';
import { recordRequests } from '../../support/federation.ts';
import { ARENA, exposeShared, navigateInApp, shellReady } from '../../support/shell/portal.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('navigating to another page scrolls to the top', async ({ page }) => {
  await page.goto(`${ARENA}/`);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  await page.getByTestId('site-footer').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(`${ARENA}/about/`);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a click on the link of the page already shown scrolls up again', async ({ page }) => {
  await page.goto(`${ARENA}/`);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  await page.getByTestId('site-header').getByRole('link', { name: 'Home', exact: true }).click();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a hash link scrolls to its anchor, also when the page renders it a moment later', async ({ page }) => {
  await page.goto(`${ARENA}/about/`);
  await shellReady(page);
  await exposeShared(page);
  await navigateInApp(page, '/dev/gallery/#dialogs');
  await expect(page).toHaveURL(`${ARENA}/dev/gallery/#dialogs`);
  const anchor = page.locator('#dialogs');
  await expect(anchor).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  await expect.poll(async () => Math.abs((await anchor.boundingBox())!.y)).toBeLessThan(200);
});

test('a page loaded with a hash opens at its anchor', async ({ page }) => {
  await page.goto(`${ARENA}/dev/gallery/#toasts`);
  const anchor = page.locator('#toasts');
  await expect(anchor).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  await expect.poll(async () => Math.abs((await anchor.boundingBox())!.y)).toBeLessThan(200);
});

test('the owner of a link in the viewport is preloaded before any click', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto(`${ARENA}/`);
  await expect(page.getByTestId('home-page')).toBeVisible();
  // The header's Sign in link (/auth/login/) is on screen: mf-auth loads while the visitor stays on /.
  await expect.poll(() => requests.some((r) => /\/mf-auth\/[^/]+\/remoteEntry\.js/.test(r.url()))).toBe(true);
  await expect(page).toHaveURL(`${ARENA}/`);
});

test('the owner of a link is preloaded when the link is hovered or focused', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto(`${ARENA}/about/`);
  await shellReady(page);
  // A remote's link far below the fold (not in view, so only an intent can preload its owner).
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/account/general/';
    a.textContent = 'Account settings';
    a.id = 'e2e-far-link';
    a.style.cssText = 'position:absolute;top:6000px;left:0';
    document.querySelector('main')!.appendChild(a);
  });
  await page.waitForTimeout(800);
  const accountLoads = () => requests.filter((r) => r.url().includes('/mf-account/')).length;
  expect(accountLoads(), 'nothing preloads mf-account before an intent').toBe(0);
  await page.locator('#e2e-far-link').dispatchEvent('pointerover');
  await expect.poll(accountLoads).toBeGreaterThan(0);
  await expect(page).toHaveURL(`${ARENA}/about/`);

  // Focus works the same way (keyboard users).
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/payment/success/';
    a.textContent = 'Payment';
    a.id = 'e2e-far-link-2';
    a.style.cssText = 'position:absolute;top:7000px;left:0';
    document.querySelector('main')!.appendChild(a);
  });
  await page.waitForTimeout(800);
  const commerceLoads = () => requests.filter((r) => r.url().includes('/mf-commerce/')).length;
  expect(commerceLoads()).toBe(0);
  await page.locator('#e2e-far-link-2').focus();
  await expect.poll(commerceLoads).toBeGreaterThan(0);
});
