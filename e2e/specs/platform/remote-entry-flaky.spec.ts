// Failure modes of remote loading (issue 8 item 7), on the run's portal, with the CDN
// answers changed in the browser's network layer:
//  - a remote entry script that fails once (a CDN hiccup) is retried by the shell's
//    MF retry plugin (shell/src/remotes/plugins/retry.ts): the page appears with no
//    user action and no fallback;
//  - a manifest request that hangs is cut by the manifest timeout (fetch-timeout.ts,
//    8 s): the fallback with Retry appears, the rest of the shell keeps working meanwhile
//    and afterwards, and Retry loads the page once the CDN answers again.
import { expect, test, type Route } from '@playwright/test';
import { recordRequests } from '../../support/federation.ts';

const ENTRY = '**/mf-auth/*/remoteEntry.js';
const MANIFEST = '**/mf-auth/*/mf-manifest.json';
const MANIFEST_TIMEOUT_MS = 8000;
/** The retry library's chunk: loaded on the first failure only (ADR 0013), never on a clean visit. */
const RETRY_CHUNK = /\/mf-retry\.[0-9a-f]+\.js$/;

test('a remote entry that fails once is retried and the page appears without user action', async ({ page }) => {
  const requests = recordRequests(page);
  const entryAnswers: number[] = [];
  await page.route(ENTRY, async (route) => {
    if (entryAnswers.length === 0) {
      entryAnswers.push(503);
      await route.fulfill({ status: 503, contentType: 'text/plain', body: 'CDN hiccup' });
      return;
    }
    const response = await route.fetch();
    entryAnswers.push(response.status());
    await route.fulfill({ response });
  });

  await page.goto('/auth/login/');
  await expect(page.getByTestId('login-page')).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  // The first answer was the failure, the retry got the script.
  expect(entryAnswers).toEqual([503, 200]);
  expect(requests.some((r) => RETRY_CHUNK.test(r.url()))).toBe(true);
  // The page works: its form is there and typing into it works.
  const email = page.getByTestId('login-page').locator('form input[type="email"]');
  await email.fill('fan@arena.test');
  await expect(email).toHaveValue('fan@arena.test');
});

test('a manifest request that hangs shows the fallback with Retry within the timeout; the shell keeps working', async ({ page }) => {
  const requests = recordRequests(page);
  const hung: Route[] = [];
  await page.route(MANIFEST, (route) => {
    hung.push(route); // never answered while the CDN "hangs"
  });
  try {
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    expect(
      requests.filter((r) => RETRY_CHUNK.test(r.url())),
      'a clean visit does not load the retry library',
    ).toEqual([]);

    const started = Date.now();
    await page.getByTestId('sign-in').click();
    await expect.poll(() => hung.length).toBeGreaterThan(0);
    // While the manifest hangs, the header still answers (the color mode menu opens).
    await page.getByTestId('color-mode-switcher').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');

    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible({ timeout: MANIFEST_TIMEOUT_MS + 7000 });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(MANIFEST_TIMEOUT_MS - 500);
    await expect(fallback).toHaveAttribute('data-remote', 'mf-auth');
    await expect(fallback).toHaveAttribute('data-kind', 'unavailable');
    await expect(page).toHaveURL(/\/auth\/login\/$/);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('remote-retry')).toBeEnabled();

    // The CDN answers again: the fallback's Retry loads the page in the same document.
    await page.unroute(MANIFEST);
    await page.getByTestId('remote-retry').click();
    await expect(page.getByTestId('login-page')).toBeVisible();
    await expect(fallback).toHaveCount(0);

    // The rest of the portal works: home (mf-events) loads.
    await page.getByTestId('brand').click();
    await expect(page.getByTestId('event-card').first()).toBeVisible();
  } finally {
    for (const route of hung) {
      await route.abort().catch((error: Error) => {
        // Only a test that failed before page.unroute() leaves a hung route to cut here: unroute
        // itself lets the hung ones go on ("already handled"), and a page that has gone leaves
        // nothing to abort. Anything else fails the test.
        if (!/Route is already handled/.test(error.message) && error.name !== 'TargetClosedError') throw error;
      });
    }
  }
});
