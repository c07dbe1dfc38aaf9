// Captions with the real demo media (issue 30 items 3 and 5): every demo stream carries WebVTT
// captions in English and Hebrew. A viewer picks them from the player's settings menu, by language
// names in their own language, and sees each cue at its time (checked against the cue files the
// player fetched), Hebrew set right to left; the choice is remembered for the next stream.
import { expect, test, type Page, type Response } from '@playwright/test';
import { choosePlayerMenuItem, freeEvent, playerVideo, pressPlay } from '../../support/player.ts';
import { KADUR } from '../../support/shell/portal.ts';
import { eventsText } from '../commerce/paywall-support.ts';

interface Cue {
  start: number;
  end: number;
  text: string;
}

/**
 * The cues of the WebVTT segments a page fetched for one caption language (files as served). The
 * page's URLs are noted as they load and the files fetched again when the test asks, inside its own
 * steps: the page's copy of a body is gone once it reloads.
 */
function collectCues(page: Page, language: string) {
  const urls = new Set<string>();
  const seconds = (t: string) => t.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  page.on('response', (response: Response) => {
    if (new RegExp(`/subs-${language}/[^/]+\\.vtt`).test(response.url())) urls.add(response.url());
  });
  return async (): Promise<Cue[]> => {
    const cues: Cue[] = [];
    for (const url of urls) {
      // fetched by the page, as the player did (kadur.localhost resolves in the browser only)
      const file = await page.evaluate((u) => fetch(u).then(async (r) => ({ status: r.status, text: await r.text() })), url);
      expect(file.status, url).toBe(200);
      for (const block of file.text.split(/\n\n+/)) {
        const m = /^(\d[\d:.]+) --> (\d[\d:.]+)[^\n]*\n([\s\S]+)$/.exec(block.trim());
        if (m) cues.push({ start: seconds(m[1]!), end: seconds(m[2]!), text: m[3]!.trim().replace(/\s+/g, ' ') });
      }
    }
    return cues;
  };
}

/** Starts the player, then holds it paused so the menus and the seeks below meet a still picture. */
async function startPaused(page: Page) {
  await pressPlay(page);
  await expect.poll(() => playerVideo(page).evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await playerVideo(page).evaluate((v: HTMLVideoElement) => v.pause());
}

/** Seeks the paused video to `time` and returns the caption text the player shows there. */
async function captionAt(page: Page, time: number) {
  await playerVideo(page).evaluate((v: HTMLVideoElement, t: number) => void (v.currentTime = t), time);
  await expect.poll(() => playerVideo(page).evaluate((v: HTMLVideoElement) => !v.seeking && v.readyState >= 2), { timeout: 15_000 }).toBe(true);
  return page.getByTestId('player-captions');
}

const cueAt = (cues: Cue[], t: number) => cues.find((c) => c.start <= t && t < c.end);

for (const { tenant, origin, locale, language, name } of [
  { tenant: 'arena', origin: '', locale: 'en', language: 'en', name: 'English' },
  { tenant: 'kadur', origin: KADUR, locale: 'he', language: 'he', name: 'עברית' },
]) {
  /** Opens a free recording on the tenant's origin, paused, noting the cues its caption files carry. */
  async function openRecording(page: Page, baseURL: string | undefined) {
    const site = origin || baseURL!;
    const event = await freeEvent(site, 'archived');
    const cues = collectCues(page, language);
    await page.goto(`${site}/events/${event.id}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await startPaused(page);
    return cues;
  }

  test(`${tenant}: captions in ${name} chosen from the menu show each cue at its time, in the language's direction`, async ({ page, baseURL }) => {
    const cues = await openRecording(page, baseURL);
    await choosePlayerMenuItem(page, [eventsText(locale, 'player.ui.Settings'), eventsText(locale, 'player.ui.Captions')], name);

    // Three moments of the recording: each shows the cue the file times there, and between two cues nothing.
    for (const t of [2.5, 7.0, 10.5]) {
      const captions = await captionAt(page, t);
      await expect.poll(async () => cueAt(await cues(), t)?.text, { timeout: 15_000 }).toBeTruthy();
      await expect(captions).toHaveText(cueAt(await cues(), t)!.text, { timeout: 10_000 });
      await expect(captions).toHaveAttribute('data-dir', language === 'he' ? 'rtl' : 'ltr');
    }
    const gap = await captionAt(page, 8.0);
    await expect(gap).toHaveText('');

    // Playing on, the next cue follows the clock: from 2.5 s the text becomes the 4.1 s cue, and not
    // before its time (the page notes the video's time at each change of the caption text).
    await captionAt(page, 2.5);
    await page.evaluate(() => {
      const box = document.querySelector('[data-testid="player"] [data-testid="player-captions"]')!;
      const video = document.querySelector<HTMLVideoElement>('[data-testid="player"] video')!;
      const changes: Array<{ time: number; text: string }> = [];
      (window as unknown as { captionChanges: typeof changes }).captionChanges = changes;
      new MutationObserver(() => changes.push({ time: video.currentTime, text: (box.textContent ?? '').trim().replace(/\s+/g, ' ') })).observe(box, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await playerVideo(page).evaluate((v: HTMLVideoElement) => void v.play());
    const next = (await cues()).find((c) => c.start > 2.5)!;
    await expect(page.getByTestId('player-captions')).toHaveText(next.text, { timeout: 15_000 });
    const shown = await page.evaluate(
      (text) => (window as unknown as { captionChanges: Array<{ time: number; text: string }> }).captionChanges.find((c) => c.text === text),
      next.text,
    );
    expect(shown!.time).toBeGreaterThanOrEqual(next.start - 0.1);
  });

  test(`${tenant}: captions in ${name} chosen once come back by themselves on the next visit`, async ({ page, baseURL }) => {
    const cues = await openRecording(page, baseURL);
    await choosePlayerMenuItem(page, [eventsText(locale, 'player.ui.Settings'), eventsText(locale, 'player.ui.Captions')], name);
    await expect(await captionAt(page, 2.5)).not.toHaveText('', { timeout: 15_000 });

    await page.reload();
    await startPaused(page);
    const again = await captionAt(page, 6.5);
    await expect.poll(async () => cueAt(await cues(), 6.5)?.text, { timeout: 15_000 }).toBeTruthy();
    await expect(again).toHaveText(cueAt(await cues(), 6.5)!.text, { timeout: 15_000 });
  });
}
