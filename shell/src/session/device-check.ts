// The session check of docs/product.md: a signed-in browser asks whether it is still one of the
// user's devices. A removed device (or a failed check other than an expired refresh,
// which the API client already handles) signs this browser out.
import {
  api,
  deviceName,
  devicesAtom,
  EXPIRED_SESSION_CODE,
  getDeviceId,
  isApiError,
  isAuthenticatedAtom,
  LOGIN_DEVICE_NOT_ALLOWED,
  logout,
  mapDevices,
  portalStore,
  setDevices,
} from '@portal/shared';
import { navigateTo } from './navigation.ts';

/** This browser was removed from the account: sign out and explain on the login page. */
export async function signOutRemovedDevice(): Promise<void> {
  await logout({ revoke: false });
  navigateTo(LOGIN_DEVICE_NOT_ALLOWED, { replace: true });
}

/** 'unknown': no answer (offline, server down, 5xx) says nothing about the device, so the session stays. */
export type SessionCheckResult = 'anonymous' | 'allowed' | 'removed' | 'expired' | 'unknown';

let running: Promise<SessionCheckResult> | null = null;

/** One check at a time: start-up and focus may ask together. */
export function checkSession(): Promise<SessionCheckResult> {
  if (!portalStore.get(isAuthenticatedAtom)) return Promise.resolve('anonymous');
  running ??= runCheck().finally(() => {
    running = null;
  });
  return running;
}

async function runCheck(): Promise<SessionCheckResult> {
  try {
    const content = await api.post<{ devices?: unknown[]; enabled?: boolean }>('/api/user/check_current_device', {
      body: { device_id: getDeviceId(), device_name: deviceName(), register_new: 'no_register' },
    });
    if (Array.isArray(content?.devices)) setDevices(mapDevices(content.devices, getDeviceId()));
    if (content?.enabled === false) {
      await signOutRemovedDevice();
      return 'removed';
    }
    return 'allowed';
  } catch (error) {
    // refresh_token_failed is handled by the expired-session flow (api/README.md).
    if (isApiError(error) && error.code === EXPIRED_SESSION_CODE) return 'expired';
    // docs/product.md signs out on a failed check; a check that got no answer did not fail, it
    // did not happen, and signing people out while offline would be wrong.
    if (!isApiError(error) || error.status === 0 || error.status >= 500) return 'unknown';
    if (!portalStore.get(isAuthenticatedAtom)) return 'anonymous';
    await signOutRemovedDevice();
    return 'removed';
  }
}

/** remove-user-device {deviceId}: this browser signs out; another device leaves the stored list. */
export async function handleRemovedDevice(deviceId: string): Promise<'signed-out' | 'removed' | 'unknown'> {
  if (deviceId === getDeviceId()) {
    if (portalStore.get(isAuthenticatedAtom)) await signOutRemovedDevice();
    return 'signed-out';
  }
  const list = portalStore.get(devicesAtom);
  if (!list.some((d) => d.deviceId === deviceId || String(d.id) === deviceId)) {
    // api/README.md: removing a device that is not in the list only logs an error.
    console.error(`remove-user-device: device ${deviceId} is not in the list`);
    return 'unknown';
  }
  setDevices(list.filter((d) => d.deviceId !== deviceId && String(d.id) !== deviceId));
  return 'removed';
}
