import type { DeviceType } from './enums.ts';
import { deviceTypeOf, osOf } from './user-agent.ts';
import { arr, obj, optStr, str, type Raw } from './values.ts';

export interface Device {
  id: string;
  addedAt: string | null;
  updatedAt: string | null;
  /** The browser's device id (a stored random id; see docs/decisions/0005-stable-device-id.md). */
  deviceId: string;
  /** The user agent, sent as the device name. */
  deviceName: string;
  deviceType: DeviceType;
  isCurrent: boolean;
  osName: string | null;
  osVersion: string | null;
}

/** Tablet, mobile or desktop from a user-agent string (ua-parser-js, see user-agent.ts). */
export const inferDeviceType = (userAgent: string): DeviceType => deviceTypeOf(userAgent);

/** Operating system name and version from a user-agent string (best effort). */
export const parseOs = (userAgent: string): { name: string; version: string } => osOf(userAgent);

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
}

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
    deviceType: inferDeviceType(deviceName || deviceId),
    isCurrent: currentDeviceId !== null && deviceId === currentDeviceId,
    osName: optStr(r.os_name ?? r.osName),
    osVersion: optStr(r.os_version ?? r.osVersion),
  };
}

export const mapDevices = (raw: unknown, currentDeviceId: string | null = null): Device[] =>
  arr(raw).map((d) => mapDevice(obj(d), currentDeviceId));
