// Straight calls to the real API of a tenant origin, for arranging a journey (accounts,
// devices signed in elsewhere) and for checking what the server holds afterwards. Requests
// go to 127.0.0.1 with the origin's Host header, so kadur.localhost works without DNS.
import { expect } from '@playwright/test';
import { call, type CallResult } from '../../../api/src/testing/harness.ts';

export const PASSWORD = 'correct horse battery 42';
export const IDP_PASSWORD = 'Password123!';

let counter = 0;
/** A unique address per call and per run (runs share no database, retries get new ones). */
export function uniqueEmail(tag: string): string {
  return `e2e.auth.${tag}.${process.pid}.${Date.now().toString(36)}.${++counter}@example.test`;
}

export async function apiCall<T = any>(origin: string, path: string, opts: { method?: string; body?: unknown; token?: string } = {}): Promise<CallResult<T>> {
  const url = new URL(origin);
  return call<T>(`http://127.0.0.1:${url.port}`, path, { ...opts, headers: { host: url.host } });
}

export interface Tokens {
  access: string;
  refresh: string;
}

export interface ApiAccount {
  email: string;
  password: string;
  displayName: string;
  /** The device the registration signed in on. */
  deviceId: string;
  tokens: Tokens;
}

/** POST /api/user/register (signs in on `deviceId`, which becomes one of the account's devices). */
export async function registerAccount(
  origin: string,
  { email = uniqueEmail('api'), password = PASSWORD, displayName = 'Robin Fielding', deviceId = `e2e-api-${++counter}-${Date.now()}` } = {},
): Promise<ApiAccount> {
  const res = await apiCall(origin, '/api/user/register', {
    body: {
      email,
      password,
      displayName,
      strategy: 'refresh',
      device_id: deviceId,
      device_name: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15',
    },
  });
  expect(res.status, res.text).toBe(200);
  const data = res.body.content.tokenData;
  return { email, password, displayName, deviceId, tokens: { access: data.access_token, refresh: data.refresh_token } };
}

/** POST /api/user/login on a device (another phone or browser of the user). */
export async function loginOnDevice(
  origin: string,
  email: string,
  password: string,
  deviceId: string,
  deviceName = `Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/140 Mobile (${deviceId})`,
) {
  const res = await apiCall(origin, '/api/user/login', {
    body: { username: email, password, device_id: deviceId, device_name: deviceName, strategy: 'refresh' },
  });
  expect(res.status, res.text).toBe(200);
  const content = res.body.content;
  return {
    tokens: { access: content.tokenData.access_token as string, refresh: content.tokenData.refresh_token as string },
    deviceError: content.device_error as { messageErrorCode: string; limit: number } | null | undefined,
    devices: content.devices as Array<{ id: number; deviceId?: string; device_id?: string }>,
  };
}

export interface ServerDevice {
  id: number;
  deviceId: string;
  deviceName: string;
}

/** GET /api/user/devices: the account's devices as the server holds them. */
export async function listDevices(origin: string, token: string): Promise<ServerDevice[]> {
  const res = await apiCall(origin, '/api/user/devices', { token });
  expect(res.status, res.text).toBe(200);
  return (res.body.content as Array<Record<string, unknown>>).map((d) => ({
    id: Number(d.id),
    deviceId: String(d.deviceId ?? d.device_id ?? ''),
    deviceName: String(d.deviceName ?? d.device_name ?? d.name ?? ''),
  }));
}

/** POST /api/user/delete_device with the signed-in token of another device. */
export async function deleteDevice(origin: string, token: string, deviceId: string) {
  const res = await apiCall(origin, '/api/user/delete_device', { body: { deviceId }, token });
  expect(res.status, res.text).toBe(200);
  return res.body.content;
}

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  createdAt: string;
}

/** GET /api/dev/outbox?to=: the development mailer's messages to an address, newest first. */
export async function outbox(origin: string, to: string): Promise<OutboxMessage[]> {
  const res = await apiCall(origin, `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.status, res.text).toBe(200);
  return res.body.content as OutboxMessage[];
}
