// The calls mf-auth owns (api/README.md "Auth and devices"), through the shared API client.
import { api, deviceName, getDeviceId, type RawDevice, type RawUserProfile, type TokenResponse } from '@portal/shared';

export interface DeviceError {
  messageErrorCode?: string;
  message?: string;
  [key: string]: unknown;
}

/** content of POST /api/user/login and /api/user/register. */
export interface CredentialsAnswer {
  tokenData: TokenResponse;
  profile: RawUserProfile;
  devices?: RawDevice[];
  device_error?: DeviceError | null;
}

/** content of POST /api/oauth2/token (token exchange). */
export interface OAuth2TokenAnswer extends TokenResponse {
  auth_data?: {
    profile: RawUserProfile;
    devices?: RawDevice[];
    device_error?: DeviceError | null;
    isRegister?: boolean;
  };
}

export interface CheckDeviceAnswer {
  enabled: boolean;
  devices?: RawDevice[];
}

const bearer = (token: string) => ({ 'X-Authorization': `Bearer ${token}` });

export const loginRequest = (username: string, password: string) =>
  api.post<CredentialsAnswer>('/api/user/login', {
    auth: false,
    body: { username: username.trim(), password, device_id: getDeviceId(), device_name: deviceName(), strategy: 'refresh' },
  });

export interface RegisterFields {
  email: string;
  password: string;
  displayName?: string;
}

export const registerRequest = ({ email, password, displayName }: RegisterFields) =>
  api.post<CredentialsAnswer>('/api/user/register', {
    auth: false,
    body: {
      email: email.trim(),
      password,
      ...(displayName?.trim() ? { displayName: displayName.trim() } : {}),
      device_id: getDeviceId(),
      device_name: deviceName(),
      strategy: 'refresh',
    },
  });

export const oauth2TokenRequest = (body: Record<string, unknown>) => api.post<OAuth2TokenAnswer>('/api/oauth2/token', { auth: false, body });

/**
 * POST /api/user/check_current_device. With `token` it runs for a pending (device-limited)
 * sign-in that is not stored in the session; without, for the signed-in user.
 */
export const checkCurrentDevice = ({ token, registerNew = 'no_register' }: { token?: string; registerNew?: string } = {}) =>
  api.post<CheckDeviceAnswer>('/api/user/check_current_device', {
    ...(token ? { auth: false, headers: bearer(token) } : {}),
    body: { device_id: getDeviceId(), device_name: deviceName(), register_new: registerNew },
  });

/** POST /api/user/delete_device {deviceId, token}: token only while not signed in yet (limit page). */
export const deleteDeviceRequest = (deviceId: string, token?: string) =>
  api.post<{ success?: boolean; devices?: RawDevice[] }>('/api/user/delete_device', {
    ...(token ? { auth: false } : {}),
    body: { deviceId, ...(token ? { token } : {}) },
  });

/** Ends a pending sign-in's session on the server (the token was never stored). */
export const revokePendingSession = (token: string) => api.post('/api/user/logout', { auth: false, headers: bearer(token), body: {} });

export const forgotPasswordRequest = (email: string) =>
  api.post<{ success?: boolean; message?: string }>('/api/user/password/forgot', { auth: false, body: { email: email.trim() } });

export const resetPasswordRequest = (token: string, password: string) =>
  api.post<{ success?: boolean }>('/api/user/password/reset', { auth: false, body: { token, password } });

export interface ProfileFields {
  displayName?: string | null;
  countryName?: string | null;
  city?: string | null;
  postalCode?: string | null;
  phone?: string | null;
  gender?: string | null;
  dateOfBirth?: string | null;
}

export const updateProfileRequest = (data: ProfileFields) => api.post<RawUserProfile>('/api/user/update_profile', { body: { data } });
