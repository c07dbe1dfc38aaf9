// Issue 15 items 1, 4 and 6 against the real API and its simulated live HLS: rewind a live
// event and come back with Live, open a shared `?t=` link, copy a moment link, enter
// picture-in-picture, and the keyboard shortcuts help. The event page with the new controls
// (phone and desktop, light and dark, Hebrew) is measured: the behind-live count inside the
// player, the shortcuts dialog whole on screen, in the chosen theme and direction.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { playerVideo, pressPlay, showPlayerControls } from '../../support/player.ts';

interface ApiEvent {
  id: number;
  availableForUser: boolean;
  isEventAvailableInUserRegion: boolean;
  source: { hd: string | null };
}

async function events(request: APIRequestContext, baseURL: string, status: string, size = 20): Promise<ApiEvent[]> {
  const r = await request.post(new URL('/api/event/list', baseURL).href, { data: { status, size } });
  expect(r.status()).toBe(200);
  return ((await r.json()).content.entries as ApiEvent[]).filter((e) => e.availableForUser && e.isEventAvailableInUserRegion && e.source.hd);
}

/** The player's LIVE_EDGE_TOLERANCE_S (mf-events/src/features/player/Player.tsx): "at live" within this of the edge. */
const LIVE_EDGE_S = 15;

const timing = (page: Page) =>
  playerVideo(page).evaluate((v: HTMLVideoElement) => ({
    time: v.currentTime,
    start: v.seekable.length ? v.seekable.start(0) : 0,
    end: v.seekable.length ? v.seekable.end(v.seekable.length - 1) : 0,
    paused: v.paused,
    ended: v.ended,
  }));

async function play(page: Page) {
  // Play on the poster: the player loads and starts by itself (ADR 0039).
  await pressPlay(page);
  await expect.poll(() => playerVideo(page).evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  // Playing, or already played to the end: a link to 0:08 of a 12 s recording ends 4 s after it starts,
  // which a busy machine's polls can miss (CI saw it paused at 0:12).
  await expect
    .poll(
      async () => {
        const { paused, ended } = await timing(page);
        return !paused || ended;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

/** Visible once the pointer moves over the player (the controls hide again after 2 s idle). */
async function expectShown(page: Page, testId: string) {
  await expect(async () => {
    await showPlayerControls(page);
    await expect(page.getByTestId(testId)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

test.describe.configure({ timeout: 90_000 });

test('a live event rewinds 2 minutes within its DVR window, says how far behind, and Live returns to the edge', async ({ page, request, baseURL }) => {
  const [live] = await events(request, baseURL!, 'live');
  await page.goto(`/events/${live!.id}/`);
  await play(page);
  const behindNow = async () => {
    const t = await timing(page);
    return t.end - t.time;
  };
  const at = await timing(page);
  // The whole DVR window (at least 10 minutes, ADR 0015) is seekable, and we start at its edge
  // (within the player's live-edge tolerance; 6.8-8 s at rest, up to 11.7 s after a slow start).
  expect(at.end - at.start).toBeGreaterThanOrEqual(590);
  expect(at.end - at.time).toBeLessThan(LIVE_EDGE_S);
  const liveButton = page.getByRole('button', { name: 'Jump to live' });
  await expectShown(page, 'live-button');
  await expect(liveButton).toBeVisible();
  await expect(page.getByTestId('behind-live')).toHaveCount(0);

  await playerVideo(page).evaluate((v: HTMLVideoElement) => {
    v.currentTime = v.seekable.end(v.seekable.length - 1) - 120;
  });
  // The seek lands first: 2 minutes back is a new fragment to fetch and decode, which a busy machine
  // may take longer for than the controls' check below allows (CI once saw no count within 10 s).
  await expect.poll(() => playerVideo(page).evaluate((v: HTMLVideoElement) => !v.seeking && v.readyState >= 3), { timeout: 30_000 }).toBe(true);
  const behind = page.getByTestId('behind-live');
  await expectShown(page, 'behind-live');
  await expect(behind).toHaveText(/^\u2066\u2212(1:5\d|2:0\d)\u2069 behind live$/);
  await expect(page.getByTestId('live-announcement')).toHaveText('You are behind live. Press Live to catch up.');
  // Still behind after 4 s more of playback (the video's own time, not the test's): hls.js does
  // not snap back to live.
  const seekedTo = (await timing(page)).time;
  await expect.poll(async () => (await timing(page)).time, { timeout: 20_000 }).toBeGreaterThan(seekedTo + 4);
  const later = await timing(page);
  expect(later.end - later.time).toBeGreaterThan(100);
  expect(later.paused).toBe(false);

  // The controls hide on their own 2 s timer: a click that raced them (CI saw one land on the
  // video as they faded) is made again after the pointer shows them. The click may take 2.5 s: on
  // a slow machine a 1 s click missed the shown controls on every try for 25 s.
  await expect(async () => {
    if ((await behindNow()) < LIVE_EDGE_S) return;
    await showPlayerControls(page);
    await liveButton.click({ timeout: 2_500 });
    await expect.poll(behindNow, { timeout: 5_000 }).toBeLessThan(LIVE_EDGE_S);
  }).toPass({ timeout: 40_000 });
  await expect(behind).toHaveCount(0);
  await expect(page.getByTestId('live-announcement')).toHaveText('You are watching live.');
});

test('a shared ?t= link starts an archived event there', async ({ page, request, baseURL }) => {
  const [ev] = await events(request, baseURL!, 'archived');
  await page.goto(`/events/${ev!.id}/?t=8`);
  await play(page);
  // There within 3 s of pressing play: playing its way from 0 would take 8 s.
  await expect.poll(async () => (await timing(page)).time, { timeout: 3_000 }).toBeGreaterThanOrEqual(8);
});

test('Share moment copies a link to the moment playing, "Link copied" for 1.5 s', async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  const [ev] = await events(request, baseURL!, 'archived');
  // (The seeded recordings are 12 s long.)
  await page.goto(`/events/${ev!.id}/?t=5`);
  await play(page);
  await expect.poll(async () => (await timing(page)).time, { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
  const share = page.getByTestId('share-moment');
  await share.click();
  await expect(share).toHaveText('Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const url = new URL(copied);
  expect(url.origin).toBe(new URL(baseURL!).origin);
  expect(url.pathname).toBe(`/events/${ev!.id}/`);
  const t = Number(url.searchParams.get('t'));
  expect(t).toBeGreaterThanOrEqual(6);
  await expect(share).toHaveText('Share moment', { timeout: 3000 });
  // The copied link plays from there.
  await page.goto(url.pathname + url.search);
  await play(page);
  await expect.poll(async () => (await timing(page)).time, { timeout: 3_000 }).toBeGreaterThanOrEqual(t);
});

test('picture-in-picture: the button is there in Chromium and enters PiP', async ({ page, request, baseURL }) => {
  const [ev] = await events(request, baseURL!, 'archived');
  await page.goto(`/events/${ev!.id}/`);
  await play(page);
  expect(await page.evaluate(() => document.pictureInPictureEnabled)).toBe(true);
  const pip = page.getByTestId('player').getByRole('button', { name: 'Picture-in-picture' });
  const pipTag = () => page.evaluate(() => document.pictureInPictureElement?.tagName ?? null);
  // The controls hide on their own timer: a click that raced them is made again (CI saw one that did not take).
  await expect(async () => {
    if (await pipTag()) return;
    await showPlayerControls(page);
    await expect(pip).toBeVisible({ timeout: 500 });
    await pip.click({ timeout: 1000 });
    await expect.poll(pipTag, { timeout: 4_000 }).toBe('VIDEO');
  }).toPass({ timeout: 25_000 });
  expect(await pipTag()).toBe('VIDEO');
  // 'i' in the player leaves it again.
  await page.keyboard.press('i');
  await expect.poll(() => page.evaluate(() => document.pictureInPictureElement), { timeout: 10_000 }).toBeNull();
});

test("'?' opens the shortcuts help; Escape closes it and focus goes back", async ({ page, request, baseURL }) => {
  const [ev] = await events(request, baseURL!, 'archived');
  await page.goto(`/events/${ev!.id}/`);
  const share = page.getByTestId('share-moment');
  await share.focus();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Play or pause');
  await expect(dialog).toContainText('Picture-in-picture');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(share).toBeFocused();
  // The labelled button opens it too.
  await page.getByRole('button', { name: /Keyboard shortcuts/ }).click();
  await expect(dialog).toBeVisible();
});

test('keyboard in the player: left arrow goes back 5 s in Hebrew too', async ({ page, context, request, baseURL }) => {
  await context.addCookies([{ name: 'portal_locale', value: 'he', url: baseURL! }]);
  const [ev] = await events(request, baseURL!, 'archived');
  // from 6 s: the player starts playing on the press, and the demo recording ends at 12 s
  await page.goto(`/events/${ev!.id}/?t=6`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await play(page);
  await expect.poll(async () => (await timing(page)).time, { timeout: 5_000 }).toBeGreaterThanOrEqual(6);
  await page.getByTestId('player-media').focus();
  await page.keyboard.press('k');
  await expect.poll(async () => (await timing(page)).paused).toBe(true);
  const before = (await timing(page)).time;
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await timing(page)).time).toBeLessThan(before - 4);
  expect((await timing(page)).time).toBeGreaterThan(before - 6);
});

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
// Half of the 2x2x2 of size, theme and language: every pair of the three still meets in all four of
// its combinations (eight shots took ~4 worker-minutes of a 2-core CI run for the same pictures twice).
const SHOTS = [
  ['phone', 'light', 'en'],
  ['phone', 'dark', 'he'],
  ['desktop', 'light', 'he'],
  ['desktop', 'dark', 'en'],
] as const;

for (const [name, scheme, locale] of SHOTS) {
  const size = SIZES[name];
  test(`event page with the new controls: ${name}, ${scheme}, ${locale}`, async ({ page, context, request, baseURL }) => {
    if (locale === 'he') await context.addCookies([{ name: 'portal_locale', value: 'he', url: baseURL! }]);
    await page.setViewportSize(size);
    // Arena starts dark whatever the system says; the viewer's saved choice decides.
    await context.addInitScript((mode) => localStorage.setItem('portal:color-mode', JSON.stringify(mode)), scheme);
    const [live] = await events(request, baseURL!, 'live');
    await page.goto(`/events/${live!.id}/`);
    await play(page);
    await expect
      .poll(
        async () => {
          const w = await timing(page);
          return w.end - w.start;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(300);
    await expect(async () => {
      await playerVideo(page).evaluate((v: HTMLVideoElement) => {
        v.currentTime = v.seekable.end(v.seekable.length - 1) - 150;
      });
      await expect(page.getByTestId('behind-live')).toHaveCount(1, { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await expectShown(page, 'behind-live');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', scheme);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'he' ? 'rtl' : 'ltr');
    // the count sits inside the player's picture
    const player = (await page.getByTestId('player').boundingBox())!;
    const behind = (await page.getByTestId('behind-live').boundingBox())!;
    expect(behind.x).toBeGreaterThanOrEqual(player.x - 1);
    expect(behind.y).toBeGreaterThanOrEqual(player.y - 1);
    expect(behind.x + behind.width).toBeLessThanOrEqual(player.x + player.width + 1);
    expect(behind.y + behind.height).toBeLessThanOrEqual(player.y + player.height + 1);
    await page.getByTestId('shortcuts-button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // measured once its opening animation has finished, whole on screen
    await dialog.evaluate(async (el) => {
      await Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished));
    });
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
  });
}
