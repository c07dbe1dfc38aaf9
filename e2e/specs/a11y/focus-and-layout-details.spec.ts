// Issue 27 item 9, the browser facts: a focused carousel card's ring is drawn whole (not cut by the
// row's clipping); Enter on a card opens the event with focus on its h1, and a header link does the
// same for its page while the skip link still jumps to main; "One large" with four streams gives the
// large one about two thirds of a 1280 px page and the others readable titles; a phone (touch, no
// hover) shows no keyboard-shortcut entry, a desktop does.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ARENA } from '../../support/shell/portal.ts';

test.use({ viewport: { width: 1280, height: 800 } });

interface ApiEvent {
  id: number;
  availableForUser: boolean;
  isEventAvailableInUserRegion: boolean;
  source: { hd: string | null };
}

async function watchable(request: APIRequestContext, status: string): Promise<ApiEvent[]> {
  const r = await request.post(`${ARENA}/api/event/list`, { data: { status, size: 50 } });
  expect(r.status()).toBe(200);
  return ((await r.json()).content.entries as ApiEvent[]).filter((e) => e.availableForUser && e.isEventAvailableInUserRegion && e.source.hd);
}

/** Free live events with a stream; upcoming ones are started to make up the number (as multiview.spec does). */
async function freeLive(request: APIRequestContext, n: number): Promise<string[]> {
  let live = await watchable(request, 'live');
  if (live.length < n) {
    const upcoming = await watchable(request, 'upcoming');
    for (const e of upcoming.slice(1, 1 + n - live.length)) expect((await request.post(`${ARENA}/api/dev/event/${e.id}/start`)).status()).toBe(200);
    live = await watchable(request, 'live');
  }
  expect(live.length).toBeGreaterThanOrEqual(n);
  return live.slice(0, n).map((e) => String(e.id));
}

/** Tabs until the focused element matches `selector` (at most `max` presses). */
async function tabTo(page: Page, selector: string, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`no ${selector} within ${max} Tab presses`);
}

const focusedTag = (page: Page) =>
  page.evaluate(() => `${document.activeElement?.tagName.toLowerCase()}:${document.activeElement?.textContent?.trim().slice(0, 40)}`);

test('a carousel card shows its whole focus ring; Enter opens the event with focus on its h1', async ({ page }) => {
  await page.goto(`${ARENA}/`);
  const card = '[data-testid="carousel-viewport"] [data-testid="event-card"]';
  await expect(page.locator(card).first()).toBeVisible();
  await tabTo(page, card);
  // The ring of the focused card lies inside every clipping ancestor: its own outline, or (the kit's
  // Card) the outline of its link's ::after, laid `inset` outside the card it covers. Read until it
  // holds: the focus also loads the row's carousel engine, which lays the track out once more as it
  // starts (a CI run read one frame of it).
  const ringClip = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const own = getComputedStyle(el);
      const after = getComputedStyle(el, '::after');
      const onSelf = own.outlineStyle !== 'none';
      const style = onSelf ? own : after;
      const box = onSelf ? el : (el.offsetParent as HTMLElement);
      const out = onSelf ? 0 : -parseFloat(after.top);
      const ring = out + parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      const r = box.getBoundingClientRect();
      const cut: string[] = [];
      for (let n: HTMLElement | null = onSelf ? el.parentElement : box; n; n = n.parentElement) {
        const o = getComputedStyle(n);
        if (o.overflowX === 'visible' && o.overflowY === 'visible') continue;
        const c = n.getBoundingClientRect();
        if (r.left - ring < c.left - 0.5 || r.right + ring > c.right + 0.5 || r.top - ring < c.top - 0.5 || r.bottom + ring > c.bottom + 0.5)
          cut.push(n.getAttribute('data-testid') ?? n.tagName);
      }
      return { ring, style: style.outlineStyle, cut };
    });
  const clip = await ringClip();
  expect(clip.style).not.toBe('none');
  expect(clip.ring).toBeGreaterThanOrEqual(2);
  await expect.poll(async () => (await ringClip()).cut, { message: 'clipping ancestors that cut the focus ring' }).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events\/[^/]+\/$/);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toBeFocused();
  expect(await focusedTag(page)).toMatch(/^h1:/);
});

test("a header link moves focus to the new page's h1; the first load leaves it alone and the skip link still goes to main", async ({ page }) => {
  await page.goto(`${ARENA}/`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  const nav = page.getByRole('banner').getByRole('link', { name: 'Live', exact: true });
  await nav.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/live\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('one large with four streams: the large one takes about two thirds of 1280 px, the small titles stay readable', async ({ page, request }) => {
  const ids = await freeLive(request, 4);
  await page.goto(`${ARENA}/multiview/?ids=${ids.join(',')}&layout=focus&audio=${ids[0]}`);
  const tiles = page.getByTestId('multiview-tile');
  await expect(tiles).toHaveCount(4);
  await expect(tiles.first()).toHaveAttribute('data-large', 'true');
  await expect(page.locator('[data-testid="multiview-tile"] h2 a')).toHaveCount(4);
  const m = await page.evaluate(() => {
    const list = document.querySelector('[data-testid="multiview-tiles"]')!.getBoundingClientRect();
    const tiles = [...document.querySelectorAll<HTMLElement>('[data-testid="multiview-tile"]')].map((t) => {
      const link = t.querySelector<HTMLAnchorElement>('h2 a')!;
      return {
        width: t.getBoundingClientRect().width,
        left: t.getBoundingClientRect().left,
        titleWidth: link.getBoundingClientRect().width,
        text: link.textContent,
        title: link.title,
        name: link.textContent,
      };
    });
    return { list: list.width, tiles };
  });
  const [large, ...small] = m.tiles;
  expect(m.list).toBeGreaterThan(1000);
  expect(large!.width / m.list).toBeGreaterThan(0.6);
  expect(large!.width / m.list).toBeLessThan(0.7);
  for (const s of small) {
    // stacked in the last third, each title at least 150 px wide (not a letter), the whole title in its tooltip
    expect(Math.abs(s.left - small[0]!.left)).toBeLessThan(1);
    expect(s.width / m.list).toBeGreaterThan(0.28);
    expect(s.titleWidth).toBeGreaterThan(150);
    expect(s.title).toBe(s.text);
  }
});

test('keyboard-shortcut entries: shown on a desktop, not on a phone (touch, no hover)', async ({ browser, request }) => {
  const [id] = await freeLive(request, 1);
  const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const d = await desktop.newPage();
    await d.goto(`${ARENA}/events/${id}/`);
    await expect(d.getByTestId('player-tools')).toBeVisible();
    await expect(d.getByRole('button', { name: /Keyboard shortcuts/ })).toBeVisible();

    const p = await phone.newPage();
    expect(await p.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches)).toBe(true);
    await p.goto(`${ARENA}/events/${id}/`);
    await expect(p.getByTestId('player-tools')).toBeVisible();
    await expect(p.getByRole('button', { name: /Keyboard shortcuts/ })).toBeHidden();
  } finally {
    await desktop.close();
    await phone.close();
  }
});
