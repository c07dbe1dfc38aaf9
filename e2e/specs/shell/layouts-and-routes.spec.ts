// Issue 4, item 1: layouts home / auth / default; every route of docs/product.md owned by a remote through
// the tenant's prefix map and reachable; middleware `auth` (to sign-in and back) and
// `disable-team-page`.
import { expect, test, type Page } from '@playwright/test';
import { federationSnapshot } from '../../support/federation.ts';
import { ACCOUNTS, ARENA, KADUR, catalogue, exposeShared, navigateInApp, shellReady, signInFresh, signedInContext } from '../../support/shell/portal.ts';

// Long route walks: spread the tests over the workers.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

type Ids = Awaited<ReturnType<typeof catalogue>>;
let ids: Ids;

test.beforeAll(async ({ request }) => {
  ids = await catalogue(request, ARENA);
});

/** Navigates in the app and checks the page: its layout, no 404, no remote fallback, and the owner loaded. */
async function expectRoute(page: Page, path: string, layout: 'home' | 'auth' | 'default', container: string, expectedPath = path) {
  await navigateInApp(page, path);
  await expect(page, `navigating to ${path}`).toHaveURL((url) => url.pathname === expectedPath);
  await expect(page.locator(`[data-layout="${layout}"]`), `${path} renders in the ${layout} layout`).toBeVisible();
  await expect(page.getByTestId('not-found'), `${path} is not a 404`).toHaveCount(0);
  await expect(page.getByTestId('remote-fallback'), `${path} loaded its remote`).toHaveCount(0);
  // The previous route may share the layout, so the owner can still be loading here: poll for it.
  await expect.poll(async () => (await federationSnapshot(page)).instances, { message: `${path} is owned by ${container}` }).toContain(container);
}

function publicRoutes(i: Ids): string[] {
  return [
    '/faq/',
    '/about/',
    '/terms/',
    '/privacy/',
    '/latest/',
    '/search/',
    '/archive/',
    '/upcoming/',
    '/highlight/',
    '/suggested/',
    '/live/',
    '/live/football/',
    '/info/contact/',
    `/team/${i.teamId}/`,
    `/league/${i.leagueId}/`,
    `/category/${i.mainId}/`,
    `/category/${i.mainId}/sub-category/${i.subId}/`,
    `/events/${i.eventId}/`,
    `/events/stats/${i.eventId}/`,
    `/channels/${i.channelId}/`,
    '/',
  ];
}

const AUTH_ONLY: Array<[string, string]> = [
  ['/club/', 'mf_following'],
  ['/recommendation/', 'mf_following'],
  ['/selected/clips/', 'mf_following'],
  ['/selected/videos/', 'mf_following'],
  ['/following/league/', 'mf_following'],
  ['/following/league/followed/', 'mf_following'],
  ['/following/category/', 'mf_following'],
  ['/following/category/followed/', 'mf_following'],
  ['/account/general/', 'mf_account'],
  ['/account/password/', 'mf_account'],
  ['/account/devices/', 'mf_account'],
  ['/account/billing/', 'mf_account'],
  ['/account/subscription/', 'mf_account'],
  ['/account/subscription/1/', 'mf_account'],
  ['/account/ppv/', 'mf_account'],
  ['/account/ppv/1/', 'mf_account'],
  ['/account/subscription/buy/1/', 'mf_commerce'],
  ['/payment/processing/', 'mf_commerce'],
  ['/payment/success/', 'mf_commerce'],
  ['/payment/failure/', 'mf_commerce'],
];

const authOnlyWithIds = (i: Ids): Array<[string, string]> => [
  ...AUTH_ONLY,
  [`/following/league/${i.leagueId}/`, 'mf_following'],
  [`/following/league/${i.leagueId}/followed/`, 'mf_following'],
  [`/following/category/${i.mainId}/`, 'mf_following'],
  [`/following/category/${i.mainId}/followed/`, 'mf_following'],
];

const signUpSteps = (i: Ids): Array<[string, string]> => [
  ['/auth/sign-up/personalization/', 'mf_auth'],
  ['/auth/sign-up/subscription/', 'mf_commerce'],
  ['/auth/sign-up/subscription/code/', 'mf_commerce'],
  ['/auth/sign-up/subscription/buy/1/', 'mf_commerce'],
  ['/auth/sign-up/following/league/', 'mf_following'],
  ['/auth/sign-up/following/league/followed/', 'mf_following'],
  [`/auth/sign-up/following/league/${i.leagueId}/`, 'mf_following'],
  ['/auth/sign-up/following/category/', 'mf_following'],
  ['/auth/sign-up/following/category/followed/', 'mf_following'],
  [`/auth/sign-up/following/category/${i.mainId}/`, 'mf_following'],
];

test.describe('layouts', () => {
  test('public pages use the home layout: header with logo and navigation, footer with the info pages', async ({ page }) => {
    await page.goto(`${ARENA}/`);
    await expect(page.locator('[data-layout="home"]')).toBeVisible();
    const header = page.getByTestId('site-header');
    await expect(header.getByTestId('brand')).toHaveAccessibleName('Arena Sports – Home');
    await expect(header.getByTestId('brand').locator('img')).toHaveAttribute('src', /\/assets\/tenants\/arena\/logo\.svg$/);
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Live', '/live/'],
      ['Upcoming', '/upcoming/'],
      ['Archive', '/archive/'],
      ['Highlights', '/highlight/'],
    ] as Array<[string, string]>) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(header.getByTestId('search-link')).toHaveAttribute('href', '/search/');
    await expect(header.getByTestId('sign-in')).toHaveAttribute('href', '/auth/login/');
    const footer = page.getByTestId('site-footer');
    for (const [name, href] of [
      ['About', '/about/'],
      ['FAQ', '/faq/'],
      ['Terms of use', '/terms/'],
      ['Privacy policy', '/privacy/'],
    ] as Array<[string, string]>) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('sign-in and sign-up use the auth layout: slim header with logo and switchers, no navigation, no footer', async ({ page }) => {
    for (const path of ['/auth/login/', '/auth/sign-up/']) {
      await page.goto(`${ARENA}${path}`);
      await expect(page.locator('[data-layout="auth"]')).toBeVisible();
      const header = page.getByTestId('site-header');
      await expect(header.getByTestId('brand')).toBeVisible();
      await expect(header.getByTestId('locale-switcher')).toBeVisible();
      await expect(header.getByTestId('color-mode-switcher')).toBeVisible();
      await expect(header.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(header.getByTestId('sign-in')).toHaveCount(0);
      await expect(page.getByTestId('site-footer')).toHaveCount(0);
    }
  });

  test('signed-in pages use the default layout with the user menu (account, following, watchlist, sign out)', async ({ browser }) => {
    const context = await signedInContext(browser, ARENA, ACCOUNTS.arenaFan);
    const page = await context.newPage();
    await page.goto(`${ARENA}/account/general/`);
    await expect(page.locator('[data-layout="default"]')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await page.getByTestId('signed-in-user').click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/account/general/');
    await expect(menu.getByRole('menuitem', { name: 'Following' })).toHaveAttribute('href', '/following/league/');
    await expect(menu.getByRole('menuitem', { name: 'Watchlist' })).toHaveAttribute('href', '/selected/videos/');
    await expect(menu.getByTestId('sign-out')).toBeVisible();
    await context.close();
  });
});

test.describe('route table', () => {
  test('every public route of docs/product.md resolves to mf-events in the home layout', async ({ page }) => {
    await page.goto(`${ARENA}/about/`);
    await shellReady(page);
    await exposeShared(page);
    for (const path of publicRoutes(ids)) await expectRoute(page, path, 'home', 'mf_events');
    // A partner's reference link ends on the event's own page (its loader redirects).
    await expectRoute(page, `/redirect/events/${ids.referenceId}/`, 'home', 'mf_events', `/events/${ids.eventId}/`);
  });

  test('/home and /open-app are routes of their own where the tenant has no route rule (kadur)', async ({ page }) => {
    await page.goto(`${KADUR}/about/`);
    await shellReady(page);
    await exposeShared(page);
    await expectRoute(page, '/home/', 'home', 'mf_events');
    await expectRoute(page, '/open-app/', 'home', 'mf_events');
  });

  test('the auth area resolves to mf-auth in the auth layout (anonymous pages)', async ({ page }) => {
    await page.goto(`${ARENA}/auth/login/`);
    await shellReady(page);
    await exposeShared(page);
    for (const path of ['/auth/sign-up/', '/auth/password/forgot/', '/auth/password/reset/', '/auth/login/limit/', '/auth/login/']) {
      await navigateInApp(page, path);
      await expect(page.locator('[data-layout="auth"]'), path).toBeVisible();
      await expect(page.getByTestId('not-found'), path).toHaveCount(0);
      expect((await federationSnapshot(page)).instances).toContain('mf_auth');
    }
    // The OpenID callback page without a code still renders in the auth layout (it reports the failed sign-in).
    await page.goto(`${ARENA}/auth/oauth2/callback/google/`);
    await expect(page.locator('[data-layout="auth"]')).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });

  test('every signed-in route resolves to its owner (following, account, commerce) in the default layout', async ({ browser }) => {
    const context = await signedInContext(browser, ARENA, ACCOUNTS.arenaFan);
    const page = await context.newPage();
    await page.goto(`${ARENA}/`);
    await shellReady(page);
    await exposeShared(page);
    for (const [path, owner] of authOnlyWithIds(ids)) await expectRoute(page, path, 'default', owner);
    // /account/ itself goes on to its first section.
    await expectRoute(page, '/account/', 'default', 'mf_account', '/account/general/');
    await context.close();
  });

  test('the signed-in sign-up steps resolve to their owners in the auth layout', async ({ browser }) => {
    const context = await signedInContext(browser, ARENA, ACCOUNTS.arenaFan);
    const page = await context.newPage();
    await page.goto(`${ARENA}/`);
    await shellReady(page);
    await exposeShared(page);
    for (const [path, owner] of signUpSteps(ids)) await expectRoute(page, path, 'auth', owner);
    await context.close();
  });

  test('a path owned by a disabled remote is a 404, not a shorter prefix (kadur has commerce off)', async ({ page }) => {
    for (const path of ['/payment/success/', '/auth/sign-up/subscription/']) {
      await page.goto(`${KADUR}${path}`);
      await expect(page.getByTestId('not-found'), path).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('הדף לא נמצא');
    }
  });
});

test.describe('middleware auth', () => {
  test('anonymous visitors of every signed-in route go to sign-in with the way back', async ({ page }) => {
    await page.goto(`${ARENA}/`);
    await shellReady(page);
    await exposeShared(page);
    for (const [path] of [...authOnlyWithIds(ids), ...signUpSteps(ids), ['/account/', 'mf_account'] as [string, string]]) {
      await navigateInApp(page, '/about/');
      await expect(page).toHaveURL(`${ARENA}/about/`);
      await navigateInApp(page, path);
      await expect(page, path).toHaveURL((url) => url.pathname === '/auth/login/' && url.searchParams.get('redirect') === path);
    }
    // A direct load is guarded too, before any page of the remote renders.
    await page.goto(`${ARENA}/selected/videos/`);
    await expect(page).toHaveURL(`${ARENA}/auth/login/?redirect=${encodeURIComponent('/selected/videos/')}`);
    await expect(page.getByTestId('login-page')).toBeVisible();
  });

  test('after signing in the visitor comes back to the page they asked for', async ({ page }) => {
    await page.goto(`${ARENA}/account/devices/`);
    await expect(page).toHaveURL(/\/auth\/login\/\?redirect=/);
    await signInFresh(page, ARENA, ACCOUNTS.arenaFan, '/account/devices/');
    await expect(page).toHaveURL(`${ARENA}/account/devices/`);
    await expect(page.locator('[data-layout="default"]')).toBeVisible();
    await expect(page.getByTestId('signed-in-user')).toBeVisible();
  });
});

test.describe('middleware disable-team-page', () => {
  test('the team page shows where the tenant enables it (arena)', async ({ page }) => {
    await page.goto(`${ARENA}/team/${ids.teamId}/`);
    await expect(page.locator('[data-layout="home"]')).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });

  test('the team page is a 404 with the team context where the tenant disables it (kadur)', async ({ page, request }) => {
    const kadurIds = await catalogue(request, KADUR);
    await page.goto(`${KADUR}/team/${kadurIds.teamId}/`);
    await expect(page.getByTestId('not-found')).toHaveAttribute('data-context', 'team');
  });
});

test('every page titles the tab "<page> · <tenant>" (the home page: the tenant alone), in the page language too', async ({ page }) => {
  await page.goto(`${ARENA}/`);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page).toHaveTitle('Arena Sports');
  await exposeShared(page);
  await navigateInApp(page, '/live/');
  await expect(page).toHaveTitle('Live now · Arena Sports');
  await navigateInApp(page, '/auth/login/');
  await expect(page).toHaveTitle('Sign in · Arena Sports');
  await navigateInApp(page, '/no-such-page/');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page).toHaveTitle(/^.+ · Arena Sports$/);
  await navigateInApp(page, '/');
  await expect(page).toHaveTitle('Arena Sports');
  await page.goto(`${KADUR}/auth/login/`);
  await expect(page.getByTestId('login-page')).toBeVisible();
  await expect(page).toHaveTitle('התחברות · כדור TV');
});
