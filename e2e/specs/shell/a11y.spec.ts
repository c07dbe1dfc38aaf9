// Accessibility (WCAG 2.2 AA rule set of axe-core, e2e/support/a11y.ts) of the
// shell's main surfaces: home, sign-in and the 404 page, in both themes, in English (arena) and in
// Hebrew right-to-left (kadur). Serious and critical violations fail; the full report is attached.
import { expect, test, type Page } from '@playwright/test';
import { ARENA, COLOR_MODE_KEY, KADUR } from '../../support/shell/portal.ts';
import { seriousViolations, settled } from '../../support/a11y.ts';

// axe on the full home page takes a while on a busy 2-core machine.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const PAGES: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
  { name: 'home', path: '/', ready: (page) => expect(page.getByTestId('home-page')).toBeVisible() },
  { name: 'login', path: '/auth/login/', ready: (page) => expect(page.getByTestId('login-page')).toBeVisible() },
  { name: '404', path: '/no-such-page/', ready: (page) => expect(page.getByTestId('not-found')).toBeVisible() },
];
const TENANTS = [
  { name: 'arena (English)', origin: ARENA, lang: 'en', dir: 'ltr' },
  { name: 'kadur (Hebrew)', origin: KADUR, lang: 'he', dir: 'rtl' },
];

for (const tenant of TENANTS) {
  for (const theme of ['dark', 'light'] as const) {
    for (const target of PAGES) {
      test(`${target.name} · ${tenant.name} · ${theme}`, async ({ page, context }, testInfo) => {
        await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [COLOR_MODE_KEY, JSON.stringify(theme)] as const);
        await page.goto(`${tenant.origin}${target.path}`);
        await target.ready(page);
        await expect(page.locator('html')).toHaveAttribute('data-color-mode', theme);
        await expect(page.locator('html')).toHaveAttribute('dir', tenant.dir);
        // Colours are measured at rest: no finite (entrance) animation is still running.
        await settled(page);
        const blocking = await seriousViolations(page, testInfo, `${target.name} ${tenant.name} ${theme}`);
        expect(blocking, `serious/critical WCAG 2.2 AA violations on ${target.path} (${tenant.name}, ${theme})`).toEqual([]);
      });
    }
  }
}
