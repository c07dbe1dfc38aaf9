// Issue 27 item 8, the favourite club first, as the club picker promises: on the Hebrew tenant
// (favourite clubs on) a new viewer picks a club whose game is live but not the catalogue's first;
// the home page's hero is then that game and the first row is the club's, titled with its name.
import { expect, test } from '@playwright/test';
import { apiCall, registerAccount } from '../../support/auth/api.ts';
import { signIn } from '../../support/auth/browser.ts';
import { KADUR } from '../../support/shell/portal.ts';
import { followingText } from '../following/following-support.ts';

interface ApiEvent {
  id: number;
  title: string;
  team1Id: number | null;
  team2Id: number | null;
}

test('a club whose game is live leads the home page once chosen: hero on its game, then its row', async ({ page }) => {
  const live = (await apiCall(KADUR, '/api/event/list', { body: { status: 'live', size: 20 } })).body.content.entries as ApiEvent[];
  const first = live[0]!;
  // A live game of two teams that is not the one the home page leads with for everyone.
  const game = live.find((e) => e.id !== first.id && e.team1Id && e.team1Id !== first.team1Id && e.team1Id !== first.team2Id)!;
  expect(game, 'the seed has two live games').toBeTruthy();
  const club = (await apiCall(KADUR, `/api/team/get_by_id/id/${game.team1Id}`, { method: 'GET' })).body.content as { id: number; name: string };

  const account = await registerAccount(KADUR, { displayName: 'דנה לוי' });
  await signIn(page, KADUR, account.email, account.password);
  await expect(page).toHaveURL(/\/club\//);
  await page.getByRole('searchbox', { name: followingText('he', 'club.search') }).fill(club.name);
  await page
    .getByRole('article', { name: club.name })
    .getByRole('button', { name: `${followingText('he', 'club.choose')} ${club.name}` })
    .click();
  await expect(page).not.toHaveURL(/\/club\//);

  await page.goto(`${KADUR}/`);
  const hero = page.getByTestId('hero');
  await expect(hero.getByRole('heading', { level: 2 })).toHaveText(game.title);
  const row = page.getByTestId('row-club');
  await expect(row.getByRole('heading', { level: 2, name: club.name })).toBeVisible();
  // the club's live game leads its row, and its row leads the page's rows
  await expect(row.getByTestId('event-card').first()).toHaveAttribute('href', `/events/${game.id}/`);
  await expect(page.locator('[data-testid^="row-"]').first()).toHaveAttribute('data-testid', 'row-club');
  // kadur has no team pages: no "see all" to one
  await expect(row.getByText('הצגת הכול')).toHaveCount(0);
});
