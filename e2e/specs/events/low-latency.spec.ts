// Low-latency HLS in a real browser (issue 30 items 1 and 5). Neither demo tenant turns it on yet
// (ADR 0057), so the arena tests start their own portal where arena does, with the contract's 2 s
// target; kadur, on the shared portal, shows the plain window every other tenant gets.
// The distance measured is the player's own: from the program date time of the frame on screen to
// the page's clock, read from the stats overlay (data-clock-latency), with hls.js's target beside it.
// The aims (p50 3 s, p95 5 s) are the tenant's 2 s target plus one and three seconds. hls.js widens
// its target by a second for each stall it saw, up to one segment (latency-controller.ts), and a CI
// machine running two browsers on two cores makes the decoder stall now and then; so the readings
// are held to the aims over the target hls.js had at each. With no stall those are the aims themselves.
import { expect, test, type Page } from '@playwright/test';
import { KADUR } from '../../support/shell/portal.ts';
import { freeEvent, playerVideo, pressPlay, showPlayerControls } from '../../support/player.ts';
import { startIsolatedPortal, tenantsCopy, type IsolatedPortal } from '../../support/start-isolated-portal.ts';

/** The contract's default target latency, and the aims (p50 3 s, p95 5 s) over it. */
const TARGET_S = 2;
const P50_OVER_TARGET_S = 1;
const P95_OVER_TARGET_S = 3;
/** hls.js widens the target by at most one segment. */
const SEGMENT_S = 2;

test.describe.configure({ timeout: 120_000 });

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

interface Reading {
  /** Seconds from the program date time of the frame on screen to the page's clock. */
  latency: number;
  /** hls.js's target then (seconds). */
  target: number;
}

async function playLive(page: Page, origin: string) {
  const event = await freeEvent(origin, 'live');
  await page.goto(`${origin}/events/${event.id}/`);
  await pressPlay(page);
  await expect.poll(() => playerVideo(page).evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 3), { timeout: 30_000 }).toBe(true);
  const stats = await openStats(page);
  // the overlay refreshes every second: both figures of one refresh, taken together
  const reading = () =>
    stats.evaluate((el): { latency: number | null; target: number | null } => {
      const number = (name: string) => (el.hasAttribute(name) ? Number(el.getAttribute(name)) : null);
      return { latency: number('data-clock-latency'), target: number('data-target') };
    });
  return { stats, reading };
}

const videoTime = (page: Page) => playerVideo(page).evaluate((v: HTMLVideoElement) => v.currentTime);

/** One reading per second of the video's own playback, `count` of them: a moving picture, not a frozen recent frame. */
async function readingsWhilePlaying(page: Page, reading: () => Promise<{ latency: number | null; target: number | null }>, count: number) {
  const readings: Reading[] = [];
  for (let i = 0; i < count; i += 1) {
    const t = await videoTime(page);
    await expect.poll(() => videoTime(page), { timeout: 10_000 }).toBeGreaterThan(t + 1);
    const r = await reading();
    expect(r.latency, 'the overlay knows the distance to the clock').not.toBeNull();
    readings.push({ latency: r.latency!, target: r.target! });
  }
  test.info().annotations.push({ type: 'latency / target (s)', description: readings.map((r) => `${r.latency.toFixed(1)}/${r.target}`).join(', ') });
  return readings;
}

/**
 * Waits until the player has settled within the aim of its target after a start or a jump: the
 * player steps there once the media is buffered (live-settle.ts in mf-events); with a busy core that
 * took up to ~10 s.
 */
async function settled(reading: () => Promise<{ latency: number | null; target: number | null }>) {
  const from = Date.now();
  await expect
    .poll(
      async () => {
        const r = await reading();
        return r.latency === null || r.target === null ? Infinity : r.latency - r.target;
      },
      { timeout: 30_000, message: 'the player settles within a second of its target' },
    )
    .toBeLessThanOrEqual(P50_OVER_TARGET_S);
  test.info().annotations.push({ type: 'settled after (s)', description: ((Date.now() - from) / 1000).toFixed(1) });
}

/**
 * The aims over the target hls.js had at each reading: the median at most a second over it
 * (p50 3 s with the 2 s target), every reading at most three seconds over it (p95 5 s). With no
 * stall the target is the tenant's and these are the aims themselves.
 */
function expectWithinAims(readings: Reading[]) {
  for (const r of readings) {
    expect(r.target, 'hls.js aims at the tenant target, widened by at most one segment').toBeGreaterThanOrEqual(TARGET_S);
    expect(r.target).toBeLessThanOrEqual(TARGET_S + SEGMENT_S);
  }
  const over = readings.map((r) => r.latency - r.target).sort((a, b) => a - b);
  const all = readings.map((r) => `${r.latency}/${r.target}`).join(', ');
  expect(over[Math.floor(over.length / 2)], `median over the target (latency/target: ${all})`).toBeLessThanOrEqual(P50_OVER_TARGET_S);
  expect(over.at(-1), `largest over the target (latency/target: ${all})`).toBeLessThanOrEqual(P95_OVER_TARGET_S);
}

test.describe('arena with low latency on', () => {
  let portal: IsolatedPortal;
  let arena: string;

  test.beforeAll(async () => {
    const tenantsDir = tenantsCopy((t) => {
      if (t.id !== 'arena') return;
      const player = (t.player ?? {}) as { lowLatency?: { enabled: boolean; targetLatencySeconds: number } };
      t.player = { ...player, lowLatency: { enabled: true, targetLatencySeconds: TARGET_S } };
    });
    portal = await startIsolatedPortal({ tenantsDir, cleanup: [tenantsDir] });
    arena = portal.urls.portal.replace('127.0.0.1', 'localhost');
  });

  test.afterAll(async () => {
    await portal?.close();
  });

  test('arena: a live event plays within the aim of the wall clock, through LL-HLS parts and blocking reloads', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (/\/live\/\d+\/main\/[\w-]+\.m3u8/.test(request.url())) requests.push(request.url());
    });
    const { reading } = await playLive(page, arena);
    await expect(page.getByTestId('player-media')).toHaveAttribute('data-low-latency', 'true');
    expect(
      requests.some((url) => /[?&]_HLS_msn=\d+/.test(url)),
      'blocking playlist reloads',
    ).toBe(true);
    await settled(reading);
    const readings = await readingsWhilePlaying(page, reading, 7);
    expectWithinAims(readings);
  });

  test('arena: a viewer who rewound stays behind; Live brings them back within the aim, and they stay there', async ({ page }) => {
    const { reading } = await playLive(page, arena);
    await playerVideo(page).evaluate((v: HTMLVideoElement) => {
      v.currentTime = v.seekable.end(v.seekable.length - 1) - 60;
    });
    await expect.poll(() => playerVideo(page).evaluate((v: HTMLVideoElement) => !v.seeking && v.readyState >= 3), { timeout: 30_000 }).toBe(true);
    const behind = page.getByTestId('behind-live');
    await expect(behind).toBeAttached();
    // Still a minute back after 3 s more of playback: hls.js catches up by rate only near the edge.
    const seekedTo = await videoTime(page);
    await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(seekedTo + 3);
    expect((await reading()).latency).toBeGreaterThan(50);

    const live = page.getByRole('button', { name: 'Jump to live' });
    // The controls hide after 2 s idle: a click that raced them is made again after a pointer move. A
    // click that landed gets 15 s to fetch the edge (a busy machine), so a retry does not restart it.
    await expect(async () => {
      if (((await reading()).latency ?? Infinity) < 10) return;
      await showPlayerControls(page);
      await live.click({ timeout: 2_500 });
      await expect.poll(async () => (await reading()).latency ?? Infinity, { timeout: 15_000 }).toBeLessThan(10);
    }).toPass({ timeout: 60_000 });
    await expect(behind).toHaveCount(0);
    await settled(reading);
    const readings = await readingsWhilePlaying(page, reading, 7);
    expectWithinAims(readings);
  });
});

test('kadur: without low latency the player falls back to the plain window, several segments behind', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/live\/\d+\/main\/[\w-]+\.m3u8/.test(request.url())) requests.push(request.url());
  });
  const { reading } = await playLive(page, KADUR);
  await expect(page.getByTestId('player-media')).not.toHaveAttribute('data-low-latency');
  expect(requests.length).toBeGreaterThan(0);
  expect(
    requests.filter((url) => /_HLS_(msn|part)=/.test(url)),
    'no blocking reloads',
  ).toEqual([]);
  // three segments behind the newest complete one (ADR 0032): well past low latency's distance
  const [first] = await readingsWhilePlaying(page, reading, 1);
  expect(first!.latency).toBeGreaterThan(3 * SEGMENT_S);
});
