// Issue 5, journey 5: the device limit, recovered both ways.
// - E-mail and password on arena (device_limit 3): three browsers (contexts, each its own
//   device id) sign in; a fourth lands on /auth/login/limit/, whose `data` query (it holds the
//   password) leaves the address bar at once; the user removes a device and is signed in.
// - Single sign-on with the new device-limit flow (kadur, device_limit 2): the user is
//   signed out and sent to /auth/login/?deviceNoLongerAllowedError=true with its explanation.
// - Single sign-on without it (arena): the device-limit page, then signed in without a
//   second round trip to the provider.
import { expect, test, type Page } from '@playwright/test';
import { IDP_PASSWORD, deleteDevice, listDevices, loginOnDevice, registerAccount } from '../../support/auth/api.ts';
import {
  completeProviderLogin,
  expectSignedIn,
  expectSignedOut,
  notice,
  openProviderPopup,
  signIn,
  storedSession,
  tenantOrigin,
} from '../../support/auth/browser.ts';
import { USER_AGENTS, closeDevices, openDevice, recordUrls, type DeviceBrowser } from '../../support/auth/devices.ts';
import { authText } from '../../support/auth/text.ts';
import { startIsolatedPortal, type IsolatedPortal } from '../../support/start-isolated-portal.ts';

const t = (key: string, vars?: Record<string, string | number>) => authText('en', key, vars);

/** The device-limit page as the user sees it, with the data query already gone. */
async function expectLimitPage(page: Page, origin: string, urls: string[]) {
  await expect(page.getByRole('heading', { level: 1, name: t('limit.title') })).toBeVisible();
  await expect(page).toHaveURL(new URL('/auth/login/limit/', origin).href);
  // It did arrive with ?data=…, which was replaced in place.
  expect(urls.some((u) => u.includes('/auth/login/limit/?data='))).toBe(true);
  expect(new URL(urls.at(-1)!).search).toBe('');
}

test.describe('e-mail and password', () => {
  const devices: DeviceBrowser[] = [];
  test.afterEach(async () => {
    await closeDevices(devices.splice(0));
  });

  test('more browsers than the limit: the limit page, remove a device, continue, signed in', async ({ browser, baseURL }) => {
    test.slow(); // four browsers sign in
    const origin = baseURL!;
    // A fresh account; its registration's device is removed so only browsers count.
    const account = await registerAccount(origin, { displayName: 'Avery Stone' });
    await deleteDevice(origin, account.tokens.access, account.deviceId);

    const names = ['Chrome on Windows', 'Firefox on macOS', 'Edge on Linux'];
    devices.push(...(await Promise.all([USER_AGENTS.windowsChrome, USER_AGENTS.macFirefox, USER_AGENTS.linuxEdge].map((ua) => openDevice(browser, ua)))));
    // One after another: three browsers starting the portal at once took 10 s or more each on a
    // loaded 2-core CI machine (fills of 6-13 s), past the expectation's timeout; the count is the point.
    for (const device of devices) {
      await signIn(device.page, origin, account.email, account.password);
      await expectSignedIn(device.page, { name: account.displayName });
    }
    const [windows, mac, linux] = devices;
    const ids = await Promise.all(devices.map(async (d) => (await storedSession(d.page)).deviceId));
    expect(new Set(ids).size).toBe(3);
    expect((await listDevices(origin, (await storedSession(mac!.page)).token!)).map((d) => d.deviceId).sort()).toEqual([...ids].sort());

    // The fourth browser (Safari on macOS) is one too many.
    const fourth = await openDevice(browser, USER_AGENTS.macSafari);
    devices.push(fourth);
    const urls = recordUrls(fourth.page);
    const logged: string[] = [];
    fourth.page.on('console', (m) => logged.push(m.text()));
    await signIn(fourth.page, origin, account.email, account.password);
    await expectLimitPage(fourth.page, origin, urls);
    // The password is not in the address bar nor in anything the page logged.
    expect(fourth.page.url()).not.toContain(encodeURIComponent(account.password));
    expect(logged.join('\n')).not.toContain(account.password);

    // The other three devices are listed by name; nothing is removed without confirming.
    const list = fourth.page.getByRole('list', { name: t('limit.devices_label') });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    for (const name of names) await expect(list.getByText(name, { exact: true })).toBeVisible();
    await list.getByRole('button', { name: t('limit.remove_named', { name: 'Chrome on Windows' }) }).click();
    await list.getByRole('button', { name: t('limit.keep') }).click();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await list.getByRole('button', { name: t('limit.remove_named', { name: 'Chrome on Windows' }) }).click();
    await list.getByRole('button', { name: t('limit.confirm_remove_named', { name: 'Chrome on Windows' }) }).click();

    // Continues by itself: signed in on the fourth browser, on the home page.
    await expect(fourth.page).toHaveURL(new URL('/', origin).href);
    await expectSignedIn(fourth.page, { name: account.displayName });
    const fourthSession = await storedSession(fourth.page);
    const now = (await listDevices(origin, fourthSession.token!)).map((d) => d.deviceId).sort();
    expect(now).toEqual([ids[1], ids[2], fourthSession.deviceId].sort());
    // The fourth browser's token works for ordinary calls (the session is active, not pending).
    const profile = await fourth.page.request.get(new URL('/api/user/get_profile', origin).href, {
      headers: { 'X-Authorization': `Bearer ${fourthSession.token}` },
    });
    expect(profile.status()).toBe(200);
    // The removed browser (Chrome on Windows) is signed out; the others stay signed in.
    await expect(windows!.page).toHaveURL(new URL('/auth/login/?deviceNoLongerAllowedError=true', origin).href);
    await expectSignedIn(linux!.page, { name: account.displayName });
  });
});

test.describe('single sign-on', () => {
  let portal: IsolatedPortal;
  test.beforeAll(async () => {
    portal = await startIsolatedPortal();
  });
  test.afterAll(async () => {
    await portal?.close();
  });

  test('new flow (kadur): signed out, sent to ?deviceNoLongerAllowedError=true with the explanation', async ({ page, context }) => {
    const kadur = tenantOrigin(portal.urls.portal, 'kadur');
    // The provider's sso.fan@example.com already has a kadur account on two devices (the limit).
    const account = await registerAccount(kadur, { email: 'sso.fan@example.com', displayName: 'Sam Rivers' });
    await loginOnDevice(kadur, account.email, account.password, 'kadur-tablet-1');
    const before = (await listDevices(kadur, account.tokens.access)).map((d) => d.deviceId).sort();
    expect(before).toHaveLength(2);

    await page.goto(new URL('/auth/login/', kadur).href);
    const popup = await openProviderPopup(page, context, authText('he', 'sso.continue_with', { provider: authText('he', 'sso.provider.ifa') }));
    await completeProviderLogin(popup, account.email, IDP_PASSWORD);

    await expect(page).toHaveURL(new URL('/auth/login/?deviceNoLongerAllowedError=true', kadur).href);
    const explanation = notice(page, 'device_not_allowed', 'he');
    await expect(explanation).toBeVisible();
    await expect(explanation).toContainText(authText('he', 'notice.device_not_allowed.body'));
    await expectSignedOut(page, 'he');
    // Nothing changed on the account: still the same two devices, this browser not among them.
    expect((await listDevices(kadur, account.tokens.access)).map((d) => d.deviceId).sort()).toEqual(before);
  });

  test('old flow (arena): the device-limit page, remove a device, signed in without a second provider round trip', async ({ page, context }) => {
    test.slow();
    const arena = portal.urls.portal.replace('127.0.0.1', 'localhost');
    const account = await registerAccount(arena, { email: 'sso.new@example.com', displayName: 'Dana Brooks' });
    await loginOnDevice(arena, account.email, account.password, 'arena-phone-2');
    await loginOnDevice(arena, account.email, account.password, 'arena-tv-3');
    expect(await listDevices(arena, account.tokens.access)).toHaveLength(3);

    const urls = recordUrls(page);
    await page.goto(new URL('/auth/login/', arena).href);
    const popup = await openProviderPopup(page, context, t('sso.continue_with', { provider: 'Google' }));
    await completeProviderLogin(popup, account.email, IDP_PASSWORD);
    await expectLimitPage(page, arena, urls);

    const list = page.getByRole('list', { name: t('limit.devices_label') });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    const popups: Page[] = [];
    context.on('page', (p) => popups.push(p));
    await list
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    await list.getByRole('button', { name: /^Yes, remove / }).click();
    await expect(page).toHaveURL(new URL('/', arena).href);
    await expectSignedIn(page, { name: 'Dana Brooks' });
    expect(popups, 'no second provider popup').toHaveLength(0);
    const session = await storedSession(page);
    const now = await listDevices(arena, session.token!);
    expect(now).toHaveLength(3);
    expect(now.map((d) => d.deviceId)).toContain(session.deviceId);
  });
});
