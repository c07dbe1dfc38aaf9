// Issue 12 items 7 and "accessibility is part of done": every account page fits a 360 px phone
// with no sideways scroll (both tenants, Hebrew right-to-left on kadur), and has no serious or
// critical WCAG 2.2 AA violation (axe) in either theme.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { localeOf } from '../../support/auth/browser.ts';
import { ARENA, COLOR_MODE_KEY, KADUR } from '../../support/shell/portal.ts';
import { accountText, accountWith, signInTo } from './account-support.ts';

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const PAGES = [
  { path: '/account/general/', heading: (locale: string) => accountText(locale, 'general.details'), role: 'heading' as const },
  { path: '/account/password/', heading: (locale: string) => accountText(locale, 'password.title'), role: 'heading' as const },
  { path: '/account/devices/', heading: (locale: string) => accountText(locale, 'devices.title'), role: 'heading' as const },
  { path: '/account/billing/', heading: (locale: string) => accountText(locale, 'pages.billing.title'), role: 'heading' as const },
  { path: '/account/subscription/', heading: (locale: string) => accountText(locale, 'pages.subscription.title'), role: 'heading' as const },
  { path: '/account/ppv/', heading: (locale: string) => accountText(locale, 'pages.ppv.title'), role: 'heading' as const },
];

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity).length))
    .toBe(0);
}

for (const { origin, theme } of [
  { origin: ARENA, theme: 'light' },
  { origin: KADUR, theme: 'dark' },
] as const) {
  const locale = localeOf(origin);
  test(`account pages fit 360 px and pass axe · ${locale} · ${theme}`, async ({ page, context }, testInfo) => {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [COLOR_MODE_KEY, JSON.stringify(theme)] as const);
    await page.setViewportSize({ width: 360, height: 780 });
    const account = await accountWith(origin, { countryName: 'Israel', city: 'Haifa', phone: '+972 4 555 1234' }, 'Maximiliana Featherstonehaugh-Wolfeschlegel');
    await signInTo(page, origin, account, PAGES[0]!.path);
    for (const target of PAGES) {
      if (new URL(page.url()).pathname !== target.path) await page.goto(new URL(target.path, origin).href);
      await expect(page.getByRole(target.role, { name: target.heading(locale) }).first()).toBeVisible();
      await settled(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${target.path} scrolls sideways by ${overflow}px at 360px (${locale})`).toBeLessThanOrEqual(0);
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      await testInfo.attach(`axe${target.path.replace(/\//g, '-')}json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join(' ').trim()}`) }));
      expect(blocking, `serious/critical WCAG 2.2 AA violations on ${target.path} (${locale}, ${theme})`).toEqual([]);
    }
  });
}
