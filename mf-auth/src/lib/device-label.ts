// A readable name for a device record whose name is a browser's user agent.
import { browserOf, osOf, type Device } from '@portal/shared';

/** Browser family from a user agent (the shared parser), or null for anything else. */
export const browserName = (userAgent: string): string | null => browserOf(userAgent);

/** "Chrome on macOS", "Safari on iOS 17.4"; the raw name when it is not a user agent. */
export function deviceLabel(device: Pick<Device, 'deviceName' | 'osName' | 'osVersion' | 'deviceId'>): { browser: string | null; os: string | null; raw: string } {
  const raw = device.deviceName || device.deviceId;
  const browser = browserName(raw);
  const parsed = osOf(raw);
  const osName = device.osName || (parsed.name !== 'Other' ? parsed.name : null);
  const osVersion = device.osName ? device.osVersion : parsed.version;
  // Versions only where people know them (iOS 17.4, Android 14); "macOS 10.15.7" is frozen noise.
  const os = osName ? [osName, osName === 'iOS' || osName === 'Android' ? osVersion : null].filter(Boolean).join(' ') : null;
  return { browser, os, raw };
}
