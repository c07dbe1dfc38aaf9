// Issue 11, favourite club: on the Hebrew tenant (favourite-club selection on) a brand-new user is
// held at /club/ from every path (guard 1), searches and chooses a club, and only then reaches the
// page they asked for; the choice stays after a reload and can be changed later.
import { expect, test } from '@playwright/test';
import { apiCall, registerAccount } from '../../support/auth/api.ts';
import { signIn } from '../../support/auth/browser.ts';
import { KADUR } from '../../support/shell/portal.ts';
import { expectNoSeriousA11yViolations, followingText } from './following-support.ts';

const he = (key: string, vars?: Record<string, string | number>) => followingText('he', key, vars);

test('a new user on kadur chooses a club at /club/ and reaches the page they asked for', async ({ page }) => {
  const account = await registerAccount(KADUR, { displayName: 'נועה כהן' });
  const teams = (await apiCall(KADUR, '/api/team/list', { body: { page: 0, size: 3 } })).body.content.entries as Array<{ id: number; name: string }>;
  const [club, other] = teams as [{ id: number; name: string }, { id: number; name: string }];

  await signIn(page, KADUR, account.email, account.password, { redirect: '/live/' });
  // Held at /club/, remembering where they were going.
  await expect(page).toHaveURL(`${KADUR}/club/?redirect=%2Flive%2F`);
  await expect(page.getByRole('heading', { level: 1, name: he('club.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousA11yViolations(page);

  // Every other path comes back here.
  await page.goto(`${KADUR}/account/general/`);
  await expect(page).toHaveURL(`${KADUR}/club/?redirect=%2Faccount%2Fgeneral%2F`);
  await page.goto(`${KADUR}/club/?redirect=%2Flive%2F`);

  // Search by name, choose: saved on the profile, and on to /live/.
  await page.getByRole('searchbox', { name: he('club.search') }).fill(club.name.slice(0, 3));
  const tile = page.getByRole('article', { name: club.name });
  await tile.getByRole('button', { name: `${he('club.choose')} ${club.name}` }).click();
  await expect(page).toHaveURL(`${KADUR}/live/`);
  const profile = await apiCall(KADUR, '/api/user/get_profile', { token: account.tokens.access, method: 'GET' });
  expect(profile.body.content.favoriteClubId).toBe(`team|${club.id}`);
  await page.reload();
  await expect(page).toHaveURL(`${KADUR}/live/`);

  // Changeable later: /club/ shows the current club and takes another.
  await page.goto(`${KADUR}/club/`);
  await expect(page.getByTestId('current-club')).toHaveText(he('club.current', { name: club.name }));
  await page
    .getByRole('article', { name: other.name })
    .getByRole('button', { name: `${he('club.choose')} ${other.name}` })
    .click();
  await expect(page).toHaveURL(`${KADUR}/`);
  const changed = await apiCall(KADUR, '/api/user/get_profile', { token: account.tokens.access, method: 'GET' });
  expect(changed.body.content.favoriteClubId).toBe(`team|${other.id}`);
});
