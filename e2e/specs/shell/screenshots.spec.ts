// Visual regression of the shell's chrome (issue 8 item 7): phone (390x844) and desktop
// (1280x800), dark and light, English (arena) and Hebrew (kadur); home, sign-in, 404 and
// the phone menu, each compared with a committed baseline by toHaveScreenshot. A visual
// change to the header (colour, spacing, logo, navigation) fails this spec.
//
// Determinism: animations are disabled and the caret hidden (toHaveScreenshot's
// defaults, kept explicit), web fonts and images are awaited, and toHaveScreenshot
// waits for two identical frames. The home page's content (events whose times are
// relative to the API's clock) is masked: only the chrome around it is compared.
//
// After an intended visual change, regenerate and commit the baselines:
//   node scripts/build-missing.mjs
//   npx playwright test -c e2e/playwright.config.ts e2e/specs/shell/screenshots.spec.ts --update-snapshots
//   git add e2e/specs/shell/screenshots.spec.ts-snapshots
// and look at every changed image in the diff before committing it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ARENA, COLOR_MODE_KEY, KADUR } from '../../support/shell/portal.ts';

test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
} as const;
const TENANTS = [
  { id: 'arena-en', origin: ARENA },
  { id: 'kadur-he', origin: KADUR },
];
const PAGES: Array<{ id: string; path: string; ready: (page: Page) => Promise<void>; mask: (page: Page) => Locator[] }> = [
  { id: 'home', path: '/', ready: (page) => expect(page.getByTestId('event-card').first()).toBeVisible(), mask: (page) => [page.getByTestId('home-page')] },
  { id: 'login', path: '/auth/login/', ready: (page) => expect(page.getByTestId('login-page')).toBeVisible(), mask: () => [] },
  { id: '404', path: '/no-such-page/', ready: (page) => expect(page.getByTestId('not-found')).toBeVisible(), mask: () => [] },
];

/**
 * At most 1% of the pixels may differ, and a pixel differs when its colour moves by more than
 * 0.1 (YIQ): the default 0.2 let a dark-navy header turned dark red pass unnoticed.
 */
const TOLERANCE = { maxDiffPixelRatio: 0.01, threshold: 0.1, animations: 'disabled', caret: 'hide' } as const;

/**
 * The header alone, held much tighter: on a whole page 1% is ~10,000 pixels, enough for a new
 * navigation entry to slip through; in the header 40 pixels is less than one letter.
 */
const HEADER_TOLERANCE = { maxDiffPixels: 40, threshold: 0.1, animations: 'disabled', caret: 'hide' } as const;

/**
 * Web fonts and the eagerly loaded images (logo, icons) have arrived, polled with no fixed
 * wait. Lazy images belong to the masked page content; Chromium may leave one at the
 * viewport's edge unloaded.
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.fonts.status === 'loaded' && [...document.images].every((img) => img.loading === 'lazy' || img.complete));
}

for (const tenant of TENANTS) {
  for (const [device, options] of Object.entries(DEVICES)) {
    for (const theme of ['dark', 'light'] as const) {
      test(`${tenant.id} · ${device} · ${theme}`, async ({ browser }) => {
        const context = await browser.newContext({ ...options, colorScheme: theme, reducedMotion: 'reduce' });
        await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [COLOR_MODE_KEY, JSON.stringify(theme)] as const);
        const page = await context.newPage();
        for (const target of PAGES) {
          await page.goto(`${tenant.origin}${target.path}`);
          await target.ready(page);
          await expect(page.locator('html')).toHaveAttribute('data-color-mode', theme);
          await settled(page);
          await expect(page).toHaveScreenshot(`${tenant.id}-${device}-${theme}-${target.id}.png`, { ...TOLERANCE, mask: target.mask(page) });
        }
        await expect(page.getByTestId('site-header')).toHaveScreenshot(`${tenant.id}-${device}-${theme}-header.png`, HEADER_TOLERANCE);
        // The mobile menu open (phone) shows the navigation panel.
        if (device === 'phone') {
          await page.goto(`${tenant.origin}/`);
          await expect(page.getByTestId('event-card').first()).toBeVisible();
          await page.getByTestId('menu-button').click();
          await expect(page.getByTestId('mobile-nav')).toBeVisible();
          await settled(page);
          await expect(page).toHaveScreenshot(`${tenant.id}-${device}-${theme}-menu.png`, { ...TOLERANCE, mask: [page.getByTestId('home-page')] });
        }
        await context.close();
      });
    }
  }
}
