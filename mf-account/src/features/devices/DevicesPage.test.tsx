import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDeviceId, portalStore, devicesAtom } from '@portal/shared';
import { apiError, content, fakeApi, renderRoutes, resetSession, setupI18n, testTenant } from '@portal/shared/testing';
import en from '../../i18n/locales/en/account.json';
import routes from '../../exposes/routes.tsx';
import { signInForTest, toastMessages } from '../../testing/session.ts';

beforeAll(() => setupI18n('account', en));
beforeEach(() => signInForTest());
afterEach(() => resetSession());

const devices = () => [
  {
    id: 1,
    deviceId: getDeviceId(),
    deviceName: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
    deviceType: 'desktop',
    browser: 'Chrome',
    osName: 'Linux',
    osVersion: '',
    addedAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-11-20T08:30:00.000Z',
  },
  {
    id: 2,
    deviceId: 'phone-1',
    deviceName: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/140 Mobile',
    deviceType: 'mobile',
    browser: 'Chrome',
    osName: 'Android',
    osVersion: '14',
    addedAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-11-21T08:30:00.000Z',
  },
  {
    id: 3,
    deviceId: 'tab-1',
    deviceName: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) Safari/605.1.15',
    deviceType: 'tablet',
    browser: 'Safari',
    osName: 'iOS',
    osVersion: '17.4',
    addedAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-11-22T08:30:00.000Z',
  },
];

test('lists the devices with type, browser and OS (not the raw user agent), dates, the current one marked, and the limit', async () => {
  const api = fakeApi(() => content(devices()));
  renderRoutes(routes, '/account/devices/', { config: testTenant({ device_limit: 3 }) });
  const list = await screen.findByRole('list', { name: 'Signed-in devices' });
  const rows = within(list).getAllByTestId('device');
  expect(rows).toHaveLength(3);
  expect(within(rows[0]!).getByRole('heading', { name: 'Chrome on Linux' })).toBeInTheDocument();
  expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
  expect(within(rows[0]!).getByRole('img', { name: 'Computer' })).toBeInTheDocument();
  expect(within(rows[0]!).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  expect(within(rows[1]!).getByRole('heading', { name: 'Chrome on Android 14' })).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('img', { name: 'Phone' })).toBeInTheDocument();
  expect(rows[1]).toHaveTextContent('Added February 1, 2026');
  expect(rows[1]).toHaveTextContent(/Last seen Nov 21, 2026/);
  expect(within(rows[2]!).getByRole('img', { name: 'Tablet' })).toBeInTheDocument();
  expect(screen.queryByText(/Mozilla/)).not.toBeInTheDocument();
  expect(screen.getByTestId('device-limit')).toHaveTextContent('Devices in use: 3 of 3');
  expect(screen.getByText('You have reached the device limit. Remove a device to sign in on a new one.')).toBeInTheDocument();
  // The loader starts the request; the test client has no stale time, so the page may read again.
  expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /api/user/devices');
  expect(api.calls.every((c) => c.path === '/api/user/devices')).toBe(true);
});

test('removing another device asks first, then calls delete_device and shows the list left', async () => {
  const api = fakeApi((call) =>
    call.path === '/api/user/delete_device' ? content({ success: true, devices: devices().filter((d) => d.id !== 2) }) : content(devices()),
  );
  renderRoutes(routes, '/account/devices/', { config: testTenant({ device_limit: 3 }) });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Remove Chrome on Android 14' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove this device?' });
  expect(dialog).toHaveTextContent('Chrome on Android 14 will be signed out at once');
  expect(api.calls.map((c) => c.path)).not.toContain('/api/user/delete_device');
  await user.click(within(dialog).getByRole('button', { name: 'Remove device' }));
  await waitFor(() => expect(screen.getAllByTestId('device')).toHaveLength(2));
  expect(api.calls.find((c) => c.path === '/api/user/delete_device')!.body).toEqual({ deviceId: 'phone-1' });
  expect(screen.getByTestId('device-limit')).toHaveTextContent('Devices in use: 2 of 3');
  expect(toastMessages()).toContain('success:The device was removed and signed out.');
  expect(portalStore.get(devicesAtom).map((d) => d.deviceId)).not.toContain('phone-1');
});

test('a failed removal keeps the dialog open with the reason', async () => {
  fakeApi((call) => (call.path === '/api/user/delete_device' ? apiError('device_not_found', 'No such device on this account', 404) : content(devices())));
  renderRoutes(routes, '/account/devices/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Remove Safari on iOS 17.4' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove this device?' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove device' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This device is no longer on your account.');
  expect(screen.getAllByTestId('device')).toHaveLength(3);
});

test('a failed load shows the error with a retry', async () => {
  let fail = true;
  fakeApi(() => (fail ? apiError('default_error_message', 'Database unavailable', 503) : content(devices())));
  renderRoutes(routes, '/account/devices/');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your devices could not be loaded.');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findAllByTestId('device')).toHaveLength(3);
});
