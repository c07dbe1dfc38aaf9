// Issue 5, journey 6: a device removed from another browser is signed out live. Browser A
// and browser B are signed in to the same account; B's session removes A's device
// (POST /api/user/delete_device with B's token). A receives the socket `remove-user-device`
// message and, without reloading, lands on /auth/login/?deviceNoLongerAllowedError=true
// with its explanation.
import { expect, test, type Request } from '@playwright/test';
import { apiCall, deleteDevice, listDevices, registerAccount } from '../../support/auth/api.ts';
import { expectSignedIn, expectSignedOut, notice, signIn, storedSession } from '../../support/auth/browser.ts';
import { USER_AGENTS, closeDevices, openDevice, type DeviceBrowser } from '../../support/auth/devices.ts';
import { authText } from '../../support/auth/text.ts';

const devices: DeviceBrowser[] = [];
test.afterEach(async () => {
  await closeDevices(devices.splice(0));
});

test('removing a device from another browser signs it out live through the socket', async ({ browser, baseURL }) => {
  test.slow(); // two browsers
  const origin = baseURL!;
  const account = await registerAccount(origin, { displayName: 'Parker Vance' });

  const [a, b] = await Promise.all([openDevice(browser, USER_AGENTS.windowsChrome), openDevice(browser, USER_AGENTS.macFirefox)]);
  devices.push(a, b);
  // socket.io frames of A's socket (websocket transport at /ws).
  const sent: string[] = [];
  const received: string[] = [];
  a.page.on('websocket', (ws) => {
    ws.on('framesent', (f) => sent.push(String(f.payload)));
    ws.on('framereceived', (f) => received.push(String(f.payload)));
  });
  await Promise.all([
    signIn(a.page, origin, account.email, account.password, { redirect: '/account/general/' }),
    signIn(b.page, origin, account.email, account.password),
  ]);
  await expect(a.page).toHaveURL(new URL('/account/general/', origin).href);
  await expectSignedIn(a.page, { name: account.displayName });
  await expectSignedIn(b.page, { name: account.displayName });
  const sessionA = await storedSession(a.page);
  const sessionB = await storedSession(b.page);
  expect(sessionA.deviceId).not.toBe(sessionB.deviceId);

  // Mark A's document: it must still be the same document afterwards (no reload).
  await a.page.evaluate(() => ((window as unknown as { __e2eSameDocument: boolean }).__e2eSameDocument = true));
  let loads = 0;
  a.page.on('load', () => loads++);
  const after: Request[] = [];
  // A's socket has joined the user's room (as it does for any signed-in tab).
  await expect.poll(() => sent.some((f) => f.includes('join-user-room')), { timeout: 15_000 }).toBe(true);

  // B removes A (B's own signed-in session, as an account devices page would).
  a.page.on('request', (r) => after.push(r));
  const removedAt = Date.now();
  await deleteDevice(origin, sessionB.token!, sessionA.deviceId!);

  await expect(a.page).toHaveURL(new URL('/auth/login/?deviceNoLongerAllowedError=true', origin).href, { timeout: 10_000 });
  const explanation = notice(a.page, 'device_not_allowed');
  await expect(explanation).toBeVisible();
  await expect(explanation).toContainText(authText('en', 'notice.device_not_allowed.body'));
  await expectSignedOut(a.page);
  expect(Date.now() - removedAt, 'signed out within seconds (live, not at the next session check)').toBeLessThan(10_000);
  expect(await a.page.evaluate(() => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument)).toBe(true);
  expect(loads, 'no page load').toBe(0);
  // It was the socket message, not a session check that A made.
  expect(after.map((r) => new URL(r.url()).pathname)).not.toContain('/api/user/check_current_device');
  expect(received.some((f) => f.includes('remove-user-device') && f.includes(sessionA.deviceId!))).toBe(true);

  // A's old token is refused; B is untouched and the account lists B only.
  const refused = await apiCall(origin, '/api/user/get_profile', { token: sessionA.token! });
  expect(refused.status).toBe(401);
  expect(refused.body.messageErrorCode).toBe('device_removed');
  await b.page.reload();
  await expectSignedIn(b.page, { name: account.displayName });
  const left = (await listDevices(origin, sessionB.token!)).map((d) => d.deviceId);
  expect(left).toContain(sessionB.deviceId);
  expect(left).not.toContain(sessionA.deviceId);
});
