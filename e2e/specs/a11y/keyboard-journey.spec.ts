// Issue 14 item 8: a keyboard-only journey with visible focus throughout. Only the keyboard acts on
// the pages (Tab, Shift+Tab, Enter, Space, arrows, typing); the address bar (page.goto) moves between
// steps. At every Tab stop the focused element must show an indicator: an outline or a box-shadow
// ring of non-zero width whose colour has at least 3:1 contrast with what is behind it (WCAG 1.4.11,
// 2.4.7). Sign in, play a video and seek it with the arrows, follow a league, buy a pay-per-view
// event with the sandbox test card (its hosted fields, in their frame), open and close the survey.
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { focusIndicator, type FocusReport } from '../../support/a11y-checks.ts';
import { apiCall, registerAccount } from '../../support/auth/api.ts';
import { ACCOUNTS, ARENA, accessToken, pauseClock, pinDevice, signedInState, updateOptions } from '../../support/shell/portal.ts';

test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 1280, height: 800 } });

const MAX_TABS = 60;

/** Tabs (or Shift+Tabs) until `wanted` holds for the focused element, checking the focus indicator of every stop. */
async function tabTo(page: Page, wanted: (el: Element) => boolean, stops: FocusReport[], { back = false } = {}) {
  const test = wanted.toString();
  const seen: string[] = [];
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const report = await focusIndicator(page);
    if (report) stops.push(report);
    const hit = await page.evaluate((src) => {
      const el = document.activeElement;
      return !!el && (new Function(`return (${src})`)() as (e: Element) => boolean)(el);
    }, test);
    if (hit) return;
    seen.push(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60) ?? 'none'));
  }
  throw new Error(`no focusable element matching ${test} within ${MAX_TABS} Tab presses: ${seen.join('\n')}`);
}

function expectVisibleFocus(stops: FocusReport[]) {
  expect(stops.length).toBeGreaterThan(0);
  const bad = stops.filter((s) => !(s.width >= 1 && s.contrast >= 3));
  expect(bad, 'focus stops without a visible indicator (width >= 1 px, contrast >= 3:1)').toEqual([]);
}

test('keyboard only: sign in, play and seek a video, follow a league, buy a pay-per-view event with the test card', async ({ page }) => {
  const stops: FocusReport[] = [];
  const account = await registerAccount(ARENA, { displayName: 'Kim Keys' });

  // Sign in.
  await page.goto(`${ARENA}/auth/login/`);
  await expect(page.getByTestId('login-page')).toBeVisible();
  await tabTo(page, (el) => el instanceof HTMLInputElement && el.type === 'email', stops);
  await page.keyboard.type(account.email);
  await tabTo(page, (el) => el instanceof HTMLInputElement && el.type === 'password', stops);
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/auth\/login\//);

  // Play and seek a video.
  const list = await apiCall(ARENA, '/api/event/list', { body: { status: 'archived', size: 30 } });
  const ev = (
    list.body.content.entries as Array<{ id: number; availableForUser: boolean; isEventAvailableInUserRegion: boolean; commerceCoverage: string }>
  ).find((e) => e.availableForUser && e.isEventAvailableInUserRegion && e.commerceCoverage === 'commerce_free_media')!;
  await page.goto(`${ARENA}/events/${ev.id}/`);
  // The poster's Play button (ADR 0039): Enter loads the player, which plays and takes the focus.
  await tabTo(page, (el) => !!el.closest('[data-testid="player"]') && (el.getAttribute('aria-label') ?? '').startsWith('Play '), stops);
  await page.keyboard.press('Enter');
  const video = page.getByTestId('player').locator('video');
  await expect(video).toHaveCount(1, { timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-media-player]'))).toBe(true);
  const time = () => video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(time, { timeout: 20_000 }).toBeGreaterThan(1);
  // Pause with k (the demo recording is 12 s: a seek forward while playing could reach its end).
  await page.keyboard.press('k');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  const before = await time();
  await page.keyboard.press('ArrowRight');
  await expect.poll(time).toBeGreaterThan(before + 4);
  const ahead = await time();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(time).toBeLessThan(ahead);

  // Follow a league.
  const identities = await apiCall(ARENA, '/api/identity/list', { body: {} });
  const league = (identities.body.content.entries as Array<{ id: number; kind: string }>).find((i) => i.kind === 'league')!;
  await page.goto(`${ARENA}/league/${league.id}/`);
  const follow = page.getByTestId('follow-button').first();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await tabTo(page, (el) => el.getAttribute('data-testid') === 'follow-button', stops);
  await page.keyboard.press('Enter');
  await expect(follow).toHaveAttribute('aria-pressed', 'true');

  // Buy a pay-per-view event with the sandbox test card, typed into the provider's hosted fields.
  const upcoming = await apiCall(ARENA, '/api/event/list', { body: { status: 'UPCOMING', size: 200 } });
  const paid = (upcoming.body.content.entries as Array<{ id: number; commerceCoverage: string }>).find((e) => e.commerceCoverage === 'commerce_ppv_media')!;
  await page.goto(`${ARENA}/payment/event/${paid.id}/`);
  const frame: FrameLocator = page.frameLocator('[data-testid="card-fields"] iframe');
  await expect(page.locator('[data-testid="card-fields"][data-state="ready"]')).toBeVisible();
  // A cross-site frame: the page's activeElement does not always follow focus into it, so ask the frame.
  for (let i = 0; (await frame.locator('input:focus').count()) === 0; i++) {
    expect(i, 'Tab reaches the card number field').toBeLessThan(MAX_TABS);
    await page.keyboard.press('Tab');
    const report = await focusIndicator(page);
    if (report && (await frame.locator('input:focus').count()) === 0) stops.push(report);
  }
  // Focus is in the provider's frame: its fields show their own focus ring too.
  for (const value of ['4242 4242 4242 4242', '12/34', '123']) {
    const focused = frame.locator('input:focus');
    await expect(focused).toHaveCount(1);
    const ring = await focused.evaluate((el) => {
      const s = getComputedStyle(el);
      return Math.max(s.outlineStyle === 'none' ? 0 : parseFloat(s.outlineWidth), s.boxShadow === 'none' ? 0 : 1);
    });
    expect(ring, 'the card field in focus shows a ring').toBeGreaterThan(0);
    await page.keyboard.type(value);
    if (value !== '123') await page.keyboard.press('Tab');
  }
  await tabTo(page, (el) => el.getAttribute('data-testid') === 'pay', stops);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payment\/success\//, { timeout: 30_000 });

  expectVisibleFocus(stops);
  test.info().annotations.push({ type: 'focus stops', description: String(stops.length) });
});

const SURVEY = 'survey_user_experience_1';

test('keyboard only: the survey prompt opens the survey, which closes with its button and gives focus back', async ({ browser, request }) => {
  const stops: FocusReport[] = [];
  const context = await browser.newContext({ storageState: await signedInState(browser, ARENA, ACCOUNTS.arenaFan) });
  await pinDevice(context, ACCOUNTS.arenaFan);
  const page = await context.newPage();
  await page.clock.install();
  await pauseClock(page);
  await page.goto(`${ARENA}/`);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await updateOptions(request, ARENA, await accessToken(page), { [SURVEY]: null });
  // The prompt appears 20 s after an eligible page opens (arena's rule).
  await page.clock.runFor(20_100);
  const prompt = page.getByRole('dialog', { name: 'Help us improve' });
  await expect(prompt).toBeVisible();
  // Non-modal prompt: reachable with Tab (backwards: it sits at the end of the page).
  await tabTo(page, (el) => el.getAttribute('data-testid') === 'survey-continue', stops, { back: true });
  await page.keyboard.press('Enter');
  const survey = page.getByRole('dialog', { name: 'User Survey' });
  await expect(survey).toBeVisible();
  // Modal: focus is inside it; Tab reaches its close button.
  await expect.poll(() => survey.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await tabTo(page, (el) => !!el.closest('[role="dialog"]') && el.tagName === 'BUTTON', stops);
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => {
      await page.clock.runFor(300);
      return survey.count();
    })
    .toBe(0);
  expectVisibleFocus(stops);
  await context.close();
});
