// Screenshots for the visual review of issue 4: phone (390x844) and desktop (1280x800), dark and
// light, English (arena) and Hebrew (kadur); home, sign-in and 404. Each image is attached to the
// report and written to <outputDir>/screenshots/ (test-results/screenshots/ by default).
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
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
const PAGES: Array<{ id: string; path: string; ready: (page: Page) => Promise<void>; fullPage: boolean }> = [
  { id: 'home', path: '/', ready: (page) => expect(page.getByTestId('home-page')).toBeVisible(), fullPage: true },
  { id: 'login', path: '/auth/login/', ready: (page) => expect(page.getByTestId('login-page')).toBeVisible(), fullPage: false },
  { id: '404', path: '/no-such-page/', ready: (page) => expect(page.getByTestId('not-found')).toBeVisible(), fullPage: false },
];

for (const tenant of TENANTS) {
  for (const [device, options] of Object.entries(DEVICES)) {
    for (const theme of ['dark', 'light'] as const) {
      test(`${tenant.id} · ${device} · ${theme}`, async ({ browser }, testInfo) => {
        const context = await browser.newContext({ ...options, colorScheme: theme });
        await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [COLOR_MODE_KEY, JSON.stringify(theme)] as const);
        const page = await context.newPage();
        const dir = join(testInfo.project.outputDir, 'screenshots');
        mkdirSync(dir, { recursive: true });
        for (const target of PAGES) {
          await page.goto(`${tenant.origin}${target.path}`);
          await target.ready(page);
          await expect(page.locator('html')).toHaveAttribute('data-color-mode', theme);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(500);
          const name = `${tenant.id}-${device}-${theme}-${target.id}.png`;
          const path = join(dir, name);
          await page.screenshot({ path, fullPage: target.fullPage, animations: 'disabled' });
          await testInfo.attach(name, { path, contentType: 'image/png' });
        }
        // The mobile menu open (phone) shows the navigation panel.
        if (device === 'phone') {
          await page.goto(`${tenant.origin}/`);
          await expect(page.getByTestId('home-page')).toBeVisible();
          await page.getByTestId('menu-button').click();
          await expect(page.getByTestId('mobile-nav')).toBeVisible();
          await page.waitForTimeout(300);
          const path = join(dir, `${tenant.id}-${device}-${theme}-menu.png`);
          await page.screenshot({ path, animations: 'disabled' });
          await testInfo.attach(`${tenant.id}-${device}-${theme}-menu.png`, { path, contentType: 'image/png' });
        }
        await context.close();
      });
    }
  }
}
