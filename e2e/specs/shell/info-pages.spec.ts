// Tenant content pages, footer social links and /open-app against the real API and seed:
// the FAQ's disclosures by keyboard, the footer's social links (new tab without the opener), the
// terms in Hebrew right-to-left, the English fallback, an unknown /info page as the 404 'page',
// /open-app sending an Android phone to its store while a desktop stays with both buttons, and no
// serious axe violation on the FAQ (answer open) and the Hebrew terms in either theme. The shell
// serves them (ADR 0056): a tenant that turns its events remote off keeps them.
import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/a11y.ts';
import { ARENA, COLOR_MODE_KEY, KADUR } from '../../support/shell/portal.ts';
import { startIsolatedPortal, tenantsCopy, type IsolatedPortal } from '../../support/start-isolated-portal.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

test('the FAQ opens and closes its answers from the keyboard', async ({ page }) => {
  await page.goto(`${ARENA}/faq/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await expect(page).toHaveTitle('Frequently asked questions · Arena Sports');
  const questions = page.getByTestId('faq-item');
  expect(await questions.count()).toBeGreaterThanOrEqual(6);
  const first = page.getByRole('button', { name: 'Which devices can I watch on?' });
  const answer = page.locator(`#${(await first.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
  // Reach it with Tab from the intro's link, as a keyboard user would.
  await page.getByRole('link', { name: 'Contact us' }).focus();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('Chrome, Edge, Firefox and Safari');
  // The focus ring shows on keyboard focus.
  expect(await first.evaluate((el) => getComputedStyle(el).outlineStyle + getComputedStyle(el).boxShadow)).not.toBe('nonenone');
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
  // The next question is one Tab away, closed.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'On how many devices can I be signed in?' })).toBeFocused();
});

test("the footer links to the pages and shows the tenant's social links, opening a new tab without the opener", async ({ page, context }) => {
  await context.route('https://www.instagram.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Instagram stand-in</title><p>ok</p>' }),
  );
  await page.goto(`${ARENA}/`);
  const footer = page.getByTestId('site-footer');
  const social = footer.getByRole('list', { name: 'Follow us' });
  await expect(social.getByRole('link')).toHaveCount(6);
  const instagram = social.getByRole('link', { name: 'Instagram: Arena Sports (opens in a new tab)' });
  await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/arenasports.example');
  await expect(instagram).toHaveAttribute('target', '_blank');
  await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
  // Activated from the keyboard: a pointer click can miss while the home rows above still load and move the
  // footer (seen once under load), and a keyboard user opens it this way too.
  await instagram.focus();
  const [popup] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://www.instagram.com/arenasports.example');
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
  // The information links lead to the content pages.
  await footer.getByRole('link', { name: 'Terms of use' }).click();
  await expect(page).toHaveURL(`${ARENA}/terms/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  // kadur has its own set (WhatsApp, no X).
  await page.goto(`${KADUR}/`);
  const kadurSocial = page.getByTestId('site-footer').getByTestId('footer-social');
  await expect(kadurSocial.getByRole('link')).toHaveCount(4);
  await expect(kadurSocial.locator('[data-social="whatsapp"]')).toHaveAttribute('href', 'https://wa.me/972500000000');
  await expect(kadurSocial.locator('[data-social="x"]')).toHaveCount(0);
});

test('the terms in Hebrew read right to left, with their own headings and date', async ({ page }) => {
  await page.goto(`${KADUR}/terms/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'תנאי שימוש' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1. החשבון שלכם' })).toBeVisible();
  await expect(page.getByText(/^עודכן לאחרונה:/)).toBeVisible();
  // Right to left for real: the heading's text starts at the right edge of the column.
  const box = await page.getByRole('heading', { level: 1 }).evaluate((el) => {
    const r = document.createRange();
    r.selectNodeContents(el);
    return { text: r.getBoundingClientRect().right, block: el.getBoundingClientRect().right };
  });
  expect(Math.abs(box.block - box.text)).toBeLessThan(2);
  await page.getByRole('link', { name: 'מדיניות הפרטיות' }).first().click();
  await expect(page).toHaveURL(`${KADUR}/privacy/`);
  await expect(page.getByRole('heading', { level: 1, name: 'מדיניות פרטיות' })).toBeVisible();
});

test('a language without its own text shows the English one, marked as English, and says so', async ({ page, context }) => {
  await context.addCookies([{ name: 'portal_locale', value: 'de', url: ARENA }]);
  await page.goto(`${ARENA}/privacy/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const content = page.getByTestId('content-page');
  await expect(content.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(content).toHaveAttribute('lang', 'en');
  await expect(content.getByRole('status')).toContainText('Diese Seite gibt es noch nicht in deiner Sprache');
});

test('/info/{type} shows a page the tenant defines; an unknown one is the 404 page', async ({ page }) => {
  await page.goto(`${ARENA}/info/refunds/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Refund policy' })).toBeVisible();
  await page.goto(`${ARENA}/info/x/`);
  const notFound = page.getByTestId('not-found');
  await expect(notFound).toBeVisible();
  await expect(notFound).toHaveAttribute('data-context', 'page');
  await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await notFound.getByTestId('go-home').click();
  await expect(page).toHaveURL(`${ARENA}/`);
  // A page one tenant has is not another's.
  await page.goto(`${KADUR}/info/refunds/`);
  await expect(page.getByTestId('not-found')).toHaveAttribute('data-context', 'page');
});

test('/open-app on a desktop explains and offers the store the tenant has', async ({ page }) => {
  await page.goto(`${KADUR}/open-app/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('האפליקציה של כדור TV');
  const play = page.getByRole('link', { name: 'להורדה מ־Google Play' });
  await expect(play).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=com.example.kadur');
  await expect(play).toHaveAttribute('rel', 'noopener noreferrer');
  // kadur has no iOS app: no dead App Store button.
  await expect(page.getByTestId('app-store-link')).toHaveCount(0);
  await expect(page).toHaveURL(`${KADUR}/open-app/`);
});

test.describe('on an Android phone', () => {
  test.use({ userAgent: ANDROID, viewport: { width: 390, height: 844 }, hasTouch: true });

  test('/open-app goes straight to the Play Store, replacing itself in the history', async ({ page, context }) => {
    await context.route('https://play.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Play stand-in</title>' }));
    await page.goto(`${KADUR}/`);
    await page.goto(`${KADUR}/open-app/`);
    await expect(page).toHaveURL('https://play.google.com/store/apps/details?id=com.example.kadur');
    await page.goBack();
    await expect(page).toHaveURL(`${KADUR}/`);
  });
});

for (const { name, url, theme } of [
  { name: 'FAQ with an answer open · arena · dark', url: `${ARENA}/faq/`, theme: 'dark' },
  { name: 'terms · kadur (Hebrew) · light', url: `${KADUR}/terms/`, theme: 'light' },
  { name: 'open-app · kadur (Hebrew) · dark', url: `${KADUR}/open-app/`, theme: 'dark' },
]) {
  test(`no serious or critical axe violations: ${name}`, async ({ page, context }, testInfo) => {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [COLOR_MODE_KEY, JSON.stringify(theme)] as const);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const first = page.getByTestId('faq-item').first().getByRole('button');
    if (await first.count()) await first.click();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page, testInfo, name)).toEqual([]);
  });
}

test.describe('a tenant that turned its events remote off (isolated portal)', () => {
  let portal: IsolatedPortal;

  test.beforeAll(async () => {
    const tenantsDir = tenantsCopy((tenant) => {
      if (tenant.id === 'arena') tenant.remotes['mf-events']!.enabled = false;
    });
    portal = await startIsolatedPortal({ tenantsDir, cleanup: [tenantsDir] });
  });

  test.afterAll(async () => {
    await portal?.close();
  });

  test('keeps its terms, FAQ and other content pages, without ever fetching the events remote', async ({ page }) => {
    const eventsRemote: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mf-events/')) eventsRemote.push(request.url());
    });
    const origin = portal.urls.portal;
    expect((await page.goto(`${origin}/terms/`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await expect(page).toHaveTitle('Terms of use · Arena Sports');
    // The footer still links the content pages, and they open inside the app.
    await page.getByTestId('site-footer').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(`${origin}/faq/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    expect((await page.goto(`${origin}/info/refunds/`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Refund policy' })).toBeVisible();
    await page.goto(`${origin}/info/x/`);
    await expect(page.getByTestId('not-found')).toHaveAttribute('data-context', 'page');
    // The events pages themselves are gone: the server and the shell both answer 404.
    expect((await page.goto(`${origin}/live/`))?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    expect(eventsRemote).toEqual([]);
  });
});
