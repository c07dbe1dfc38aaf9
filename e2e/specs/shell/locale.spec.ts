// Issue 4, item 6: a language switcher for the 14 locales; the choice survives reload (cookie,
// 365 days); Hebrew turns the whole layout right-to-left, shell and remotes alike.
import { expect, test, type Page } from '@playwright/test';
import { ARENA, KADUR, catalogue, shellReady } from '../../support/shell/portal.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const LOCALES = ['en', 'de', 'es', 'fr', 'fr-CA', 'he', 'it', 'pl', 'pt', 'ca', 'ko', 'zh', 'bs-BA', 'uk-UA'];
const HEBREW = /[\u0590-\u05FF]/;

async function chooseLocale(page: Page, code: string) {
  await page.getByTestId('locale-switcher').first().click();
  await page.locator(`[data-locale="${code}"]`).click();
}

async function expectLocaleCookie(page: Page, code: string) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'portal_locale');
  expect(cookie?.value).toBe(code);
  const days = (cookie!.expires - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
}

test('the switcher offers the 14 locales by their native names', async ({ page }) => {
  await page.goto(`${ARENA}/`);
  await shellReady(page);
  await page.getByTestId('locale-switcher').click();
  const items = page.locator('[data-locale]');
  await expect(items).toHaveCount(14);
  expect(await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-locale')))).toEqual(LOCALES);
  await expect(page.locator('[data-locale="he"]')).toContainText('עברית');
  await expect(page.locator('[data-locale="de"]')).toContainText('Deutsch');
  await expect(page.locator('[data-locale="en"]')).toHaveAttribute('aria-checked', 'true');
});

test('a chosen language applies at once, is kept in a 365-day cookie and survives reload', async ({ page }) => {
  await page.goto(`${ARENA}/`);
  await shellReady(page);
  await chooseLocale(page, 'de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const nav = page.getByTestId('site-header').getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Demnächst' })).toBeVisible();
  await expect(page.getByTestId('locale-switcher')).toHaveAccessibleName('Sprache: Deutsch');
  await expectLocaleCookie(page, 'de');

  const response = await page.reload();
  // The server renders the document in the saved language already.
  expect(await response!.text()).toMatch(/<html lang="?de"? dir="?ltr"?/);
  await shellReady(page);
  await expect(nav.getByRole('link', { name: 'Demnächst' })).toBeVisible();
  await expect(page.getByTestId('color-mode-switcher')).toHaveAccessibleName(/^Design: /);
});

test('Hebrew turns the whole layout right to left: shell and remote pages alike, without a reload', async ({ page }) => {
  await page.goto(`${ARENA}/`);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await chooseLocale(page, 'he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  // The shell: Hebrew texts, brand at the right edge, the main navigation reads right to left.
  await expect(page.getByTestId('site-header').getByRole('link', { name: 'שידור חי' })).toBeVisible();
  const brand = (await page.getByTestId('brand').boundingBox())!;
  expect(brand.x + brand.width).toBeGreaterThan(1280 - 120);
  const home = (await page.getByTestId('site-header').getByRole('link', { name: 'דף הבית', exact: true }).boundingBox())!;
  const live = (await page.getByTestId('site-header').getByRole('link', { name: 'שידור חי' }).boundingBox())!;
  expect(home.x).toBeGreaterThan(live.x);
  // The remote page (mf-events): right to left and in Hebrew.
  const homePage = page.getByTestId('home-page');
  expect(await homePage.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await expect(homePage).toContainText(HEBREW);
  // The footer too.
  await expect(page.getByTestId('site-footer').getByRole('link', { name: 'אודות' })).toBeVisible();
  await expectLocaleCookie(page, 'he');

  // Another remote (mf-auth) loaded afterwards is right to left as well.
  await page.getByTestId('sign-in').click();
  await expect(page.getByTestId('login-page')).toBeVisible();
  expect(await page.getByTestId('login-page').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await expect(page.getByTestId('login-page')).toContainText(HEBREW);
});

test('kadur is Hebrew right-to-left by default; English switches it to left-to-right and stays after reload', async ({ page }) => {
  await page.goto(`${KADUR}/`);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(page.getByTestId('home-page')).toContainText(HEBREW);

  await chooseLocale(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('site-header').getByRole('link', { name: 'Upcoming' })).toBeVisible();
  expect(await page.getByTestId('home-page').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  await page.reload();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('site-header').getByRole('link', { name: 'Upcoming' })).toBeVisible();
});

test("in Hebrew each score sits on its own team's side (home on the right)", async ({ page, request }) => {
  const { eventId } = await catalogue(request, KADUR);
  await page.goto(`${KADUR}/events/${eventId}/`);
  const board = page.getByTestId('scoreboard-score');
  await expect(board).toBeVisible();
  const [home, away] = await board
    .locator(':scope > span > span')
    .evaluateAll((spans) => spans.filter((s) => s.textContent !== ':').map((s) => s.getBoundingClientRect().x));
  expect(home, 'the home score is right of the away score').toBeGreaterThan(away!);
});
