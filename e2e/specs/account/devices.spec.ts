// Issue 12, Devices: sign in from a second browser and remove it from the first, on the devices
// page; the removed browser is signed out live (socket `remove-user-device`), the list and the
// device limit follow.
import { expect, test } from '@playwright/test';
import { expectSignedOut, notice, storedSession } from '../../support/auth/browser.ts';
import { USER_AGENTS, closeDevices, openDevice, type DeviceBrowser } from '../../support/auth/devices.ts';
import { accountText, accountWith, signInTo } from './account-support.ts';
import { toastSaying } from '../../support/toasts.ts';

const en = (key: string, vars?: Record<string, string | number>) => accountText('en', key, vars);
const devices: DeviceBrowser[] = [];
test.afterEach(async () => {
  await closeDevices(devices.splice(0));
});

test('remove the other browser from the devices page: it is signed out live', async ({ browser, baseURL }) => {
  test.slow(); // two browsers
  const origin = baseURL!;
  const account = await accountWith(origin);
  const [a, b] = await Promise.all([openDevice(browser, USER_AGENTS.windowsChrome), openDevice(browser, USER_AGENTS.macFirefox)]);
  devices.push(a, b);
  const joined: string[] = [];
  b.page.on('websocket', (ws) => ws.on('framesent', (f) => joined.push(String(f.payload))));
  await signInTo(b.page, origin, account, '/account/general/');
  await signInTo(a.page, origin, account, '/account/devices/');

  // The registration's API device, B and A: three of arena's three.
  const list = a.page.getByRole('list', { name: en('devices.listLabel') });
  await expect(list.getByTestId('device')).toHaveCount(3);
  await expect(a.page.getByTestId('device-limit')).toHaveText(en('devices.limit', { count: 3, limit: 3 }));
  const mine = list.locator('[data-current]');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(en('devices.current'));
  await expect(mine).toContainText('Chrome on Windows');
  await expect(list).not.toContainText('Mozilla/5.0');
  await expect.poll(() => joined.some((f) => f.includes('join-user-room'))).toBe(true);

  const firefox = en('devices.browserOnOs', { browser: 'Firefox', os: 'macOS' });
  await a.page.getByRole('button', { name: en('devices.removeLabel', { name: firefox }) }).click();
  const dialog = a.page.getByRole('dialog', { name: en('devices.removeTitle') });
  await expect(dialog).toContainText(en('devices.removeBody', { name: firefox }));
  await dialog.getByRole('button', { name: en('devices.removeConfirm') }).click();
  await expect(toastSaying(a.page, en('devices.removed'))).toBeVisible();
  await expect(list.getByTestId('device')).toHaveCount(2);
  await expect(a.page.getByTestId('device-limit')).toHaveText(en('devices.limit', { count: 2, limit: 3 }));

  // B: signed out without reloading.
  await expect(b.page).toHaveURL(new URL('/auth/login/?deviceNoLongerAllowedError=true', origin).href);
  await expect(notice(b.page, 'device_not_allowed')).toBeVisible();
  await expectSignedOut(b.page);
  expect((await storedSession(a.page)).token).toBeTruthy();
});
