// Issue 29 item 4: on a phone (touch, 390 px wide) a multiview tile is reordered by holding its handle
// and dragging it; the new order is in the URL, so it survives a reload; a tap on a tile's control is
// still a tap. Phones have no native drag and drop: this runs dnd-kit's touch sensor on real touch
// events (CDP), which Playwright's touchscreen (taps only) cannot send.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface ApiEvent {
  id: number;
  availableForUser: boolean;
  isEventAvailableInUserRegion: boolean;
  source: { hd: string | null };
}

async function events(request: APIRequestContext, baseURL: string, status: string): Promise<ApiEvent[]> {
  const r = await request.post(new URL('/api/event/list', baseURL).href, { data: { status, size: 50 } });
  expect(r.status()).toBe(200);
  return ((await r.json()).content.entries as ApiEvent[]).filter((e) => e.availableForUser && e.isEventAvailableInUserRegion);
}

/** Free live events, as multiview.spec.ts finds them: upcoming ones are started through the dev API when too few are live. */
async function freeLive(request: APIRequestContext, baseURL: string, n: number): Promise<string[]> {
  let live = (await events(request, baseURL, 'live')).filter((e) => e.source.hd);
  if (live.length < n) {
    // Not the first upcoming one (viewer features starts it) nor the last few (the watch and stream-change journeys).
    for (const e of (await events(request, baseURL, 'upcoming')).slice(1, 1 + n - live.length)) {
      expect((await request.post(new URL(`/api/dev/event/${e.id}/start`, baseURL).href)).status()).toBe(200);
    }
    live = (await events(request, baseURL, 'live')).filter((e) => e.source.hd);
  }
  expect(live.length, `${n} free live events`).toBeGreaterThanOrEqual(n);
  return live.slice(0, n).map((e) => String(e.id));
}

const tiles = (page: Page) => page.getByTestId('multiview-tile');
const tile = (page: Page, id: string) => page.locator(`[data-testid="multiview-tile"][data-event-id="${id}"]`);
const order = (page: Page) => tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-event-id')));
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * Scrolls the first tile's top a little below the sticky site header (so both tiles' middles are on
 * screen) and gives, in viewport pixels, the middle of its handle and of the second tile. One round
 * trip: on a loaded machine playing two streams each call takes seconds.
 */
const placeAndMeasure = (page: Page, first: string, second: string) =>
  page.evaluate(
    ([a, b]) => {
      const tileOf = (id: string) => document.querySelector(`[data-testid="multiview-tile"][data-event-id="${id}"]`)!;
      window.scrollBy({ top: tileOf(a).getBoundingClientRect().top - 120, behavior: 'instant' });
      const middle = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { x: Math.round(r.x + r.width / 2), y: Math.round(r.y + r.height / 2) };
      };
      return { from: middle(tileOf(a).querySelector('[data-testid="tile-drag"]')!), to: middle(tileOf(b)), viewport: window.innerHeight };
    },
    [first, second] as const,
  );

// Two streams play on a 2-core machine shared with other runs: every step can take seconds.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a phone reorders tiles by holding a handle and dragging it; the order is kept after a reload; taps on controls still work', async ({
  page,
  request,
  baseURL,
}) => {
  const [first, second] = (await freeLive(request, baseURL!, 2)) as [string, string];
  await page.goto(`/multiview/?ids=${first},${second}&audio=${first}`);
  await expect(page.getByTestId('multiview-page')).toHaveAttribute('data-layout', 'stack');
  await expect(tiles(page)).toHaveCount(2);
  expect(await order(page)).toEqual([first, second]);

  const handle = tile(page, first).getByTestId('tile-drag');
  const { from, to, viewport } = await placeAndMeasure(page, first, second);
  expect(to.y, 'the second tile is on screen').toBeLessThan(viewport);

  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ ...point, id: 1, radiusX: 4, radiusY: 4, force: 1 }] : [] });

  // Hold: the tile lifts once the press has lasted (the handle says it is pressed), not on a fixed wait.
  await touch('touchStart', from);
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(announced(page)).toHaveText(/^Picked up .+, 1 of 2\.$/);
  for (let step = 1; step <= 8; step++) await touch('touchMove', { x: from.x, y: Math.round(from.y + ((to.y - from.y) * step) / 8) });
  await expect(announced(page)).toHaveText(/ is over place 2 of 2\.$/);
  // nothing moves in the URL before the drop
  expect(new URL(page.url()).searchParams.get('ids')).toBe(`${first},${second}`);
  await touch('touchEnd');

  await expect.poll(() => order(page)).toEqual([second, first]);
  await expect(announced(page)).toHaveText(/^Dropped .+\. It is now 2 of 2\.$/);
  await expect.poll(() => new URL(page.url()).searchParams.get('ids')).toBe(`${second},${first}`);
  // the sound stayed with its stream
  await expect(tile(page, first)).toHaveAttribute('data-audio', 'true');
  await expect(handle).not.toHaveAttribute('aria-pressed');
  await cdp.detach();

  await page.reload();
  await expect(tiles(page)).toHaveCount(2);
  expect(await order(page)).toEqual([second, first]);
  await expect(tile(page, first)).toHaveAttribute('data-audio', 'true');

  // A tap on a control of the tile is a tap, not a lift: the sound moves.
  await tile(page, second).getByTestId('tile-listen').tap();
  await expect(tile(page, second)).toHaveAttribute('data-audio', 'true');
  await expect.poll(() => new URL(page.url()).searchParams.get('audio')).toBe(second);
  expect(await order(page)).toEqual([second, first]);
});
