// Issue 4, item 4: unknown route → 404 'Page not found'; failed validate check → 404 'Page Not Found';
// per-context title and text, optional danger message, go-to-homepage button; an unhandled fatal
// error shows the not-found page with the context from the error's data.
import { expect, test, type Page } from '@playwright/test';
import { cdnCopy, startIsolatedPortal, tenantsCopy, type IsolatedPortal } from '../../support/start-isolated-portal.ts';
import { STAND_IN_VERSION, writeStandInRemote } from '../../support/shell/stand-in-remote.ts';
import { ARENA, KADUR } from '../../support/shell/portal.ts';

async function expectNotFound(page: Page, context: string, title: string, text: string) {
  const panel = page.getByTestId('not-found');
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('data-context', context);
  await expect(panel.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(panel.getByText(text)).toBeVisible();
  await expect(panel.getByTestId('go-home')).toHaveAttribute('href', '/');
}

test('an unknown route shows 404 Page not found inside the layout, and the button goes home', async ({ page }) => {
  await page.goto(`${ARENA}/no/such/page/`);
  await expectNotFound(page, 'page', 'Page not found', 'We could not find the page you are looking for.');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('not-found').getByRole('alert')).toHaveCount(0);
  await page.getByTestId('go-home').click();
  await expect(page).toHaveURL(`${ARENA}/`);
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('an unknown route inside a remote prefix is the same 404', async ({ page }) => {
  await page.goto(`${ARENA}/auth/no-such-step/`);
  await expectNotFound(page, 'page', 'Page not found', 'We could not find the page you are looking for.');
});

test('a route whose validate check fails shows 404 Page Not Found', async ({ page }) => {
  for (const path of ['/events/not-a-number/', '/league/abc/', '/category/1/sub-category/x/', '/auth/oauth2/callback/myspace/']) {
    await page.goto(`${ARENA}${path}`);
    await expectNotFound(page, 'route', 'Page Not Found', 'This address does not lead to a valid page.');
  }
});

test('a missing entity shows its context: event, league, category', async ({ page }) => {
  await page.goto(`${ARENA}/events/99999999/`);
  await expectNotFound(page, 'event', 'Event not found', 'We could not find this event.');
  await page.goto(`${ARENA}/league/99999999/`);
  await expectNotFound(page, 'league', 'League not found', 'We could not find this league.');
  await page.goto(`${ARENA}/category/99999999/`);
  await expectNotFound(page, 'category', 'Category not found', 'We could not find this category.');
});

test('the 404 page speaks the visitor language (Hebrew, right to left)', async ({ page }) => {
  await page.goto(`${KADUR}/no-such-page/`);
  await expectNotFound(page, 'page', 'הדף לא נמצא', 'לא מצאנו את הדף שחיפשתם.');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test.describe('errors raised by a remote page (stand-in remote on an isolated portal)', () => {
  let portal: IsolatedPortal;

  test.beforeAll(async () => {
    const cdnDir = cdnCopy();
    writeStandInRemote(cdnDir);
    const tenantsDir = tenantsCopy((tenant) => {
      if (tenant.id === 'arena') tenant.remotes['mf-account']!.version = STAND_IN_VERSION;
    });
    portal = await startIsolatedPortal({ cdnDir, tenantsDir, cleanup: [cdnDir, tenantsDir] });
  });

  test.afterAll(async () => {
    await portal?.close();
  });

  test('a loader 404 with a context and a message shows that context and the danger message', async ({ page }) => {
    await page.goto(`${portal.urls.portal}/account/e2e/missing-clip/`);
    await expectNotFound(page, 'clip', 'Clip not found', 'We could not find this clip.');
    await expect(page.getByTestId('not-found').getByText('This clip was removed by its owner.')).toBeVisible();
  });

  test('an unhandled fatal error shows the not-found page with the context from the error data', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${portal.urls.portal}/account/e2e/fatal/`);
    await expectNotFound(page, 'event', 'Event not found', 'We could not find this event.');
    await expect(page.getByTestId('not-found').getByText('The stand-in page failed on purpose.')).toBeVisible();
  });
});
