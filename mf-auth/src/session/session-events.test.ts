import { applySignIn, devicesAtom, getDeviceId, isAuthenticatedAtom, portalStore } from '@portal/shared';
import { apiError, content, fakeApi, json, resetSession, signInAnswer } from '../testing/harness.tsx';
import { checkSession, handleRemoveUserDevice } from './session-events.ts';

const signIn = () =>
  applySignIn({
    ...signInAnswer({ devices: [{ id: 1, deviceId: getDeviceId(), deviceName: 'this' }, { id: 2, deviceId: 'dev-other', deviceName: 'other' }] }),
    track: false,
  });

beforeEach(() => resetSession());

describe('session check (SPEC 4)', () => {
  test('anonymous: nothing is sent', async () => {
    const api = fakeApi(() => content({ enabled: true }));
    await expect(checkSession()).resolves.toBe('skipped');
    expect(api.calls).toHaveLength(0);
  });

  test('POST /api/user/check_current_device with device_id, device_name, register_new no_register', async () => {
    signIn();
    const api = fakeApi(() => content({ enabled: true, devices: [{ id: 1, deviceId: getDeviceId() }] }));
    const navigate = jest.fn();
    await expect(checkSession({ navigate })).resolves.toBe('ok');
    expect(api.calls[0]).toMatchObject({ path: '/api/user/check_current_device', body: { device_id: getDeviceId(), device_name: navigator.userAgent, register_new: 'no_register' } });
    expect(api.calls[0]!.headers['X-Authorization']).toBe('Bearer acc-1');
    expect(navigate).not.toHaveBeenCalled();
    expect(portalStore.get(devicesAtom)).toHaveLength(1);
  });

  test('a device no longer enabled signs out to ?deviceNoLongerAllowedError=true', async () => {
    signIn();
    fakeApi(() => content({ enabled: false, devices: [] }));
    const navigate = jest.fn();
    await expect(checkSession({ navigate })).resolves.toBe('signed-out');
    expect(portalStore.get(isAuthenticatedAtom)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/auth/login/?deviceNoLongerAllowedError=true', { replace: true });
  });

  test('a failed check (code other than refresh_token_failed) signs out', async () => {
    signIn();
    fakeApi(() => apiError('device_removed', 'This device was removed', 403));
    const navigate = jest.fn();
    await expect(checkSession({ navigate })).resolves.toBe('signed-out');
    expect(navigate).toHaveBeenCalledWith('/auth/login/?deviceNoLongerAllowedError=true', { replace: true });
  });

  test('refresh_token_failed is ignored (the expired-session flow handles it); no answer keeps the session', async () => {
    signIn();
    fakeApi(() => apiError('refresh_token_failed', 'Expired Session', 400));
    const navigate = jest.fn();
    await checkSession({ navigate });
    expect(navigate).not.toHaveBeenCalledWith('/auth/login/?deviceNoLongerAllowedError=true', expect.anything());
    resetSession();
    signIn();
    fakeApi(() => json({ message: 'down' }, 503));
    await expect(checkSession({ navigate })).resolves.toBe('inconclusive');
    expect(portalStore.get(isAuthenticatedAtom)).toBe(true);
  });
});

describe('remove-user-device (SPEC 4, 8)', () => {
  test("this browser's device: signed out to ?deviceNoLongerAllowedError=true", async () => {
    signIn();
    fakeApi(() => content({}));
    const navigate = jest.fn();
    await expect(handleRemoveUserDevice({ deviceId: getDeviceId() }, { navigate })).resolves.toBe('signed-out');
    expect(portalStore.get(isAuthenticatedAtom)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/auth/login/?deviceNoLongerAllowedError=true', { replace: true });
  });

  test('another device leaves the stored list; an unknown one only logs an error', async () => {
    signIn();
    await expect(handleRemoveUserDevice({ deviceId: 'dev-other' })).resolves.toBe('removed');
    expect(portalStore.get(devicesAtom).map((d) => d.deviceId)).toEqual([getDeviceId()]);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(handleRemoveUserDevice({ deviceId: 'ghost' })).resolves.toBe('unknown');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    expect(portalStore.get(isAuthenticatedAtom)).toBe(true);
  });
});
