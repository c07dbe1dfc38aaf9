// Commentary languages with the real demo media (issue 30 items 4 and 5): every demo stream carries
// an English and a Hebrew commentary and the stadium sound alone, as separate audio renditions. On a
// live event a viewer picks one from the player's settings menu by its name in their own language;
// the new rendition's segments are fetched and played through, with no stall (the page counts the
// video's 'waiting' events), and the next visit starts with it.
import { expect, test, type Page } from '@playwright/test';
import { KADUR } from '../../support/shell/portal.ts';
import { choosePlayerMenuItem, freeEvent, playerVideo, pressPlay } from '../../support/player.ts';
import { eventsText } from '../commerce/paywall-support.ts';

/** How many audio segments of one rendition (`audio-en`, `audio-amb`…) the page has fetched. */
function audioSegments(page: Page, rendition: string): { count: number } {
  const fetched = { count: 0 };
  page.on('response', (response) => {
    if (response.ok() && new RegExp(`/${rendition}/seg_\\d+\\.m4s`).test(response.url())) fetched.count += 1;
  });
  return fetched;
}

/**
 * From now on the page notes the video's stalls ('waiting' while playing, not caused by a seek) and
 * the video's time when the viewer asks for another commentary (the player's request event).
 */
async function watchSwitch(page: Page) {
  await playerVideo(page).evaluate((v: HTMLVideoElement) => {
    const w = window as unknown as { stalls: number[]; askedAt: number | null };
    w.stalls = [];
    w.askedAt = null;
    v.addEventListener('waiting', () => {
      if (!v.seeking) w.stalls.push(v.currentTime);
    });
    document.addEventListener('media-audio-track-change-request', () => (w.askedAt = v.currentTime), true);
  });
}
const switchState = (page: Page) =>
  page.evaluate(() => {
    const { stalls, askedAt } = window as unknown as { stalls: number[]; askedAt: number | null };
    return { stalls, askedAt };
  });
const videoTime = (page: Page) => playerVideo(page).evaluate((v: HTMLVideoElement) => v.currentTime);

/**
 * Played past the switch: hls.js keeps at most this much of the old sound ahead of the playhead
 * (AUDIO_SWITCH_KEEP_S in the player, 4 s) and replaces it with the new one, so beyond it every
 * second heard is the new commentary; two segments more make sure.
 */
const HEARD_AFTER_S = 8;

for (const { tenant, origin, locale, from, to, option } of [
  { tenant: 'arena', origin: '', locale: 'en', from: 'audio-en', to: 'audio-he', option: 'Hebrew' },
  { tenant: 'kadur', origin: KADUR, locale: 'he', from: 'audio-he', to: 'audio-amb', option: eventsText('he', 'player.tracks.stadium') },
]) {
  test(`${tenant}: on a live event, the commentary switched to ${option} from the menu plays on without a stall, and the next visit starts with it`, async ({
    page,
    baseURL,
  }) => {
    test.slow(); // eight seconds of live playback after the switch, and a second visit
    const site = origin || baseURL!;
    const event = await freeEvent(site, 'live');
    const before = audioSegments(page, from);
    const after = audioSegments(page, to);
    await page.goto(`${site}/events/${event.id}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await pressPlay(page);
    // playing with the tenant's default commentary
    await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0);
    const started = await videoTime(page);
    await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(started + 1);
    expect(before.count, `${from} segments before the switch`).toBeGreaterThan(0);
    expect(after.count, `no ${to} segment before the switch`).toBe(0);

    await watchSwitch(page);
    await choosePlayerMenuItem(
      page,
      [eventsText(locale, 'player.ui.Settings'), eventsText(locale, 'player.ui.Audio'), eventsText(locale, 'player.ui.Track')],
      option,
    );
    const askedAt = (await switchState(page)).askedAt;
    expect(askedAt, 'the menu asked the player for the commentary').not.toBeNull();

    // The new rendition's segments arrive one after another and the video plays on through them.
    await expect.poll(() => after.count, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(askedAt! + HEARD_AFTER_S);
    expect(await playerVideo(page).evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 3), 'playing with data').toBe(true);
    expect((await switchState(page)).stalls, 'stalls after the switch (video times of "waiting")').toEqual([]);

    // The next visit asks for the chosen rendition from the start, and never for the old one.
    const again = audioSegments(page, to);
    const old = audioSegments(page, from);
    await page.reload();
    await pressPlay(page);
    await expect.poll(() => again.count, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(old.count, `no ${from} segment on the next visit`).toBe(0);
  });
}
