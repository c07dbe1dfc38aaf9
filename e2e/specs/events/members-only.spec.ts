// Issue 27 item 3 on kadur (sells nothing; some events are for members): a signed-out viewer of a
// members-only event is offered sign-in and sign-up, Play brings that prompt forward, and signing in
// from it lands back on the event, which then plays.
import { expect, test } from '@playwright/test';
import { apiCall } from '../../support/auth/api.ts';
import { submitLogin } from '../../support/auth/browser.ts';
import { pressPlay } from '../../support/player.ts';
import { ACCOUNTS, KADUR, PASSWORD, pinDeviceForSignIn } from '../../support/shell/portal.ts';
import { eventsOf, eventsText } from '../commerce/paywall-support.ts';

const he = (key: string) => eventsText('he', key);

test('kadur, signed out, members-only event: sign in from the prompt and land back on the event', async ({ page }) => {
  // A members-only replay with a game highlight (its Play button is what the viewer presses).
  let event: { id: number } | undefined;
  for (const e of await eventsOf(KADUR, 'commerce_members_media', 'ARCHIVED')) {
    const clips = await apiCall(KADUR, '/api/clip/list', { body: { eventId: e.id, type: 'game', page: 0, size: 1 } });
    if (clips.body.content.entries.length) {
      event = e;
      break;
    }
  }
  expect(event, 'a members-only replay with a highlight').toBeDefined();
  const path = `/events/${event!.id}/`;
  // The demo fan signs in on the device the shell specs pin for it, so the tenant's device limit never fills
  // (and the worker's cached sign-in of the fan, which this one ends, is forgotten).
  await pinDeviceForSignIn(page.context(), ACCOUNTS.kadurFan);
  await page.goto(`${KADUR}${path}`);

  const prompt = page.getByTestId('event-access');
  const heading = prompt.getByRole('heading', { name: he('paywall.membersTitle') });
  await expect(heading).toBeVisible();
  await expect(prompt).not.toContainText(eventsText('he', 'watch.noOffers'));
  const signUp = prompt.getByRole('link', { name: he('paywall.signUp'), exact: true });
  await expect(signUp).toHaveAttribute('href', `/auth/sign-up/?redirect=${encodeURIComponent(path)}`);

  // Play on the event's highlight shows the same prompt instead of doing nothing.
  const play = page.getByTestId('game-highlights').getByRole('button').first();
  await play.click();
  await expect(heading).toBeFocused();

  await prompt.getByRole('link', { name: he('paywall.signIn'), exact: true }).click();
  await expect(page).toHaveURL(`${KADUR}/auth/login/?redirect=${encodeURIComponent(path)}`);
  await submitLogin(page, ACCOUNTS.kadurFan, PASSWORD, 'he');
  await expect(page).toHaveURL(`${KADUR}${path}`);
  await expect(page.getByTestId('event-access')).toHaveCount(0);
  await pressPlay(page);
});
