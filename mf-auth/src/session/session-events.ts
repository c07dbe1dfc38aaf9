// Session events for signed-in users (SPEC 4, issue 5 item 6). The shell owns the session
// chrome, so these are plain functions it can call (on start-up, focus, an interval) and
// should move to @portal/shared (session/) or the shell:
// - checkSession: POST /api/user/check_current_device; a device that is no longer enabled,
//   or a failed check whose code is not refresh_token_failed, logs out and goes to
//   /auth/login/?deviceNoLongerAllowedError=true.
// - handleRemoveUserDevice: the socket's remove-user-device message. For this browser's
//   device shared's realtime session-link already logs out; for another device it drops
//   that device from the stored list.
import {
  EXPIRED_SESSION_CODE,
  LOGIN_DEVICE_NOT_ALLOWED,
  devicesAtom,
  getDeviceId,
  isApiError,
  isAuthenticatedAtom,
  logout,
  mapDevices,
  navigateTo,
  portalStore,
  setDevices,
  type Navigate,
} from '@portal/shared';
import { checkCurrentDevice } from '../api/auth-api.ts';

export type SessionCheckResult = 'skipped' | 'ok' | 'signed-out' | 'inconclusive';

let running: Promise<SessionCheckResult> | null = null;

async function signOutDeviceNotAllowed(navigate: Navigate): Promise<void> {
  // The server already ended this session; revoking would only fail.
  await logout({ revoke: false });
  navigate(LOGIN_DEVICE_NOT_ALLOWED, { replace: true });
}

export function checkSession({ navigate = navigateTo }: { navigate?: Navigate } = {}): Promise<SessionCheckResult> {
  if (!portalStore.get(isAuthenticatedAtom)) return Promise.resolve('skipped');
  running ??= (async (): Promise<SessionCheckResult> => {
    try {
      const answer = await checkCurrentDevice();
      if (answer.devices) setDevices(mapDevices(answer.devices, getDeviceId()));
      if (answer.enabled) return 'ok';
      await signOutDeviceNotAllowed(navigate);
      return 'signed-out';
    } catch (error) {
      // refresh_token_failed: the API client already expired the session (sessionExpired page).
      if (isApiError(error) && error.code === EXPIRED_SESSION_CODE) return 'inconclusive';
      // No answer (offline, server down) says nothing about the device: keep the session.
      if (isApiError(error) && (error.status === 0 || error.status >= 500)) return 'inconclusive';
      if (!portalStore.get(isAuthenticatedAtom)) return 'skipped';
      await signOutDeviceNotAllowed(navigate);
      return 'signed-out';
    }
  })().finally(() => {
    running = null;
  });
  return running;
}

/** remove-user-device {deviceId}: this browser signs out; another device leaves the list. */
export async function handleRemoveUserDevice(
  { deviceId }: { deviceId: string },
  { navigate = navigateTo }: { navigate?: Navigate } = {},
): Promise<'signed-out' | 'removed' | 'unknown'> {
  if (deviceId === getDeviceId()) {
    if (portalStore.get(isAuthenticatedAtom)) await signOutDeviceNotAllowed(navigate);
    return 'signed-out';
  }
  const list = portalStore.get(devicesAtom);
  if (!list.some((d) => d.deviceId === deviceId || d.id === deviceId)) {
    // SPEC 8: removing a device not in the list only logs an error.
    console.error(`remove-user-device: device ${deviceId} is not in the list`);
    return 'unknown';
  }
  setDevices(list.filter((d) => d.deviceId !== deviceId && d.id !== deviceId));
  return 'removed';
}
