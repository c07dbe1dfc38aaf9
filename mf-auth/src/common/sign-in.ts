// Sign-in outcomes shared by e-mail/password and single sign-on (docs/product.md): success goes
// through the shared session (applySignIn stores user, token and devices, tags push,
// identifies and tracks); a device-limit answer becomes a device_limit_exceeded error that
// carries the pending token and provider, with the device list stored.
import {
  ApiError,
  analytics,
  applySignIn,
  getDeviceId,
  isApiError,
  mapDevices,
  setDevices,
  type RawDevice,
  type RawUserProfile,
  type TokenResponse,
  type UserProfile,
} from '@portal/shared';
import { checkCurrentDevice, loginRequest, registerRequest, type DeviceError, type RegisterFields } from './auth-api.ts';
import type { LimitProvider } from './limit-data.ts';

export const DEVICE_LIMIT_CODE = 'device_limit_exceeded';

export interface SignInAnswer {
  profile: RawUserProfile;
  tokenData: TokenResponse;
  devices?: RawDevice[];
  device_error?: DeviceError | null;
}

export interface DeviceLimitData {
  token: string;
  provider: LimitProvider;
}

export const isDeviceLimitError = (error: unknown): error is ApiError & { data: DeviceLimitData } =>
  isApiError(error) && error.code === DEVICE_LIMIT_CODE && typeof (error.data as DeviceLimitData | null)?.token === 'string';

/**
 * A device-limited sign-in kept in memory, so the device-limit page can finish it once a
 * device is removed (the URL only carries the access token; the refresh token and profile
 * never leave this module). Lost on reload: then credentials sign in again, SSO restarts.
 */
interface PendingSignIn {
  answer: SignInAnswer;
  provider: LimitProvider;
  track: 'login' | 'sign_up_completed';
}
const pendingSignIns = new Map<string, PendingSignIn>();

export const hasPendingSignIn = (token: string): boolean => pendingSignIns.has(token);
export const forgetPendingSignIn = (token: string): void => void pendingSignIns.delete(token);

export function completeSignIn(answer: SignInAnswer, { provider, track }: { provider: LimitProvider; track: 'login' | 'sign_up_completed' }): UserProfile {
  if (answer.device_error) {
    const token = answer.tokenData.access_token ?? answer.tokenData.token ?? '';
    setDevices(mapDevices(answer.devices ?? [], getDeviceId()));
    if (token) pendingSignIns.set(token, { answer, provider, track });
    throw new ApiError(DEVICE_LIMIT_CODE, answer.device_error.message || 'Device Limit Exceeded', 403, { token, provider } satisfies DeviceLimitData);
  }
  return applySignIn({ profile: answer.profile, tokenData: answer.tokenData, devices: answer.devices ?? [], track, method: provider });
}

/** Failed sign-in (not sign-up) is tracked with code and message (docs/product.md). */
export function trackLoginFailed(error: unknown): void {
  const code = isApiError(error) ? error.code : 'default_error_message';
  const message = error instanceof Error ? error.message : 'An error occurred';
  analytics.loginFailed({ code, message });
}

export async function signInWithPassword(username: string, password: string): Promise<UserProfile> {
  try {
    const answer = await loginRequest(username, password);
    return completeSignIn(answer, { provider: 'credentials', track: 'login' });
  } catch (error) {
    trackLoginFailed(error);
    throw error;
  }
}

/** Sign-up registers, then signs in automatically and tracks sign-up completed. */
export async function signUpWithPassword(fields: RegisterFields): Promise<UserProfile> {
  const answer = await registerRequest(fields);
  return completeSignIn(answer, { provider: 'credentials', track: 'sign_up_completed' });
}

/**
 * After the user removed a device on the limit page: asks the server to register this
 * device for the pending session and, when it now fits, finishes the kept sign-in.
 * Returns null when no sign-in is kept for the token (the page then signs in again).
 */
export async function finishPendingSignIn(token: string): Promise<UserProfile | null> {
  const kept = pendingSignIns.get(token);
  if (!kept) return null;
  const check = await checkCurrentDevice({ token, registerNew: 'register' });
  if (!check.enabled) {
    setDevices(mapDevices(check.devices ?? [], getDeviceId()));
    throw new ApiError(DEVICE_LIMIT_CODE, 'Device Limit Exceeded', 403, { token, provider: kept.provider } satisfies DeviceLimitData);
  }
  pendingSignIns.delete(token);
  return applySignIn({
    profile: kept.answer.profile,
    tokenData: kept.answer.tokenData,
    devices: check.devices ?? kept.answer.devices ?? [],
    track: kept.track,
    method: kept.provider,
  });
}
