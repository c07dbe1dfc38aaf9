// Issue 27 item 6: text people type cannot break the page. A tag titled with the longest title the
// contract allows, without a space, used to widen the event page (2,022 px at 300 characters) and
// cover its Edit and Remove buttons on every later visit; a long e-mail broke mid-word on the
// account page. Both pages, on a phone and a desktop, in English (arena) and Hebrew (kadur): no
// horizontal overflow, the buttons on screen and clickable, the full title available.
import { expect, test, type Page } from '@playwright/test';
import { MEDIA_TITLE_MAX } from '@portal/shared/contract/media-schemas';
import { apiCall, registerAccount } from '../../support/auth/api.ts';
import { samplesFor } from '../../support/route-samples.ts';
import { clubsOf } from '../account/account-support.ts';
import { signInThroughLoginPage } from '../../support/session.ts';
import { ARENA, KADUR } from '../../support/shell/portal.ts';

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

const WIDTHS = [390, 1280] as const;
// 300 characters as the walk-through used, or the contract's bound when that is lower.
const TITLE = 'W'.repeat(Math.min(300, MEDIA_TITLE_MAX));

/** The page is no wider than the viewport (1 px for rounding). */
async function expectNoHorizontalOverflow(page: Page, label: string) {
  const { scroll, viewport } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(scroll, `${label}: page width ${scroll} px in a ${viewport} px viewport`).toBeLessThanOrEqual(viewport + 1);
}

/** On screen inside the viewport, and the topmost element where a click lands (trial click: nothing happens). */
async function expectOnScreenAndClickable(page: Page, locator: ReturnType<Page['locator']>, label: string) {
  await expect(locator, label).toBeVisible();
  const box = (await locator.boundingBox())!;
  const width = await page.evaluate(() => window.innerWidth);
  expect(box.x, `${label} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${label} ends on screen`).toBeLessThanOrEqual(width + 1);
  await locator.click({ trial: true, timeout: 5_000 });
}

const longEmail = (tag: string) =>
  `${tag}.fieldingrobinsonfielding.${process.pid}${Date.now().toString(36)}@supporters-club-of-the-coastal-premier-league.example.test`;

for (const tenant of [
  { name: 'arena', origin: ARENA, dir: 'ltr' },
  { name: 'kadur', origin: KADUR, dir: 'rtl' },
] as const) {
  test(`${tenant.name}: a tag titled with ${TITLE.length} characters without a space and a long e-mail leave the event and account pages within the screen`, async ({
    browser,
  }) => {
    const account = await registerAccount(tenant.origin, { email: longEmail(tenant.name) });
    if (tenant.name === 'kadur') {
      // a favourite-club tenant holds a new user at /club/ until a club is chosen
      const club = await apiCall(tenant.origin, '/api/user/update_profile', {
        token: account.tokens.access,
        body: { data: { favoriteClubId: (await clubsOf(tenant.origin))[0]!.value } },
      });
      expect(club.status, club.text).toBe(200);
    }
    const eventId = (await samplesFor(tenant.origin)).eventId!;
    const created = await apiCall(tenant.origin, '/api/tag/saveV2', {
      token: account.tokens.access,
      body: { targetId: Number(eventId), title: TITLE, startTime: 5, endTime: 5, type: 'user', global: false },
    });
    expect(created.status, created.text).toBe(200);

    const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 844 } });
    try {
      const page = await context.newPage();
      await signInThroughLoginPage(page, tenant.origin, account);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });

        await page.goto(`${tenant.origin}/events/${eventId}/`);
        await expect(page.locator('html')).toHaveAttribute('dir', tenant.dir);
        const title = page.getByTestId('tag-title').filter({ hasText: TITLE });
        await expect(title).toBeVisible();
        await expect(title).toContainText(TITLE); // the full title is on the page, wrapped
        const row = page.getByRole('listitem').filter({ has: title });
        const [edit, remove] = [row.getByRole('button').nth(1), row.getByRole('button').nth(2)];
        await expectNoHorizontalOverflow(page, `event page at ${width} px`);
        await expectOnScreenAndClickable(page, edit, `Edit at ${width} px`);
        await expectOnScreenAndClickable(page, remove, `Remove at ${width} px`);

        await page.goto(`${tenant.origin}/account/general/`);
        const email = page.getByTestId('profile-email');
        await expect(email).toHaveText(account.email);
        await expect(email).toHaveAttribute('dir', 'ltr');
        await expectNoHorizontalOverflow(page, `account page at ${width} px`);
        await expectOnScreenAndClickable(page, page.getByTestId('profile-edit'), `profile Edit at ${width} px`);
        // the address wraps inside its box: nothing of it is cut off
        expect(await email.evaluate((node) => node.scrollWidth <= node.clientWidth + 1 || node.getBoundingClientRect().width <= window.innerWidth)).toBe(true);
      }
    } finally {
      await context.close();
    }
  });
}
