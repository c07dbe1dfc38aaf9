// ADR 0029 in the browser: a members-only event plays for a signed-in viewer through the signed link of
// their own answer (hls.js fetches every playlist and segment with the signature, none refused), while
// the same stream's plain URL, as anyone could build it, answers the JSON 403.
import { expect, test } from '@playwright/test';
import { registerAccount, signInThroughLoginPage } from '../../support/session.ts';
import { pressPlay } from '../../support/player.ts';

test.describe.configure({ timeout: 60_000 });

test('a members-only event plays through its signed link; the plain URL is refused', async ({ page, request, baseURL }) => {
  const list = await request.post(new URL('/api/event/list', baseURL).href, { data: { status: 'archived', size: 100 } });
  const entries = (await list.json()).content.entries as { id: number; commerceCoverage: string; source: { hd: string } }[];
  const ev = entries.find((e) => e.commerceCoverage === 'commerce_members_media')!;
  expect(ev, 'a seeded members-only archived event').toBeTruthy();
  const plainUrl = new URL(ev.source.hd);
  expect(plainUrl.search, 'anonymous answers carry no signature').toBe('');
  const refused = await request.get(plainUrl.href);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).messageErrorCode).toBe('media_signature_required');

  const account = await registerAccount(request, baseURL!, 'Mia Member');
  await signInThroughLoginPage(page, baseURL!, account);
  const media: { url: string; status: number }[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/media/')) media.push({ url: r.url(), status: r.status() });
  });
  await page.goto(`/events/${ev.id}/`);
  await pressPlay(page); // the player loads and starts by itself
  const player = page.getByTestId('player');
  await expect.poll(() => player.locator('video').evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  await expect.poll(() => player.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(1);

  const stream = media.filter((m) => m.url.includes(`/media/vod/${ev.id}/`));
  expect(stream.length, 'master, variant, init and segments').toBeGreaterThan(3);
  expect(stream.filter((m) => m.status >= 400)).toEqual([]);
  expect(
    stream.every((m) => /[?&]exp=\d+&sig=[\w-]+/.test(m.url)),
    'every request signed',
  ).toBe(true);
});

test('a protected upcoming event that starts while the member waits plays through their own signed link', async ({ page, request, baseURL }) => {
  const list = await request.post(new URL('/api/event/list', baseURL).href, { data: { status: 'upcoming', size: 100 } });
  const entries = (await list.json()).content.entries as { id: number; commerceCoverage: string }[];
  // the last one: far from its real start, so only our call starts it
  const ev = entries.filter((e) => e.commerceCoverage === 'commerce_members_media').at(-1)!;
  expect(ev, 'a seeded members-only upcoming event').toBeTruthy();
  const account = await registerAccount(request, baseURL!, 'Uma Upcoming');
  await signInThroughLoginPage(page, baseURL!, account);
  const refusedMedia: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/media/') && r.status() >= 400) refusedMedia.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`/events/${ev.id}/`);
  await expect(page.getByTestId('upcoming-panel')).toBeVisible();
  // the room hears no URL for a protected stream (ADR 0029): the page keeps, or refetches, its own signed one
  await expect.poll(async () => (await (await request.post(new URL(`/api/dev/event/${ev.id}/start`, baseURL).href)).json()).content.eventStatus).toBe('LIVE');
  const player = page.getByTestId('player');
  await expect(player).toBeVisible({ timeout: 15_000 });
  await pressPlay(page);
  await expect.poll(() => player.locator('video').evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  const start = await player.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => player.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(start + 1);
  expect(refusedMedia).toEqual([]);
});
