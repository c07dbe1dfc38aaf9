// Issue 27 item 10, search that does what it says: on arena (team pages on) the header's search
// for a team's name lists the team, linking to its page; on kadur (team pages off) the field says
// it searches events, and no team results are offered.
import { expect, test } from '@playwright/test';
import { ARENA, KADUR } from '../../support/shell/portal.ts';
import { readFileSync } from 'node:fs';

const locale = (path: string) => JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8'));
const he = locale('mf-events/src/i18n/locales/he/events.json') as { search: Record<string, string> };
const heCommon = locale('shared/src/i18n/locales/he/common.json') as { nav: Record<string, string> };

test('a search for a team name finds the team, and its link leads to the team page', async ({ page }) => {
  await page.goto(`${ARENA}/`);
  await page.getByTestId('search-link').click();
  const field = page.getByRole('searchbox', { name: 'Search events and teams' });
  await expect(field).toBeFocused();
  // accents aside, as the events are searched
  await field.pressSequentially('bruckberg');
  const teams = page.getByRole('region', { name: 'Teams' });
  const team = teams.getByRole('link', { name: 'SC Brückberg' });
  await expect(team).toBeVisible();
  await expect(page.getByTestId('event-card').first()).toContainText('Brückberg');
  await team.click();
  await expect(page).toHaveURL(/\/team\/\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'SC Brückberg' })).toBeVisible();
});

test('on a tenant without team pages the search says it searches events, and lists events only', async ({ page }) => {
  const teamSearches: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/team/list')) teamSearches.push(r.url());
  });
  await page.goto(`${KADUR}/`);
  await page.getByRole('link', { name: heCommon.nav.search_placeholder_events }).click();
  await page.getByRole('searchbox', { name: he.search.labelEvents }).pressSequentially('נווה ים');
  await expect(page.getByRole('searchbox', { name: he.search.labelEvents })).toHaveValue('נווה ים');
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  await expect(page.getByRole('region', { name: he.search.teams })).toHaveCount(0);
  expect(teamSearches).toEqual([]);
});
