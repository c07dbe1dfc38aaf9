// Issue 9 item 7, browsing: search with a date filter (accent-insensitive, the range stated in the
// viewer's zone), the sport chips of /live, a highlight that plays from /highlight, and
// /redirect/events/{referenceId} landing on its event (or the event 404).
import { expect, test, type Page } from '@playwright/test';

test.use({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });
test.describe.configure({ timeout: 60_000 });

interface ApiEvent {
  id: number;
  title: string;
  date: string;
  status: string;
  referenceId: string;
  team1Name: string | null;
  team2Name: string | null;
}

const listBodies = (page: Page) => {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/event/list') && r.method() === 'POST') bodies.push(JSON.parse(r.postData() ?? '{}'));
  });
  return bodies;
};

test('search from the header: accent-insensitive, a date filter sent as event_date and stated in the viewer zone, kept on reload', async ({ page }) => {
  const bodies = listBodies(page);
  await page.goto('/');
  await page.getByTestId('search-link').click();
  await expect(page).toHaveURL(/\/search\/$/);
  const field = page.getByRole('searchbox', { name: 'Search events and teams' });
  await expect(field).toBeFocused();
  await field.pressSequentially('bruckberg');
  await expect(page).toHaveURL(/\?q=bruckberg$/);
  const cards = page.getByTestId('event-card');
  await expect(cards.first()).toBeVisible();
  // every result is about SC Brückberg (the seed's accented team), whatever the spelling typed
  for (const name of await cards.allInnerTexts()) expect(name).toContain('Brückberg');
  const anytime = Number((await page.getByTestId('search-count').innerText()).match(/\d+/)![0]);
  expect(anytime).toBeGreaterThan(1);

  await page.getByRole('combobox', { name: 'Date' }).selectOption('past_30_days');
  await expect(page).toHaveURL(/\?q=bruckberg&date=past_30_days$/);
  await expect(page.getByTestId('search-range')).toHaveText(/^Showing events from \S+ \S+ to \S+ \S+ \(Europe\/Berlin\)$/);
  await expect.poll(() => bodies.some((b) => b.event_date && b.search === 'bruckberg')).toBe(true);
  const sent = bodies.find((b) => b.event_date)!;
  const [from, to] = String(sent.event_date).split('~').map(Number);
  // rounded to the minute plus 1 s, from a Berlin midnight 30 days back to the end of today
  expect(from! % 60_000).toBe(1000);
  expect(to! % 60_000).toBe(1000);
  const berlinMidnight = await page.evaluate(() => {
    const d = new Date();
    return new Date(d.getFullYear(), d.getMonth(), d.getDate() - 30).getTime();
  });
  expect(from).toBe(berlinMidnight + 1000);
  // the count is empty while the filtered search loads, then names fewer events
  const countOf = async () => Number((await page.getByTestId('search-count').innerText()).match(/\d+/)?.[0] ?? Number.NaN);
  await expect.poll(countOf).toBeLessThan(anytime);
  const inRange = await countOf();

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search events and teams' })).toHaveValue('bruckberg');
  await expect(page.getByRole('combobox', { name: 'Date' })).toHaveValue('past_30_days');
  await expect(page.getByTestId('search-count')).toHaveText(`${inRange} ${inRange === 1 ? 'event' : 'events'} found for “bruckberg”`);
});

test('/live/ sport chips: counts, the selected one marked, the grid follows; an unknown sport links back', async ({ page, request, baseURL }) => {
  const counts = (await (await request.get(new URL('/api/event/grouped_sport_count?status=live', baseURL).href)).json()).content as {
    sportType: string;
    count: number;
  }[];
  expect(counts.length).toBeGreaterThan(1);
  await page.goto('/live/');
  const nav = page.getByRole('navigation', { name: 'Sports' });
  await expect(nav.getByRole('link', { name: /All sports/ })).toHaveAttribute('aria-current', 'page');
  const sport = counts[0]!;
  const chip = nav.locator(`a[href="/live/${sport.sportType}/"]`);
  await expect(chip).toHaveAccessibleName(new RegExp(`${sport.count} live events?$`));
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`/live/${sport.sportType}/$`));
  await expect(nav.locator(`a[href="/live/${sport.sportType}/"]`)).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: /All sports/ })).not.toHaveAttribute('aria-current');
  await expect(page.getByTestId('event-card')).toHaveCount(Math.min(sport.count, 24));

  await page.goto('/live/curling/');
  const empty = page.getByTestId('live-sport-empty');
  await expect(empty).toBeVisible();
  await empty.getByRole('link', { name: 'See everything live' }).click();
  await expect(page).toHaveURL(/\/live\/$/);
});

test('/highlight/: a highlight plays on its event page', async ({ page }) => {
  await page.goto('/highlight/');
  const first = page.getByTestId('highlight-card').first();
  await expect(first).toBeVisible();
  const text = await first.innerText();
  await first.click();
  await expect(page).toHaveURL(/\/events\/\d+\/\?highlight=\d+$/);
  const playing = page.getByText(/^Now playing: /);
  await expect(playing).toBeVisible();
  // The title as written: a score is drawn as a pair (aria-hidden) beside its text for readers.
  const title = await playing.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    for (const drawn of copy.querySelectorAll('[aria-hidden="true"]')) drawn.remove();
    return (copy.textContent ?? '').replace(/\s+/g, ' ').replace('Now playing: ', '').trim();
  });
  expect(title.length).toBeGreaterThan(0);
  expect(text.replace(/\s+/g, ' ')).toContain(title);
  const player = page.getByTestId('player');
  await expect.poll(() => player.locator('video').evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await player.getByRole('button', { name: 'Play', exact: true }).first().click();
  await expect.poll(() => player.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(1);
});

test('/redirect/events/{referenceId} lands on the event; an unknown reference is the event 404', async ({ page, request, baseURL }) => {
  const r = await request.post(new URL('/api/event/list', baseURL).href, { data: { status: 'archived', size: 1 } });
  const ev = (await r.json()).content.entries[0] as ApiEvent;
  await page.goto('/');
  await page.goto(`/redirect/events/${encodeURIComponent(ev.referenceId)}/`);
  await expect(page).toHaveURL(new RegExp(`/events/${ev.id}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ev.title);
  // replaced: Back goes to where the viewer was, not through the redirect again
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/redirect/events/no-such-reference/');
  const notFound = page.getByTestId('not-found');
  await expect(notFound).toBeVisible();
  await expect(notFound).toHaveAttribute('data-context', 'event');
});
