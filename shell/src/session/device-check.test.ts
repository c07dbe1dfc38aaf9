import { applySignIn, clearSession, configureApi, devicesAtom, getDeviceId, isAuthenticatedAtom, portalStore } from '@portal/shared';
import { fakeFetch, json } from '@portal/shared/testing';
import { checkSession, handleRemovedDevice } from './device-check.ts';
import { setNavigate } from './navigation.ts';

const signIn = () => applySignIn({ profile: { id: 'u1' }, tokenData: { access_token: 't', expires_in: 900, refresh_token: 'r' }, track: false });
let navigate: jest.Mock;

beforeEach(() => {
  clearSession();
  navigate = jest.fn();
  setNavigate(navigate);
});

function serve(handler: Parameters<typeof fakeFetch>[0]) {
  const s = fakeFetch(handler);
  configureApi({ apiBase: 'https://api.test', fetch: s.fetch, locks: null, getCustomer: () => null });
  return s;
}

test('sends device_id, device_name and register_new no_register; stores the devices', async () => {
  const s = serve(() => json({ content: { enabled: true, devices: [{ id: 1, device_id: getDeviceId() }] } }));
  signIn();
  await expect(checkSession()).resolves.toBe('allowed');
  // Sign-in also loads the followed list; the check is its own call.
  expect(s.calls.find((c) => c.path === '/api/user/check_current_device')).toMatchObject({
    path: '/api/user/check_current_device',
    body: { device_id: getDeviceId(), device_name: navigator.userAgent, register_new: 'no_register' },
  });
  expect(portalStore.get(devicesAtom)[0]!.isCurrent).toBe(true);
});

test('a device no longer enabled is signed out and sent to login with deviceNoLongerAllowedError', async () => {
  serve(() => json({ content: { enabled: false, devices: [] } }));
  signIn();
  await expect(checkSession()).resolves.toBe('removed');
  expect(portalStore.get(isAuthenticatedAtom)).toBe(false);
  expect(navigate).toHaveBeenCalledWith('/auth/login/?deviceNoLongerAllowedError=true', { replace: true });
});

test('a failed check logs out, unless its code is refresh_token_failed', async () => {
  serve(() => json({ messageErrorCode: 'device_not_found', message: 'gone' }, 403));
  signIn();
  await expect(checkSession()).resolves.toBe('removed');
  expect(navigate).toHaveBeenCalledWith('/auth/login/?deviceNoLongerAllowedError=true', { replace: true });

  navigate.mockClear();
  serve((call) => (call.path === '/api/oauth2/token' ? json({ message: 'no' }, 400) : json({}, 401)));
  signIn();
  await expect(checkSession()).resolves.toBe('expired');
  expect(navigate).not.toHaveBeenCalledWith('/auth/login/?deviceNoLongerAllowedError=true', expect.anything());
});

test('anonymous viewers are not checked', async () => {
  const s = serve(() => json({}));
  await expect(checkSession()).resolves.toBe('anonymous');
  expect(s.calls).toHaveLength(0);
});

test('no answer (server error or offline) keeps the session', async () => {
  serve(() => json({ message: 'boom' }, 503));
  signIn();
  await expect(checkSession()).resolves.toBe('unknown');
  expect(portalStore.get(isAuthenticatedAtom)).toBe(true);
  expect(navigate).not.toHaveBeenCalled();
});

test('concurrent checks share one request', async () => {
  const s = serve(() => json({ content: { enabled: true, devices: [] } }));
  signIn();
  await Promise.all([checkSession(), checkSession(), checkSession()]);
  expect(s.calls.filter((c) => c.path === '/api/user/check_current_device')).toHaveLength(1);
});

test('remove-user-device: this browser signs out; another device leaves the list; an unknown one only logs', async () => {
  serve(() => json({}));
  signIn();
  portalStore.set(devicesAtom, [
    { id: '1', deviceId: getDeviceId(), deviceName: 'this' },
    { id: '2', deviceId: 'other-device', deviceName: 'other' },
  ] as never);
  await expect(handleRemovedDevice('other-device')).resolves.toBe('removed');
  expect(portalStore.get(devicesAtom)).toHaveLength(1);
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  await expect(handleRemovedDevice('ghost')).resolves.toBe('unknown');
  expect(error).toHaveBeenCalled();
  error.mockRestore();
  await expect(handleRemovedDevice(getDeviceId())).resolves.toBe('signed-out');
  expect(portalStore.get(isAuthenticatedAtom)).toBe(false);
  expect(navigate).toHaveBeenCalledWith('/auth/login/?deviceNoLongerAllowedError=true', { replace: true });
});
