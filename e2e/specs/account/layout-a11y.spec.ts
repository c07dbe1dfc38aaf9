// Issue 12 items 7 and "accessibility is part of done": every account page (with commerce: the plan and
// ticket details and the open card form too) fits a 360 px phone
// with no sideways scroll (both tenants, Hebrew right-to-left on kadur), and has no serious or
// critical WCAG 2.2 AA violation (axe) in either theme.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, settled } from '../../support/a11y.ts';
import type { ApiAccount } from '../../support/auth/api.ts';
import { localeOf } from '../../support/auth/browser.ts';
import { ARENA, COLOR_MODE_KEY, KADUR } from '../../support/shell/portal.ts';
import { accountText, accountWith, buyPlanAndTicket, signInTo } from './account-support.ts';

// Nine pages a test, each with axe: 180 s leaves room on a busy 2-core CI machine (it took ~90 s under load).
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

type Target = { path: string; heading: string; open?: (page: Page) => Promise<void> };

/** Every account page; with commerce (arena) the details of a bought plan and ticket and the open card form too. */
async function targets(origin: string, locale: string, account: ApiAccount): Promise<Target[]> {
  const text = (key: string) => accountText(locale, key);
  const list: Target[] = [
    { path: '/account/general/', heading: text('general.details') },
    { path: '/account/password/', heading: text('password.title') },
    { path: '/account/devices/', heading: text('devices.title') },
    { path: '/account/billing/', heading: text('pages.billing.title') },
    { path: '/account/subscription/', heading: text('pages.subscription.title') },
    { path: '/account/ppv/', heading: text('pages.ppv.title') },
  ];
  if (new URL(origin).hostname.startsWith('kadur.')) {
    // No commerce: the detail pages say so (any id).
    return [
      ...list,
      { path: '/account/subscription/1/', heading: text('pages.subscriptionDetail.title') },
      { path: '/account/ppv/1/', heading: text('pages.ppvDetail.title') },
    ];
  }
  const bought = await buyPlanAndTicket(origin, account);
  return [
    ...list,
    { path: `/account/subscription/${bought.contractId}/`, heading: bought.plan.title },
    { path: `/account/ppv/${bought.ticketId}/`, heading: bought.event.title },
    {
      path: '/account/billing/',
      heading: text('pages.billing.title'),
      open: async (page) => {
        await page.getByRole('button', { name: text('billing.card.replace') }).click();
        await expect(page.locator('[data-testid="card-fields"][data-state="ready"]')).toBeVisible();
      },
    },
  ];
}

for (const { origin, theme } of [
  { origin: ARENA, theme: 'light' },
  { origin: KADUR, theme: 'dark' },
] as const) {
  const locale = localeOf(origin);
  test(`account pages fit 360 px and pass axe · ${locale} · ${theme}`, async ({ page, context }, testInfo) => {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [COLOR_MODE_KEY, JSON.stringify(theme)] as const);
    await page.setViewportSize({ width: 360, height: 780 });
    const account = await accountWith(
      origin,
      { countryName: 'Israel', city: 'Haifa', phone: '+972 4 555 1234' },
      'Maximiliana Featherstonehaugh-Wolfeschlegel',
    );
    const pages = await targets(origin, locale, account);
    await signInTo(page, origin, account, pages[0]!.path);
    for (const target of pages) {
      if (new URL(page.url()).pathname !== target.path || target.open) await page.goto(new URL(target.path, origin).href);
      await expect(page.getByRole('heading', { name: target.heading }).first()).toBeVisible();
      await target.open?.(page);
      await settled(page);
      // The section row scrolls sideways on a phone: the current section is brought fully into view.
      const current = page.getByRole('navigation', { name: accountText(locale, 'nav.label') }).locator('[aria-current="page"]');
      if (await current.count()) {
        // Within its scrolling row (to the pixel; IntersectionObserver's ratio misses by rounding at the edge).
        const inside = () =>
          current.evaluate((el) => {
            const row = el.closest('ul')!.getBoundingClientRect();
            const box = el.getBoundingClientRect();
            return box.left >= row.left - 1 && box.right <= row.right + 1;
          });
        await expect.poll(inside, { message: `${target.path}: the current section is off-screen` }).toBe(true);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${target.path} scrolls sideways by ${overflow}px at 360px (${locale})`).toBeLessThanOrEqual(0);
      const blocking = await seriousViolations(page, testInfo, `${target.path} ${locale} ${theme}`);
      expect(blocking, `serious/critical WCAG 2.2 AA violations on ${target.path} (${locale}, ${theme})`).toEqual([]);
    }
  });
}
