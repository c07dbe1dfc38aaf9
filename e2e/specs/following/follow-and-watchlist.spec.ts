// Issue 11: follow a league from the list and a team from its league page, see them on the
// followed pages (and after a reload), unfollow; a failed follow rolls back with a danger toast;
// recommendations from what is followed; watchlist add and remove, seen after a reload and in
// another tab.
import { expect, test, type Page } from '@playwright/test';
import { apiCall, registerAccount, type ApiAccount } from '../../support/auth/api.ts';
import { signIn } from '../../support/auth/browser.ts';
import { ARENA } from '../../support/shell/portal.ts';
import { commonText, expectNoSeriousA11yViolations, followingText } from './following-support.ts';

const en = (key: string, vars?: Record<string, string | number>) => followingText('en', key, vars);
const follow = (name: string) => ({ name: `${commonText('en', 'follow.follow')} ${name}`, exact: true });
const following = (name: string) => ({ name: `${commonText('en', 'follow.following')} ${name}`, exact: true });

async function newUserOn(page: Page, path: string): Promise<ApiAccount> {
  const account = await registerAccount(ARENA, { displayName: 'Alex Follower' });
  await signIn(page, ARENA, account.email, account.password, { redirect: path });
  await expect(page).toHaveURL(`${ARENA}${path}`);
  return account;
}

async function firstLeague() {
  const res = await apiCall(ARENA, '/api/identity/list', { body: { page: 0, size: 1, filters: { media_type: 'identity', kind: 'league' } } });
  return res.body.content.entries[0] as { id: number; title: string };
}

test('follow a league and one of its teams, find them followed after a reload, get recommendations, unfollow', async ({ page }) => {
  const account = await newUserOn(page, '/following/league/');
  const league = await firstLeague();
  const tile = page.getByRole('article', { name: league.title });
  await tile.getByRole('button', follow(league.title)).click();
  await expect(tile.getByRole('button', following(league.title))).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);

  // The league's page: its teams, and its own follow button reflects the follow at once.
  await tile.getByRole('link', { name: league.title }).click();
  await expect(page).toHaveURL(`${ARENA}/following/league/${league.id}/`);
  await expect(page.getByRole('heading', { level: 1, name: league.title })).toBeVisible();
  await expect(page.getByRole('button', following(league.title)).first()).toBeVisible();
  const team = page.getByTestId('follow-tile').first();
  const teamName = (await team.getByRole('heading').textContent())!;
  await team.getByRole('button', follow(teamName)).click();
  await expect(team.getByRole('button', following(teamName))).toBeVisible();

  await page.goto(`${ARENA}/following/league/${league.id}/followed/`);
  await page.reload();
  await expect(page.getByRole('article', { name: teamName })).toBeVisible();
  await expect(page.getByTestId('follow-tile')).toHaveCount(1);
  const saved = await apiCall(ARENA, '/api/follow/list_by_user?size=150&version=2', { token: account.tokens.access, method: 'GET' });
  expect((saved.body.content.entries as Array<{ type: string }>).map((e) => e.type).sort()).toEqual(['identity_item', 'team']);

  // Recommendations come from what is followed.
  await page.goto(`${ARENA}/recommendation/`);
  await expect(page.getByRole('heading', { level: 1, name: en('recommendation.title') })).toBeVisible();
  await expect(page.getByTestId('media-card').first()).toBeVisible();

  // Unfollow from the followed list.
  await page.goto(`${ARENA}/following/league/followed/`);
  await page.getByRole('article', { name: league.title }).getByRole('button', following(league.title)).click();
  await expect(page.getByRole('article', { name: league.title })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(en('league.noneFollowed'))).toBeVisible();
});

test('a failed follow is rolled back with a danger toast', async ({ page }) => {
  await newUserOn(page, '/following/category/');
  await page.route('**/api/follow/save', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ messageErrorCode: 'default_error_message', message: 'down' }) }),
  );
  const tile = page.getByTestId('follow-tile').first();
  const name = (await tile.getByRole('heading').textContent())!;
  await tile.getByRole('button', follow(name)).click();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: commonText('en', 'follow.error') }),
  ).toHaveAttribute('data-kind', 'danger');
  await expect(tile.getByRole('button', follow(name))).toHaveAttribute('aria-pressed', 'false');
});

test('watchlist: add from a card, find it after a reload and in another tab, remove it', async ({ page, context }) => {
  const account = await newUserOn(page, '/following/league/');
  const league = await firstLeague();
  await apiCall(ARENA, '/api/follow/save', { token: account.tokens.access, body: { reference_id: league.id, type: 'identity_item' } });
  await page.goto(`${ARENA}/recommendation/`);
  const card = page.getByTestId('media-card').first();
  const title = (await card.getByRole('heading').textContent())!;
  const add = { name: `${commonText('en', 'watchlist.add')} ${title}`, exact: true };
  const added = { name: `${commonText('en', 'watchlist.added')} ${title}`, exact: true };
  await card.getByRole('button', add).click();
  await expect(card.getByRole('button', added)).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`${ARENA}/selected/videos/`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  const other = await context.newPage();
  await other.goto(`${ARENA}/selected/videos/`);
  await expect(other.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expectNoSeriousA11yViolations(other);

  await page.getByRole('button', added).click();
  await expect(page.getByRole('heading', { level: 3, name: title })).toHaveCount(0);
  await other.reload();
  await expect(other.getByText(en('selected.videos.empty'))).toBeVisible();
});

test('a follow made on the team page (mf-events) shows at once in mf-following, and a league chip on the event page follows too', async ({ page }) => {
  await newUserOn(page, '/');
  const team = (await apiCall(ARENA, '/api/team/list', { body: { page: 0, size: 1 } })).body.content.entries[0] as {
    id: number;
    name: string;
    identityIds: number[];
  };
  await page.goto(`${ARENA}/team/${team.id}/`);
  await page.getByTestId('team-page').getByRole('button', follow(team.name)).click();
  await expect(page.getByTestId('team-page').getByRole('button', following(team.name))).toBeVisible();
  // In-app navigation: mf-following reads the same session map.
  await page.goto(`${ARENA}/following/league/${team.identityIds[0]}/followed/`);
  await expect(page.getByRole('article', { name: team.name }).getByRole('button', following(team.name))).toBeVisible();

  const events = await apiCall(ARENA, '/api/event/list', { body: { status: 'archived', size: 1 } });
  const event = events.body.content.entries[0] as { id: number };
  await page.goto(`${ARENA}/events/${event.id}/`);
  const leagueChip = page.locator('section[aria-labelledby="event-categories"]').getByTestId('follow-button').first();
  await leagueChip.click();
  await expect(leagueChip).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`${ARENA}/following/league/followed/`);
  await expect(page.getByTestId('follow-tile')).toHaveCount(1);
});
