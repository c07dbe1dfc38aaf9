// Issue 14 item 8: targets at least 24x24 px (WCAG 2.5.8) on a sample of pages with the header's
// menus open; toasts announced (a status or alert inside a live region that is on the page before
// the toast); every control of the player named, in English and in Hebrew; reduced motion respected
// (no carousel auto-advance, no shimmer, computed animation and transition durations about 0).
import { expect, test, type Page } from '@playwright/test';
import { movingElements, smallTargets } from '../../support/a11y-checks.ts';
import { settled } from '../../support/a11y.ts';
import { apiCall } from '../../support/auth/api.ts';
import { ACCOUNTS, ARENA, KADUR, exposeShared, pinDevice, shellReady, signedInState } from '../../support/shell/portal.ts';
import { pressPlay } from '../../support/player.ts';

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

async function playableEvent(origin: string): Promise<number> {
  const list = await apiCall(origin, '/api/event/list', { body: { status: 'archived', size: 30 } });
  const ev = (list.body.content.entries as Array<{ id: number; availableForUser: boolean; isEventAvailableInUserRegion: boolean }>).find(
    (e) => e.availableForUser && e.isEventAvailableInUserRegion,
  )!;
  return ev.id;
}

async function expectTargets(page: Page, label: string) {
  await settled(page);
  const { checked, small } = await smallTargets(page);
  expect(checked, `interactive elements measured on ${label}`).toBeGreaterThan(5);
  expect(small, `targets under 24x24 px on ${label}`).toEqual([]);
}

for (const size of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test(`targets are at least 24x24 px · ${size.name}: home, event page, account pages, header menus open`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: size.viewport, storageState: await signedInState(browser, ARENA, ACCOUNTS.arenaFan) });
    await pinDevice(context, ACCOUNTS.arenaFan);
    const page = await context.newPage();
    await page.goto(`${ARENA}/`);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expectTargets(page, 'home');
    // The header's menus, open: the account menu, and the navigation panel where it is collapsed.
    await page.getByTestId('signed-in-user').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectTargets(page, 'home with the account menu open');
    await page.keyboard.press('Escape');
    const menuToggle = page
      .getByTestId('site-header')
      .locator('button[aria-expanded]')
      .filter({ hasNot: page.getByTestId('signed-in-user') });
    for (const toggle of await menuToggle.all()) {
      if (!(await toggle.isVisible()) || (await toggle.getAttribute('data-testid')) === 'signed-in-user') continue;
      await toggle.click();
      await expectTargets(page, `home with ${(await toggle.getAttribute('aria-label')) ?? 'a header menu'} open`);
      await page.keyboard.press('Escape');
    }
    await page.goto(`${ARENA}/events/${await playableEvent(ARENA)}/`);
    // The page's own signal, not the network going quiet: CI once counted 0 controls on a page still starting.
    await expect(page.locator('[data-testid="player"][data-state="poster"] button')).toBeVisible();
    await expectTargets(page, 'event page with the poster');
    await pressPlay(page);
    await expectTargets(page, 'event page');
    for (const path of ['/account/general/', '/account/devices/', '/account/billing/', '/account/subscription/']) {
      await page.goto(`${ARENA}${path}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectTargets(page, path);
    }
    await context.close();
  });
}

test('toasts are announced: success as a polite status, danger assertively, both shown in the notifications region', async ({ page }) => {
  await page.goto(`${ARENA}/about/`);
  await shellReady(page);
  await exposeShared(page);
  await page.evaluate(() => {
    const shared = (window as unknown as { __e2eShared: { toast: Record<'success' | 'danger', (m: string) => void> } }).__e2eShared;
    shared.toast.success('Saved to your watchlist');
    shared.toast.danger('Could not save');
  });
  // Radix Toast (ADR 0059): the toasts are items of the region; each is spoken by a live status of its own
  const region = page.getByRole('region', { name: 'Notifications' });
  await expect(region.getByRole('listitem').filter({ hasText: 'Saved to your watchlist' })).toBeVisible();
  await expect(region.getByRole('listitem').filter({ hasText: 'Could not save' })).toBeVisible();
  const said = (text: string) => page.locator('#portal-toasts').getByRole('status').filter({ hasText: text });
  await expect(said('Saved to your watchlist')).toHaveAttribute('aria-live', 'polite');
  await expect(said('Could not save')).toHaveAttribute('aria-live', 'assertive');
});

for (const tenant of [
  { origin: ARENA, lang: 'en', play: 'Play' },
  { origin: KADUR, lang: 'he', play: null },
] as const) {
  test(`every button and slider of the player has a name · ${tenant.lang}`, async ({ browser }) => {
    const fan = tenant.lang === 'he' ? ACCOUNTS.kadurFan : ACCOUNTS.arenaFan;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: await signedInState(browser, tenant.origin, fan) });
    await pinDevice(context, fan);
    const page = await context.newPage();
    await page.goto(`${tenant.origin}/events/${await playableEvent(tenant.origin)}/`);
    await pressPlay(page);
    const player = page.getByTestId('player');
    await expect(player.locator('media-play-button, [data-media-play-button], button').first()).toBeAttached();
    // Open the settings menu so its items are rendered too.
    await player.hover();
    const controls = player.locator('button, [role="button"], [role="slider"], input, [role="menuitem"], [role="menuitemradio"]');
    await expect.poll(() => controls.count()).toBeGreaterThan(4);
    const names: string[] = [];
    for (const control of await controls.all()) {
      const name = await control.evaluate((el) => {
        // Name from aria-labelledby, aria-label, or text (what the accessibility tree falls back to).
        const by = el.getAttribute('aria-labelledby');
        if (by)
          return by
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
            .trim();
        return (el.getAttribute('aria-label') ?? el.getAttribute('title') ?? (el as HTMLElement).innerText ?? '').trim();
      });
      const html = await control.evaluate((el) => el.outerHTML.slice(0, 160));
      expect(name, `unnamed control in the player (${tenant.lang}): ${html}`).not.toBe('');
      names.push(name);
    }
    // the poster's press started playback, so the toggle may read Pause
    if (tenant.play) expect(names.some((n) => n === tenant.play || n === 'Pause')).toBe(true);
    else expect(names.filter((n) => /[\u0590-\u05FF]/.test(n)).length, `Hebrew names in the player: ${names.join(' | ')}`).toBeGreaterThan(3);
    await context.close();
  });
}

test('reduced motion: the carousel does not move by itself, no shimmer, animations and transitions about 0', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // The page's timers on Playwright's clock (running at the normal pace): an auto-advance is a timer.
  await page.clock.install();
  await page.goto(`${ARENA}/`);
  await expect(page.getByTestId('home-page')).toBeVisible();
  // Skeletons (shimmer) while loading: none of them animates.
  await settled(page);
  const moving = await movingElements(page);
  expect(moving, 'elements still animating or transitioning under reduced motion').toEqual([]);
  // Carousels (hero, rows) stay where they are over a few auto-advance intervals.
  const positions = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[aria-roledescription="carousel"], [data-testid*="carousel"]')].map((c) => {
        const track = c.querySelector<HTMLElement>('[aria-live], ul, [data-track]') ?? c;
        return `${track.scrollLeft}|${getComputedStyle(track).transform}|${c.querySelector('[aria-current="true"], [data-active="true"]')?.textContent ?? ''}`;
      }),
    );
  const before = await positions();
  // 8 s of the page's time at once (every timer due in it fires), then two frames to draw the result.
  await page.clock.runFor(8_000);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await positions()).toEqual(before);
  await context.close();
});
