// A browser's device id must survive browser updates, so it is a random id kept in
// localStorage rather than the user agent (docs/decisions/0005-stable-device-id.md);
// the user agent travels as the device name.
import { localStore } from './persist.ts';

export const DEVICE_ID_KEY = 'portal:device-id';
let memoryId: string | null = null;

const randomId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export function getDeviceId(): string {
  const storage = localStore();
  const stored = storage?.getItem(DEVICE_ID_KEY);
  if (stored) return stored;
  const id = memoryId ?? randomId();
  memoryId = id;
  try {
    storage?.setItem(DEVICE_ID_KEY, id);
  } catch {
    // storage blocked: the id lives for this page only
  }
  return id;
}

export const deviceName = (): string => globalThis.navigator?.userAgent ?? 'unknown';

/** The `device` object of POST /api/oauth2/token (api/README.md). */
export interface DevicePayload {
  id: string;
  name: string;
  os_name: string;
  os_version: string;
  app_version: string;
}

/** The OS fields stay empty: the API reads them from the name (the user agent) with the shared parser. */
export function devicePayload(appVersion = ''): DevicePayload {
  return { id: getDeviceId(), name: deviceName(), os_name: '', os_version: '', app_version: appVersion };
}
