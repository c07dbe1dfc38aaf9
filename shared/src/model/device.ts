import { DEVICE_TYPES, type DeviceType } from './enums.ts';
import { arr, obj, optStr, str, type Raw } from './values.ts';

export interface Device {
  id: string;
  addedAt: string | null;
  updatedAt: string | null;
  /** The browser's device id (a stored random id; see docs/decisions/0005-stable-device-id.md). */
  deviceId: string;
  /** The user agent, sent as the device name. */
  deviceName: string;
  /** Inferred by the API from the user agent (the same parser, @portal/shared/user-agent). */
  deviceType: DeviceType;
  /** Browser family the API read from the user agent ("Chrome", "Safari"), or null. */
  browser: string | null;
  isCurrent: boolean;
  osName: string | null;
  osVersion: string | null;
}

/** A device record of the API (snake_case or camelCase, both are accepted). */
export interface RawDevice {
  id: string | number;
  added_at?: string;
  addedAt?: string;
  updated_at?: string;
  updatedAt?: string;
  device_id?: string;
  deviceId?: string;
  device_name?: string;
  deviceName?: string;
  os_name?: string;
  osName?: string;
  os_version?: string;
  osVersion?: string;
  device_type?: string;
  deviceType?: string;
  browser?: string | null;
}

// The browser never parses user agents on start (that parser is ~9 KB gzip): the API
// infers the type when it registers a device and sends it with every device record.
const deviceTypeOf = (value: unknown): DeviceType => (DEVICE_TYPES.includes(value as DeviceType) ? (value as DeviceType) : 'desktop');

export function mapDevice(raw: RawDevice | Raw, currentDeviceId: string | null = null): Device {
  const r = raw as Raw;
  const deviceId = str(r.device_id ?? r.deviceId);
  const deviceName = str(r.device_name ?? r.deviceName);
  return {
    id: str(r.id),
    addedAt: optStr(r.added_at ?? r.addedAt),
    updatedAt: optStr(r.updated_at ?? r.updatedAt),
    deviceId,
    deviceName,
    deviceType: deviceTypeOf(r.device_type ?? r.deviceType),
    browser: optStr(r.browser),
    isCurrent: currentDeviceId !== null && deviceId === currentDeviceId,
    osName: optStr(r.os_name ?? r.osName),
    osVersion: optStr(r.os_version ?? r.osVersion),
  };
}

export const mapDevices = (raw: unknown, currentDeviceId: string | null = null): Device[] => arr(raw).map((d) => mapDevice(obj(d), currentDeviceId));
