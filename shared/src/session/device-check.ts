// The session check of SPEC 4: a signed-in browser asks whether it is still one of the
// user's devices. A removed device (or a failed check other than an expired refresh,
// which the API client already handles) signs this browser out.
import { api } from '../http/api.ts';
import { EXPIRED_SESSION_CODE, isApiError } from '../http/errors.ts';
import { mapDevices } from '../model/device.ts';
import { logout, setDevices } from './actions.ts';
import { isAuthenticatedAtom } from './atoms.ts';
import { deviceName, getDeviceId } from './device-id.ts';
import { LOGIN_DEVICE_NOT_ALLOWED, navigateTo } from './navigation.ts';
import { portalStore } from './store.ts';

/** This browser was removed from the account: sign out and explain on the login page. */
export async function signOutRemovedDevice(): Promise<void> {
  await logout({ revoke: false });
  navigateTo(LOGIN_DEVICE_NOT_ALLOWED, { replace: true });
}

export type SessionCheckResult = 'anonymous' | 'allowed' | 'removed' | 'expired';

export async function checkSession(): Promise<SessionCheckResult> {
  if (!portalStore.get(isAuthenticatedAtom)) return 'anonymous';
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
    // refresh_token_failed is handled by the expired-session flow (SPEC 8).
    if (isApiError(error) && error.code === EXPIRED_SESSION_CODE) return 'expired';
    await signOutRemovedDevice();
    return 'removed';
  }
}
