// The event page shows the poster with one Play button until the viewer presses it, and only
// then loads and starts the player (ADR 0039). Tests that need the <video> press it first.
import { expect, type Page } from '@playwright/test';
import { apiCall } from './auth/api.ts';

/** The player's <video> on an event page (after pressPlay). */
export const playerVideo = (page: Page) => page.locator('[data-testid="player"] video').first();

/** Presses Play on the event page's poster and waits for the player's <video>. */
export async function pressPlay(page: Page): Promise<void> {
  await page.locator('[data-testid="player"][data-state="poster"] button').click();
  await expect(page.getByTestId('player').locator('video')).toHaveCount(1, { timeout: 20_000 });
}

/** An event of that status ('archived' for a recording, 'live') anyone may watch on that tenant's origin. */
export async function freeEvent(origin: string, status: 'archived' | 'live') {
  const r = await apiCall<{
    content: { entries: Array<{ id: number; availableForUser: boolean; isEventAvailableInUserRegion: boolean; source: { hd: string | null } }> };
  }>(origin, '/api/event/list', { body: { status, size: 20 } });
  expect(r.status, r.text).toBe(200);
  const event = r.body.content.entries.find((e) => e.availableForUser && e.isEventAvailableInUserRegion && e.source.hd);
  expect(event, `a ${status} event anyone may watch on ${origin}`).toBeDefined();
  return event!;
}

/** The layout hides its controls after 2 s without a pointer move; a move over the player shows them. */
export async function showPlayerControls(page: Page) {
  const box = (await page.getByTestId('player').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  await page.mouse.move(box.x + box.width / 2 + 15, box.y + box.height / 3 + 10, { steps: 2 });
}

/**
 * Picks `option` (a radio item) at the end of a path of the player's menus, named by their labels
 * (Settings first, then its submenus), and waits until it is the checked one.
 * - The pointer moves before each step: on a busy machine a step can outlast the controls' 2 s.
 * - A menu is opened only if it is not open yet, so a retry after a slow click does not close it.
 * - Vidstack marks a menu's trigger aria-hidden while one of its submenus is open, so the path is
 *   found with hidden elements too: a retry walks it from whatever a failed try left open (a run
 *   with a busy core saw every retry wait for a hidden trigger).
 */
export async function choosePlayerMenuItem(page: Page, menus: [settings: string, ...submenus: string[]], option: string) {
  const [settings, ...submenus] = menus;
  // in the last menu of the path: "English" is both a commentary and a caption language
  const item = page
    .getByRole('menu', { name: new RegExp(`^${menus.at(-1)!}`), includeHidden: true })
    .getByRole('menuitemradio', { name: option, exact: true, includeHidden: true });
  const path = [
    page.getByTestId('player').getByRole('button', { name: settings, exact: true, includeHidden: true }),
    ...submenus.map((name) => page.getByRole('menuitem', { name: new RegExp(`^${name}`), includeHidden: true })),
  ];
  await expect(async () => {
    // a click of an earlier try that landed after its timeout
    if ((await item.count()) === 1 && (await item.getAttribute('aria-checked')) === 'true') return;
    for (const step of path) {
      await showPlayerControls(page);
      if ((await step.getAttribute('aria-expanded', { timeout: 5_000 })) !== 'true') await step.click({ timeout: 5_000 });
    }
    await showPlayerControls(page);
    await item.click({ timeout: 5_000 });
    await expect(item).toHaveAttribute('aria-checked', 'true', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Escape');
}
