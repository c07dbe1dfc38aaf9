// Shared singletons (issue 2 item 3): after pages of four remotes in one document,
// the Module Federation runtime holds one loaded copy of each singleton, provided by
// the shell and used by the remotes; and state crosses the shell/remote line both
// ways (a session set by mf-auth shows in the shell's header and in mf-account's page;
// a locale set in the shell changes a remote's texts without a reload).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { federationSnapshot, type FederationSnapshot } from '../../support/federation.ts';
import { registerAccount, signInThroughLoginPage } from '../../support/session.ts';

const SINGLETONS = ['react', 'react-dom', 'react-router', 'jotai', '@emotion/react', 'i18next', 'react-i18next', '@portal/shared'];

const eventsTexts = (locale: string) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../mf-events/src/i18n/locales/${locale}/events.json`), 'utf8')) as {
    rows: Record<string, string>;
  };

function markDocument(page: Page) {
  return page.evaluate(() => ((window as unknown as { __e2eSameDocument: boolean }).__e2eSameDocument = true));
}

function expectSameDocument(page: Page) {
  return expect.poll(() => page.evaluate(() => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument ?? false)).toBe(true);
}

function describeCopies(snapshot: FederationSnapshot, pkg: string) {
  return JSON.stringify(snapshot.copies.filter((c) => c.pkg === pkg));
}

test('one copy of each singleton, from the shell, across four remotes; a session set by mf-auth is seen by the shell and mf-account', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // four remotes' first loads in one journey
  const account = await registerAccount(request, baseURL!, 'Robin Singleton');

  // mf-auth: sign in on the remote's page; it navigates on to mf-events' home in the same document.
  await signInThroughLoginPage(page, baseURL!, account);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await markDocument(page);

  // The shell's header (shell code) shows the user the remote signed in.
  const userButton = page.getByTestId('signed-in-user');
  await expect(userButton).toBeVisible();
  await expect(userButton).toHaveAttribute('aria-label', new RegExp(account.displayName));

  // mf-account, reached through the shell's menu (client-side): the same profile, fetched with the shared session's token.
  await userButton.click();
  await page.getByRole('menuitem', { name: 'Account', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/general\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.displayName);
  await expect(page.getByText(account.email, { exact: true }).first()).toBeVisible();

  // mf-following, through the shell's navigation (only shown to signed-in users).
  await page.getByTestId('site-header').getByRole('link', { name: 'Leagues', exact: true }).first().click();
  await expect(page).toHaveURL(/\/following\/league\/$/);
  await expect(page.getByTestId('follow-tile').first()).toBeVisible();
  await expectSameDocument(page);

  const snapshot = await federationSnapshot(page);
  const visited = ['mf_auth', 'mf_events', 'mf_account', 'mf_following'];
  expect(snapshot.instances).toEqual(expect.arrayContaining(['shell', ...visited]));

  for (const pkg of SINGLETONS) {
    const copies = snapshot.copies.filter((c) => c.pkg === pkg);
    expect(copies.length, `${pkg} is shared at all`).toBeGreaterThan(0);
    // Exactly one loaded copy (one version, one provider) wherever the runtime recorded it...
    const loaded = new Set(copies.filter((c) => c.loaded).map((c) => `${c.version} from ${c.from}`));
    expect([...loaded], `${pkg}: ${describeCopies(snapshot, pkg)}`).toHaveLength(1);
    // ...and it is the shell's.
    expect([...loaded][0], `${pkg}: ${describeCopies(snapshot, pkg)}`).toMatch(/ from shell$/);
    // No remote ever loaded its own copy.
    expect(
      copies.filter((c) => c.loaded && c.from !== 'shell'),
      describeCopies(snapshot, pkg),
    ).toEqual([]);
  }

  // The remotes really consumed the shell's copies (not merely registered them). Every
  // remote imports @portal/shared and renders JSX through emotion's runtime; which other
  // singletons a remote asks for depends on its code (mf-account never imports react itself).
  for (const pkg of ['@portal/shared', '@emotion/react/jsx-runtime']) {
    const shellCopy = snapshot.copies.find((c) => c.pkg === pkg && c.from === 'shell' && c.loaded);
    expect(shellCopy?.useIn, `${pkg}: ${describeCopies(snapshot, pkg)}`).toEqual(expect.arrayContaining(['shell', ...visited]));
  }
});

test('a locale chosen in the shell changes a remote’s texts at once, without a reload', async ({ page }) => {
  test.slow(); // texts of every namespace load per switch
  const en = eventsTexts('en');
  const de = eventsTexts('de');
  await page.goto('/');
  const liveRow = page.getByTestId('row-live');
  await expect(liveRow).toContainText(en.rows.live!);
  await markDocument(page);

  // The switcher is shell code; the row heading is mf-events code.
  await page.getByTestId('locale-switcher').click();
  await page.locator('[data-locale="de"]').click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(liveRow).toContainText(de.rows.live!);
  await expect(page.getByTestId('row-archived')).toContainText(de.rows.archived!);
  await expect(liveRow).not.toContainText(en.rows.live!);
  await expectSameDocument(page);

  // And back: the shared i18next instance is one, so the remote follows again.
  await page.getByTestId('locale-switcher').click();
  await page.locator('[data-locale="en"]').click();
  await expect(liveRow).toContainText(en.rows.live!);
  await expectSameDocument(page);
});
