// Issue 15 items 5, 3 and 2 in the browser against the real API: continue watching (a position
// saved while playing and on reload, the home row with progress, resume there, also from a second
// browser context: across devices), reminders and the .ics file, spoiler-free mode.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { registerAccount, signInThroughLoginPage, type Account } from '../../support/session.ts';
import { playerVideo, pressPlay } from '../../support/player.ts';
import { roomJoins } from '../../support/realtime.ts';
import { toastSaying } from '../../support/toasts.ts';

interface ApiEvent {
  id: number;
  title: string;
  availableForUser: boolean;
  isEventAvailableInUserRegion: boolean;
  commerceCoverage: string;
  date: string;
  team1Score?: number | null;
}

async function events(request: APIRequestContext, baseURL: string, status: string, size = 50): Promise<ApiEvent[]> {
  const r = await request.post(new URL('/api/event/list', baseURL).href, { data: { status, size } });
  expect(r.status()).toBe(200);
  return ((await r.json()).content.entries as ApiEvent[]).filter((e) => e.availableForUser && e.isEventAvailableInUserRegion);
}

const videoTime = (page: Page) => playerVideo(page).evaluate((v: HTMLVideoElement) => v.currentTime);

type TimesWindow = Window & { playbackTimes?: number[]; pauseAfter?: number | null };

/**
 * Records every position the page's media report from now on (timeupdate, caught on the document);
 * with `pauseAfter`, the page also pauses on the first position past it, without a round trip.
 */
async function recordPlaybackTimes(page: Page, pauseAfter: number | null = null) {
  await page.evaluate((after) => {
    const w = window as TimesWindow;
    if (!w.playbackTimes)
      document.addEventListener(
        'timeupdate',
        (e) => {
          const media = e.target as HTMLMediaElement;
          w.playbackTimes!.push(media.currentTime);
          if (w.pauseAfter != null && media.currentTime > w.pauseAfter) {
            w.pauseAfter = null;
            media.pause();
          }
        },
        true,
      );
    w.playbackTimes = [];
    w.pauseAfter = after;
  }, pauseAfter);
}

/**
 * Playback reached the saved position (about 6 s) by a jump, not by playing there from the start:
 * no position between 1 s and 5 s was reported on the way. (`video.played` cannot tell: Chromium
 * counts a seek made before the first frame as played from 0.)
 */
async function expectResumed(page: Page) {
  const times = () => page.evaluate(() => (window as TimesWindow).playbackTimes ?? []);
  await expect.poll(async () => Math.max(0, ...(await times())), { timeout: 20_000 }).toBeGreaterThan(5.5);
  expect((await times()).filter((t) => t > 1 && t < 5)).toEqual([]);
}

/** The in-page pause of `recordPlaybackTimes` took effect, short of `seconds`. */
async function expectPausedBefore(page: Page, seconds: number, timeout = 10_000) {
  // the pause was spent (a player that has not started yet is paused too)
  await expect.poll(() => playerVideo(page).evaluate((v: HTMLVideoElement) => (window as TimesWindow).pauseAfter === null && v.paused), { timeout }).toBe(true);
  expect(await videoTime(page)).toBeLessThan(seconds);
}

async function play(page: Page) {
  await pressPlay(page); // the player loads and starts by itself (ADR 0039)
  await expect
    .poll(
      () =>
        page
          .getByTestId('player')
          .locator('video')
          .evaluate((v: HTMLVideoElement) => v.readyState),
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(2);
}

async function signedInPage(browser: Browser, baseURL: string, account: Account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughLoginPage(page, baseURL, account);
  return { context, page };
}

test.describe.configure({ timeout: 90_000 });

test('continue watching: 6 s watched, the home row shows progress, the event resumes there, on a second device too', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const account = await registerAccount(request, baseURL!, 'Casey Resume');
  await signInThroughLoginPage(page, baseURL!, account);
  const ev = (await events(request, baseURL!, 'archived')).find((e) => e.commerceCoverage === 'commerce_free_media')!;
  await page.goto(`/events/${ev.id}/`);
  // The demo recording lasts 12 s: the page pauses itself past 6 s (50 %), far from the 95 % that
  // counts as finished; a poll from the test could land seconds later on a slow machine.
  await recordPlaybackTimes(page, 6);
  await play(page);
  await expectPausedBefore(page, 9, 30_000);
  // The reload is the page hide: its keepalive save lands before home asks for the row.
  await page.goto('/');
  const row = page.getByTestId('row-continue-watching');
  await expect(row).toBeVisible();
  await expect(row.getByRole('heading', { level: 2 })).toHaveText('Continue watching');
  const bar = row.getByRole('progressbar').first();
  await expect(bar).toHaveAttribute('aria-valuenow', /^[0-9]+$/);
  // about half of the recording (6 of 12 s)
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(40);
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(80);
  await row
    .getByRole('link')
    .filter({ hasNot: page.getByRole('button') })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/events/${ev.id}/`));
  // Left playing, this page would reach the end and save the recording as finished before the
  // second device asks: it pauses once resumed, and is left (the save on leaving keeps about 6 s).
  await recordPlaybackTimes(page, 5.5);
  await pressPlay(page);
  await expectResumed(page);
  await expectPausedBefore(page, 9);
  await page.goto('/');

  // Another browser (no shared storage): the position is the server's.
  const other = await signedInPage(browser, baseURL!, account);
  try {
    await other.page.goto(`/events/${ev.id}/`);
    await recordPlaybackTimes(other.page);
    await pressPlay(other.page);
    await expectResumed(other.page);
    // a shared moment wins over the saved position (about 6 s)
    // (read from the recorded positions: on a loaded CI machine two reads from here were 7 s apart)
    await other.page.goto(`/events/${ev.id}/?t=1`);
    await recordPlaybackTimes(other.page);
    await pressPlay(other.page);
    const started = () => other.page.evaluate(() => ((window as TimesWindow).playbackTimes ?? []).find((t) => t > 0.5) ?? null);
    await expect.poll(started, { timeout: 20_000 }).not.toBeNull();
    expect(await started()).toBeLessThan(5);
  } finally {
    await other.context.close();
  }
});

test('reminders: notify me on an upcoming event, the dev start brings a toast with a link; the .ics downloads', async ({ page, request, baseURL }) => {
  const account = await registerAccount(request, baseURL!, 'Riley Remind');
  await signInThroughLoginPage(page, baseURL!, account);
  // one of the latest upcoming ones: far from the clock, so only the dev call starts it; not the very
  // last, which the watch journey starts (a start made by another test would bring no toast here)
  const upcoming = (await events(request, baseURL!, 'upcoming'))
    .filter((e) => e.commerceCoverage === 'commerce_free_media')
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const ev = upcoming[upcoming.length - 2]!;
  await page.goto(`/events/${ev.id}/`);
  const notify = page.getByRole('button', { name: 'Notify me' });
  await expect(notify).toHaveAttribute('aria-pressed', 'false');
  await notify.click();
  await expect(notify).toHaveAttribute('aria-pressed', 'true');
  await expect(toastSaying(page, `We will let you know when ${ev.title} starts.`)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const text = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(text).toContain(`UID:event-${ev.id}@localhost\r\n`);
  expect(text).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\nDTEND:\d{8}T\d{6}Z\r\n/);
  expect(text).toContain(`URL:${baseURL}/events/${ev.id}/\r\n`);

  // Somewhere else in the portal when it starts: the toast links back to the event.
  const joins = roomJoins(page);
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  // the reminder reaches the user room: start the event once the server has acknowledged the join
  await joins.joinedOnce('join-user-room');
  const started = await request.post(new URL(`/api/dev/event/${ev.id}/start`, baseURL).href);
  expect(started.status()).toBe(200);
  const link = page.getByRole('link', { name: 'Watch now' });
  await expect(link).toBeVisible({ timeout: 15_000 });
  await expect(toastSaying(page, `${ev.title} is live now`)).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/events/${ev.id}/$`));
  await expect(page.getByTestId('player')).toBeVisible({ timeout: 15_000 });
});

test('spoiler-free mode: switched on in the account, cards and the event page hide scores, reveal shows, a live score update stays hidden', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await registerAccount(request, baseURL!, 'Sam Nospoil');
  await signInThroughLoginPage(page, baseURL!, account);
  await page.goto('/account/general/');
  const box = page.getByRole('checkbox', { name: 'Spoiler-free mode' });
  await box.check();
  await expect(toastSaying(page, 'Spoiler-free mode saved.')).toBeVisible();

  await page.goto('/archive/');
  const first = page.getByTestId('event-card').first().locator('xpath=ancestor::article');
  await expect(first.getByTestId('score-hidden')).toBeVisible();
  await expect(page.getByTestId('team-score')).toHaveCount(0);

  // An event with a score, never watched: none on its page until revealed.
  const scored = [...(await events(request, baseURL!, 'live')), ...(await events(request, baseURL!, 'archived'))].find(
    (e) => typeof e.team1Score === 'number',
  )!;
  await page.goto(`/events/${scored.id}/`);
  const board = page.getByTestId('scoreboard-score');
  await expect(board).toBeVisible();
  await expect(board).not.toHaveText(/\d/);
  // the scoreboard's own reveal (the stats and highlight lists under it have one each too)
  await page.getByTestId('reveal-score').click();
  await expect(board).toHaveText(/\d+\s*:\s*\d+/);
  // the reveal is remembered for the session
  await page.reload();
  await expect(page.getByTestId('scoreboard-score')).toHaveText(/\d+\s*:\s*\d+/);

  // another live event, never revealed: an update through its room stays hidden
  const other = (await events(request, baseURL!, 'upcoming'))
    .filter((e) => e.commerceCoverage === 'commerce_free_media')
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))[0]!;
  const joins = roomJoins(page);
  await page.goto(`/events/${other.id}/`);
  await expect(page.getByTestId('upcoming-panel')).toBeVisible();
  await joins.joinedOnce('join-event-room');
  expect((await request.post(new URL(`/api/dev/event/${other.id}/start`, baseURL).href)).status()).toBe(200);
  await expect(page.getByTestId('player')).toBeVisible({ timeout: 15_000 });
  // (the API has no call that changes a score, so the update carries the started event; the
  // jest test SpoilerShield.test.tsx changes the score in the cached event the socket writes)
  await expect(page.getByTestId('scoreboard-score')).not.toHaveText(/\d/);
});
