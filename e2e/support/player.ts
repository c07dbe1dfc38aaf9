// The event page shows the poster with one Play button until the viewer presses it, and only
// then loads and starts the player (ADR 0039). Tests that need the <video> press it first.
import { expect, type Page } from '@playwright/test';

/** The player's <video> on an event page (after pressPlay). */
export const playerVideo = (page: Page) => page.locator('[data-testid="player"] video').first();

/** Presses Play on the event page's poster and waits for the player's <video>. */
export async function pressPlay(page: Page): Promise<void> {
  await page.locator('[data-testid="player"][data-state="poster"] button').click();
  await expect(page.getByTestId('player').locator('video')).toHaveCount(1, { timeout: 20_000 });
}
