// A remote turned off in the tenant configuration (issue 2 item 7): kadur has
// mf-commerce off, so the paths it owns show the shell's 404 page (in Hebrew), never
// a shorter prefix's page (/auth belongs to mf-auth), and the rest of the portal works.
import { expect, test, type APIRequestContext, type Request } from '@playwright/test';
import { recordRequests, remoteRequests } from '../../support/federation.ts';

/** The run's instance under kadur's host name (Chromium resolves *.localhost to loopback). */
const kadur = (baseURL: string | undefined) => `http://kadur.localhost:${new URL(baseURL!).port}`;

/** kadur's configuration through Node (which does not resolve *.localhost): the Host header picks the tenant. */
async function kadurConfig(request: APIRequestContext, baseURL: string | undefined) {
  const response = await request.get(`${baseURL}/api/customer/config`, { headers: { host: new URL(kadur(baseURL)).host } });
  expect(response.status()).toBe(200);
  return (await response.json()).content;
}

test.describe('kadur: mf-commerce is off', () => {
  let requests: Request[];

  test.beforeEach(async ({ page }) => {
    requests = recordRequests(page);
  });

  test.afterEach(() => {
    // A disabled remote is never even registered: nothing of it is fetched.
    expect(remoteRequests(requests, 'mf-commerce')).toEqual([]);
  });

  test('the tenant configuration says so', async ({ request, baseURL }) => {
    const content = await kadurConfig(request, baseURL);
    expect(content.id).toBe('kadur');
    const commerce = content.remotes.find((r: { id: string }) => r.id === 'mf-commerce');
    expect(commerce).toMatchObject({ enabled: false });
    expect(commerce.prefixes).toContain('/auth/sign-up/subscription');
  });

  test('/auth/sign-up/subscription/ shows the Hebrew 404 page inside the layout', async ({ page, baseURL }) => {
    const KADUR = kadur(baseURL);
    await page.goto(`${KADUR}/auth/sign-up/subscription/`);
    const notFound = page.getByTestId('not-found');
    await expect(notFound).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Hebrew text, not the English "Page not found".
    await expect(notFound).toContainText(/[\u0590-\u05FF]/);
    await expect(notFound).not.toContainText('Page not found');
    await expect(page.getByTestId('site-header')).toBeVisible();
    // Not mf-auth's page for the shorter /auth prefix, and no remote fallback.
    await expect(page.getByTestId('login-page')).toHaveCount(0);
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    // The other paths of mf-commerce are 404 too.
    await page.goto(`${KADUR}/payment/success/`);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('the home page and the sign-in page still work, and the 404 page leads home', async ({ page, request, baseURL }) => {
    const KADUR = kadur(baseURL);
    const content = await kadurConfig(request, baseURL);
    const events = content.remotes.find((r: { id: string }) => r.id === 'mf-events');
    await page.goto(`${KADUR}/auth/sign-up/subscription/`);
    await page.getByTestId('go-home').click();
    await expect(page).toHaveURL(`${KADUR}/`);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    // kadur's pinned version of mf-events, from the CDN.
    expect(remoteRequests(requests, 'mf-events').some((u) => u.startsWith(events.manifestUrl.replace(/mf-manifest\.json$/, '')))).toBe(true);

    await page.goto(`${KADUR}/auth/login/`);
    await expect(page.getByTestId('login-page').locator('input[type="password"]')).toBeVisible();
  });
});
