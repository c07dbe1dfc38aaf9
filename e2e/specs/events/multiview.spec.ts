// Issue 16 journeys against the real API, its simulated live HLS and its socket: four live events
// play at once (frames advancing in each), exactly one has the sound and the sound moves, layouts and
// order change by keyboard, a stream change on one event swaps only that tile, a shared multiview URL
// restores the same layout after a reload, small tiles stay off the top rendition, axe finds nothing
// serious. Phone portrait and landscape and desktop, light and dark, English and Hebrew: the tiles'
// layout is measured (sizes, columns, order on screen, inside the viewport) with every tile playing.
import { errors, expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousViolations, settled } from '../../support/a11y.ts';

interface ApiEvent {
  id: number;
  title: string;
  availableForUser: boolean;
  isEventAvailableInUserRegion: boolean;
  source: { hd: string | null };
}

async function events(request: APIRequestContext, baseURL: string, status: string, size = 50, tenant = ''): Promise<ApiEvent[]> {
  const r = await request.post(new URL(`/api/event/list${tenant ? `?tenant=${tenant}` : ''}`, baseURL).href, { data: { status, size } });
  expect(r.status()).toBe(200);
  return ((await r.json()).content.entries as ApiEvent[]).filter((e) => e.availableForUser && e.isEventAvailableInUserRegion);
}

async function freeLive(request: APIRequestContext, baseURL: string, n: number, tenant = ''): Promise<string[]> {
  const query = tenant ? `?tenant=${tenant}` : '';
  let live = (await events(request, baseURL, 'live', 50, tenant)).filter((e) => e.source.hd);
  // The seed's live events end on their schedule (10-100 minutes into their run), so a long e2e run
  // can find fewer than it needs (a CI run found 3 of 4 twenty minutes in): free upcoming ones are
  // started to make up the number, as an operator would. Not the first (viewer features starts that
  // one) nor the last few (the watch and stream-change journeys start those).
  if (live.length < n) {
    const upcoming = await events(request, baseURL, 'upcoming', 50, tenant);
    for (const e of upcoming.slice(1, 1 + n - live.length)) {
      expect((await request.post(new URL(`/api/dev/event/${e.id}/start${query}`, baseURL).href)).status()).toBe(200);
    }
    live = (await events(request, baseURL, 'live', 50, tenant)).filter((e) => e.source.hd);
  }
  expect(live.length, `${n} free live events`).toBeGreaterThanOrEqual(n);
  return live.slice(0, n).map((e) => String(e.id));
}

const tiles = (page: Page) => page.getByTestId('multiview-tile');
const tile = (page: Page, id: string) => page.locator(`[data-testid="multiview-tile"][data-event-id="${id}"]`);
const order = (page: Page) => tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-event-id')));

/** Every tile's <video>: time, decoded frames, sound, picture height. */
const videos = (page: Page) =>
  page.locator('[data-testid="multiview-tile"] video').evaluateAll((vs) =>
    (vs as HTMLVideoElement[]).map((v) => ({
      id: v.closest('[data-testid="multiview-tile"]')!.getAttribute('data-event-id'),
      time: v.currentTime,
      frames: v.getVideoPlaybackQuality().totalVideoFrames,
      muted: v.muted || v.volume === 0,
      paused: v.paused,
      height: v.videoHeight,
    })),
  );

/**
 * One step with a short timeout inside a poll: a TimeoutError (a control covered for a moment, a
 * tile still moving) lets the poll try again on its next round; any other error fails the test.
 */
async function briefly(step: Promise<unknown>) {
  try {
    await step;
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
  }
}

/** Waits for each tile's video, presses its play button if autoplay was refused. */
async function playAll(page: Page, count: number) {
  await expect(page.locator('[data-testid="multiview-tile"] video')).toHaveCount(count, { timeout: 30_000 });
  let last: Awaited<ReturnType<typeof videos>> = [];
  const polled = expect
    .poll(
      async () => {
        last = await videos(page);
        for (const v of last) {
          if (!v.paused) continue;
          // Chromium pauses a muted autoplaying video while it is off screen: bring it into view first.
          // Short timeouts: a control that is covered for a moment must not hold the whole poll.
          await briefly(tile(page, v.id!).scrollIntoViewIfNeeded({ timeout: 2_000 }));
          // The controls hide when the pointer is idle, paused or not (CI saw a paused tile with sound
          // and no button for 60 s): a pointer over the picture shows them, as a viewer's mouse would.
          await briefly(tile(page, v.id!).getByTestId('tile-body').hover({ timeout: 2_000 }));
          const play = tile(page, v.id!).locator('button.vds-play-button').first();
          if (await play.isVisible()) await briefly(play.click({ timeout: 2_000 }));
        }
        last = await videos(page);
        return last.filter((v) => !v.paused).length;
      },
      { timeout: 60_000 },
    )
    .toBe(count);
  // the state of every tile goes into the failure, so a failure in CI says which tile stopped and how
  await polled.catch((error: Error) => {
    throw new Error(`${error.message}\nlast seen: ${JSON.stringify(last)}`);
  });
}

/** Frames advance in every tile. */
async function expectAllAdvancing(page: Page) {
  const before = await videos(page);
  await expect
    .poll(
      async () => {
        const now = await videos(page);
        return now.every((v) => {
          const was = before.find((b) => b.id === v.id)!;
          return v.time > was.time + 1 && v.frames > was.frames + 10;
        });
      },
      { timeout: 40_000 },
    )
    .toBe(true);
}

const unmuted = async (page: Page) => (await videos(page)).filter((v) => !v.muted).map((v) => v.id);

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1440, height: 960 } });

test('four live events play at once, frames advancing in each; the sound is on exactly one and moves', async ({ page, request, baseURL }) => {
  const ids = await freeLive(request, baseURL!, 4);
  await page.goto(`/multiview/?ids=${ids.join(',')}&layout=grid`);
  await expect(tiles(page)).toHaveCount(4);
  await playAll(page, 4);
  await expectAllAdvancing(page);
  expect(await unmuted(page)).toEqual([ids[0]]);
  await expect(page.getByTestId('multiview-focus')).toHaveAttribute('data-event-id', ids[0]!);

  await tile(page, ids[2]!).getByTestId('tile-listen').click();
  await expect.poll(() => unmuted(page)).toEqual([ids[2]]);
  await expect(tile(page, ids[2]!).getByTestId('tile-listen')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('multiview-focus')).toHaveAttribute('data-event-id', ids[2]!);
  expect(new URL(page.url()).searchParams.get('audio')).toBe(ids[2]);
  // unmuting another tile through its own player controls moves the sound too: never two at once
  await tile(page, ids[1]!)
    .locator('video')
    .evaluate((v: HTMLVideoElement) => {
      v.muted = false;
    });
  await expect.poll(() => unmuted(page)).toEqual([ids[1]]);
  await expectAllAdvancing(page);
  // small tiles of an equal grid never fetch the top rendition (720p): their cap is 0 and they play 360p
  for (const id of ids) await expect(tile(page, id).getByTestId('player')).toHaveAttribute('data-max-level', '0');
  expect((await videos(page)).every((v) => v.height === 360)).toBe(true);
});

test('layouts and order change by keyboard; the shared URL restores the same multiview after a reload', async ({ page, request, baseURL }) => {
  const ids = await freeLive(request, baseURL!, 4);
  await page.goto(`/multiview/?ids=${ids.join(',')}&layout=side`);
  await expect(tiles(page)).toHaveCount(4);
  await expect(page.getByTestId('multiview-page')).toHaveAttribute('data-layout', 'side');

  // Layout: the radios take arrow keys.
  await page.getByRole('radio', { name: 'Side by side' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('multiview-page')).toHaveAttribute('data-layout', 'focus');
  await expect(tiles(page).first()).toHaveAttribute('data-large', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('multiview-page')).toHaveAttribute('data-layout', 'grid');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('multiview-page')).toHaveAttribute('data-layout', 'focus');

  // Order: Tab to a tile's "move later", Enter; then Alt+arrows; focus stays with the tile.
  await tile(page, ids[0]!).getByTestId('tile-later').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => order(page)).toEqual([ids[1], ids[0], ids[2], ids[3]]);
  await expect(tile(page, ids[0]!).getByTestId('tile-later')).toBeFocused();
  await page.keyboard.press('Alt+ArrowRight');
  await expect.poll(() => order(page)).toEqual([ids[1], ids[2], ids[0], ids[3]]);
  await expect(page.getByTestId('multiview-announcement')).toContainText('is now 3 of 4');
  // a small one swaps into the large place
  await tile(page, ids[3]!).getByTestId('tile-promote').click();
  await expect.poll(() => order(page)).toEqual([ids[3], ids[2], ids[0], ids[1]]);
  await tile(page, ids[0]!).getByTestId('tile-listen').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('audio')).toBe(ids[0]);

  const shared = page.url();
  expect(new URL(shared).searchParams.get('ids')).toBe([ids[3], ids[2], ids[0], ids[1]].join(','));
  await page.reload();
  await expect(tiles(page)).toHaveCount(4);
  expect(await order(page)).toEqual([ids[3], ids[2], ids[0], ids[1]]);
  await expect(page.getByTestId('multiview-page')).toHaveAttribute('data-layout', 'focus');
  await expect(tile(page, ids[0]!)).toHaveAttribute('data-audio', 'true');
  await expect(tiles(page).first()).toHaveAttribute('data-large', 'true');

  // removing one
  await tile(page, ids[2]!).getByTestId('tile-remove').click();
  await expect(tiles(page)).toHaveCount(3);
  expect(new URL(page.url()).searchParams.get('ids')).toBe([ids[3], ids[0], ids[1]].join(','));

  // and the link someone sent, in a fresh tab: the URL is the truth, not this tab's last state. Last,
  // and with this tab's players gone: on a slow CI machine, a click in the first tab after eight
  // streams had played side by side waited 120 s for the page and never landed.
  await page.goto('about:blank');
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(tiles(other)).toHaveCount(4);
  expect(await order(other)).toEqual([ids[3], ids[2], ids[0], ids[1]]);
  await other.close();
});

test('a stream change on one event swaps only that tile; the others keep playing without a reload', async ({ page, request, baseURL }) => {
  const live = await freeLive(request, baseURL!, 3);
  // Far from its real start, so only our call starts it; not the last ones, which the watch and
  // reminder journeys start. A previous attempt (a retry, a repeat) started its own, which is no
  // longer upcoming: the same place in the list is a fresh one each time.
  const upcoming = (await events(request, baseURL!, 'upcoming', 50)).at(-3);
  expect(upcoming, 'an upcoming event far from its start').toBeTruthy();
  const ids = [...live, String(upcoming!.id)];
  await page.goto(`/multiview/?ids=${ids.join(',')}&layout=grid`);
  await expect(tile(page, ids[3]!).getByTestId('tile-upcoming')).toBeVisible();
  await playAll(page, 3);
  // mark the three playing <video> elements and the document: a swap must not replace them
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
    document.querySelectorAll('[data-testid="multiview-tile"] video').forEach((v) => ((v as HTMLVideoElement & { mark?: boolean }).mark = true));
  });
  // The dev call starts the event and pushes event-url-change + update-event to its room, which the page
  // joined over its one socket (retried until the room was joined).
  await expect.poll(async () => (await (await request.post(new URL(`/api/dev/event/${ids[3]}/start`, baseURL).href)).json()).content.eventStatus).toBe('LIVE');
  await expect(tile(page, ids[3]!).locator('video')).toHaveCount(1, { timeout: 20_000 });
  await playAll(page, 4);
  await expectAllAdvancing(page);
  const marks = await page
    .locator('[data-testid="multiview-tile"] video')
    .evaluateAll((vs) =>
      vs.map((v) => [v.closest('[data-testid="multiview-tile"]')!.getAttribute('data-event-id'), Boolean((v as HTMLVideoElement & { mark?: boolean }).mark)]),
    );
  expect(Object.fromEntries(marks)).toEqual({ [ids[0]!]: true, [ids[1]!]: true, [ids[2]!]: true, [ids[3]!]: false });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // one socket for all of them
  const sockets = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/ws/')).length);
  expect(sockets).toBeLessThanOrEqual(1);
});

test('add from the live list and the event page; axe finds nothing serious on a full multiview', async ({ page, request, baseURL }, testInfo) => {
  const ids = await freeLive(request, baseURL!, 2);
  await page.goto('/live/');
  const card = page.getByTestId('add-to-multiview').first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/multiview\/\?ids=\d+/);
  await expect(tiles(page)).toHaveCount(1);
  const first = await order(page);
  await page.goto(`/events/${ids.find((id) => id !== first[0])}/`);
  await page.getByRole('link', { name: 'Add to multiview' }).click();
  await expect(tiles(page)).toHaveCount(2);
  // the picker adds the rest
  await page.getByTestId('picker-add').first().click();
  await page.getByTestId('picker-add').first().click();
  await expect(tiles(page)).toHaveCount(4);
  await expect(page.getByTestId('picker-add').first()).toBeDisabled();
  // The list and the picker offer every live event: one the visitor may not watch shows its
  // poster and buy options in its tile, the others play.
  const free = new Set((await events(request, baseURL!, 'live')).map((e) => String(e.id)));
  const shown = (await order(page)).filter((id): id is string => id !== null);
  const locked = shown.filter((id) => !free.has(id));
  for (const id of locked) await expect(tile(page, id).getByRole('region', { name: 'Get access to watch this event' })).toBeVisible();
  await playAll(page, shown.length - locked.length);
  // measured at the top, where the sticky site header covers none of the tiles' controls, and with the
  // streams paused: axe's scan beside four decoding videos took a minute on a busy 2-core machine
  // (the controls it checks are the same paused or playing)
  await page.locator('[data-testid="multiview-tile"] video').evaluateAll((vs) => (vs as HTMLVideoElement[]).forEach((v) => v.pause()));
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  expect(await seriousViolations(page, testInfo, 'multiview')).toEqual([]);
});

interface Box {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  large: boolean;
}

/** Every tile's box on screen, in DOM order, and the viewport's width. */
const tileBoxes = (page: Page) =>
  tiles(page).evaluateAll((els) => ({
    viewport: document.documentElement.clientWidth,
    boxes: els.map((e) => {
      const r = e.getBoundingClientRect();
      return { id: e.getAttribute('data-event-id')!, x: r.x, y: r.y, width: r.width, height: r.height, large: e.getAttribute('data-large') === 'true' };
    }),
  }));

const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1;

/**
 * What the multiview looks like at this size, measured instead of pictured: `large` is the focus
 * layout (the first tile large, the others stacked in one column beside it: right of it in English,
 * left in Hebrew), `grid` equal tiles in two columns, `stack` full-width tiles one under the
 * other. Always: no tile overlaps another or leaves the viewport sideways. Retried while the
 * layout is still settling (a resize, a layout switch).
 */
async function expectLayout(page: Page, layout: 'large' | 'grid' | 'stack', rtl: boolean) {
  await expect(async () => {
    const { viewport, boxes } = await tileBoxes(page);
    for (const b of boxes) {
      expect(b.width, `tile ${b.id} has a size`).toBeGreaterThan(100);
      expect(b.x, `tile ${b.id} inside the viewport`).toBeGreaterThanOrEqual(-1);
      expect(b.x + b.width, `tile ${b.id} inside the viewport`).toBeLessThanOrEqual(viewport + 1);
      for (const other of boxes) if (other !== b) expect(overlap(b, other), `tiles ${b.id} and ${other.id} overlap`).toBe(false);
    }
    if (layout === 'large') {
      const [large, ...small] = boxes as [Box, ...Box[]];
      expect(large.large).toBe(true);
      for (const s of small) {
        expect(s.large).toBe(false);
        expect(s.width).toBeLessThan(large.width * 0.75);
        expect(Math.abs(s.x - small[0]!.x), 'the small tiles share one column').toBeLessThan(2);
        if (rtl) expect(s.x + s.width, 'small tiles left of the large one (RTL)').toBeLessThanOrEqual(large.x + 1);
        else expect(s.x, 'small tiles right of the large one').toBeGreaterThanOrEqual(large.x + large.width - 1);
      }
      for (let i = 1; i < small.length; i++) expect(small[i]!.y, 'small tiles stacked in order').toBeGreaterThan(small[i - 1]!.y);
    } else if (layout === 'grid') {
      for (const b of boxes) {
        expect(Math.abs(b.width - boxes[0]!.width), 'equal tiles').toBeLessThan(2);
        expect(Math.abs(b.height - boxes[0]!.height), 'equal tiles').toBeLessThan(2);
      }
      const columns = new Set(boxes.map((b) => Math.round(b.x)));
      const rows = new Set(boxes.map((b) => Math.round(b.y)));
      expect([columns.size, rows.size], 'two columns, two rows').toEqual([2, 2]);
      // reading order: the first tile starts the first row on the reading side
      const first = boxes[0]!;
      expect(first.y).toBe(Math.min(...boxes.map((b) => b.y)));
      if (rtl) expect(first.x).toBe(Math.max(...boxes.map((b) => b.x)));
      else expect(first.x).toBe(Math.min(...boxes.map((b) => b.x)));
    } else {
      for (const b of boxes) expect(b.width, `tile ${b.id} spans the screen`).toBeGreaterThan(viewport * 0.85);
      for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.y, 'one under the other').toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height - 1);
    }
  }).toPass({ timeout: 10_000 });
}

async function startAll(page: Page, shown: number) {
  await playAll(page, shown);
  await page.evaluate(() => window.scrollTo(0, 0));
  // leave the controls idle
  await page.mouse.move(2, 2);
}

// Two of the four theme x language pairs: both themes and both languages, at every size; each run
// starts four live streams (~55 s on a 2-core CI machine), and the other two pairs showed the same.
for (const [scheme, locale] of [
  ['light', 'en'],
  ['dark', 'he'],
] as const) {
  test(`layouts: phone portrait and landscape, desktop, ${scheme}, ${locale}`, async ({ page, context, request, baseURL }) => {
    const tenant = locale === 'he' ? 'kadur' : '';
    const rtl = locale === 'he';
    if (tenant) await page.goto(`/?tenant=${tenant}`);
    await context.addInitScript((mode) => localStorage.setItem('portal:color-mode', JSON.stringify(mode)), scheme);
    const ids = await freeLive(request, baseURL!, 4, tenant);
    const url = `/multiview/?ids=${ids.join(',')}&layout=focus&audio=${ids[1]}`;

    await page.setViewportSize({ width: 1440, height: 960 });
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', scheme);
    await expect(page.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
    await startAll(page, 4);
    await expect(page.getByTestId('multiview-page')).toHaveAttribute('data-layout', 'focus');
    await expectLayout(page, 'large', rtl);
    await page.getByTestId('layout-grid').check({ force: true });
    await expect(page.getByTestId('multiview-page')).toHaveAttribute('data-layout', 'grid');
    await expectLayout(page, 'grid', rtl);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('multiview-page')).toHaveAttribute('data-layout', 'stack');
    await expect(tiles(page)).toHaveCount(2);
    await startAll(page, 2);
    // the one with the sound is among the two
    await expect(tile(page, ids[1]!)).toHaveAttribute('data-audio', 'true');
    await expectLayout(page, 'stack', rtl);

    await page.setViewportSize({ width: 844, height: 390 });
    await expect(page.getByTestId('multiview-page')).toHaveAttribute('data-layout', 'focus');
    await expect(tiles(page)).toHaveCount(2);
    await expectLayout(page, 'large', rtl);
  });
}

export type { Locator };
