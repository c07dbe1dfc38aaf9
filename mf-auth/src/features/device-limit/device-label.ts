// A readable name for a device record: browser and OS as the API read them from the user
// agent (the page itself loads no user-agent parser).
import type { Device } from '@portal/shared';

/** "Chrome on macOS", "Safari on iOS 17.4"; the raw name when the API recognised nothing. */
export function deviceLabel(device: Pick<Device, 'deviceName' | 'osName' | 'osVersion' | 'deviceId' | 'browser'>): {
  browser: string | null;
  os: string | null;
  raw: string;
} {
  const raw = device.deviceName || device.deviceId;
  const osName = device.osName || null;
  // Versions only where people know them (iOS 17.4, Android 14); "macOS 10.15.7" is frozen noise.
  const os = osName ? [osName, osName === 'iOS' || osName === 'Android' ? device.osVersion : null].filter(Boolean).join(' ') : null;
  return { browser: device.browser, os, raw };
}
