// Low-latency HLS in a real browser (issue 30 items 1 and 5). Neither demo tenant turns it on yet
// (ADR 0057), so this spec starts its own portal where arena does, with the contract's 2 s target.
// A viewer who rewound a live event stays behind; Live brings them back close to the wall clock
// (the program date time of the frame on screen, read from the player's stats overlay), and they
// stay there while it plays on.
// The aim itself (p50 3 s, p95 5 s) is the benchmark's, on a quiet machine: with a core taken by a
// busy loop the distance after Live was 5.6-6.0 s in 2 of 9 runs (docs/benchmarks.md), so a CI
// machine running two browsers is held to low latency's distance with room, well under plain HLS's.
import { expect, test, type Page } from '@playwright/test';
import { freeEvent, playerVideo, pressPlay } from '../../support/player.ts';
import { startIsolatedPortal, tenantsCopy, type IsolatedPortal } from '../../support/start-isolated-portal.ts';

/** Close to live: low latency rests at 2-4 s, 6 s on a busy machine; plain HLS at 10 s or more. */
const CLOSE_S = 7;

test.describe.configure({ timeout: 90_000 });

let portal: IsolatedPortal;
let origin: string;

test.beforeAll(async () => {
  const tenantsDir = tenantsCopy((t) => {
    if (t.id !== 'arena') return;
    const player = (t.player ?? {}) as { lowLatency?: { enabled: boolean; targetLatencySeconds: number } };
    t.player = { ...player, lowLatency: { ...player.lowLatency, enabled: true, targetLatencySeconds: 2 } };
  });
  portal = await startIsolatedPortal({ tenantsDir, cleanup: [tenantsDir] });
  origin = portal.urls.portal.replace('127.0.0.1', 'localhost');
});

test.afterAll(async () => {
  await portal?.close();
});

/** Opens the stats overlay with its key (focus in the player) and returns it. */
async function openStats(page: Page) {
  const stats = page.getByTestId('player-stats');
  // one press per try: a second one would hide it again
  await expect(async () => {
    if (!(await stats.isVisible())) {
      await page.locator('[data-testid="player"] [data-media-player]').focus();
      await page.keyboard.press('s');
    }
    await expect(stats).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
  return stats;
}

async function playLive(page: Page) {
  const event = await freeEvent(origin, 'live');
  await page.goto(`${origin}/events/${event.id}/`);
  await pressPlay(page);
  await expect(page.getByTestId('player-media')).toHaveAttribute('data-low-latency', 'true');
  await expect.poll(() => playerVideo(page).evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 3), { timeout: 30_000 }).toBe(true);
  const stats = await openStats(page);
  /** Seconds from the program date time of the frame on screen to the page's clock (null until known). */
  const clockLatency = async () => {
    const value = await stats.getAttribute('data-clock-latency');
    return value === null ? null : Number(value);
  };
  return { stats, clockLatency };
}

const videoTime = (page: Page) => playerVideo(page).evaluate((v: HTMLVideoElement) => v.currentTime);

test('low latency: a viewer who rewound stays behind; Live brings them back close to the wall clock, and they stay there', async ({ page }) => {
  const { stats, clockLatency } = await playLive(page);
  // hls.js aims at the tenant's 2 s (up to one segment more after stalls of its own)
  await expect.poll(async () => Number(await stats.getAttribute('data-target'))).toBeGreaterThanOrEqual(2);
  expect(Number(await stats.getAttribute('data-target'))).toBeLessThanOrEqual(4);
  await playerVideo(page).evaluate((v: HTMLVideoElement) => {
    v.currentTime = v.seekable.end(v.seekable.length - 1) - 60;
  });
  await expect.poll(() => playerVideo(page).evaluate((v: HTMLVideoElement) => !v.seeking && v.readyState >= 3), { timeout: 30_000 }).toBe(true);
  const behind = page.getByTestId('behind-live');
  await expect(behind).toBeAttached();
  // Still a minute back after 3 s more of playback: hls.js catches up by rate only near the edge.
  const seekedTo = await videoTime(page);
  await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(seekedTo + 3);
  expect(await clockLatency()).toBeGreaterThan(50);

  // The controls hide after 2 s idle: a click that raced them is made again after a pointer move.
  const live = page.getByRole('button', { name: 'Jump to live' });
  await expect(async () => {
    if ((await clockLatency())! < CLOSE_S) return;
    const box = (await page.getByTestId('player').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
    await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 3 + 10, { steps: 3 });
    await live.click({ timeout: 2_500 });
    await expect.poll(clockLatency, { timeout: 5_000 }).toBeLessThan(CLOSE_S);
  }).toPass({ timeout: 40_000 });
  await expect(behind).toHaveCount(0);
  // Five readings over five seconds of the video's own playback, each close to live: a moving
  // picture, not one lucky sample or a frozen recent frame.
  const readings: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const t = await videoTime(page);
    await expect.poll(() => videoTime(page), { timeout: 10_000 }).toBeGreaterThan(t + 1);
    readings.push((await clockLatency())!);
  }
  test.info().annotations.push({ type: 'clock latency after Live (s)', description: readings.map((r) => r.toFixed(1)).join(', ') });
  expect(
    readings.filter((r) => !(r < CLOSE_S)),
    `readings over ${CLOSE_S} s (all: ${readings.join(', ')})`,
  ).toEqual([]);
});
