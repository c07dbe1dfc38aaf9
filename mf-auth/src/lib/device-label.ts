// A readable name for a device record whose name is a browser's user agent.
import { parseOs, type Device } from '@portal/shared';

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

export function browserName(userAgent: string): string | null {
  for (const [re, name] of BROWSERS) if (re.test(userAgent)) return name;
  return null;
}

/** "Chrome on macOS", "Safari on iOS 17.4"; the raw name when it is not a user agent. */
export function deviceLabel(device: Pick<Device, 'deviceName' | 'osName' | 'osVersion' | 'deviceId'>): { browser: string | null; os: string | null; raw: string } {
  const raw = device.deviceName || device.deviceId;
  const browser = browserName(raw);
  const parsed = parseOs(raw);
  const osName = device.osName || (parsed.name !== 'Other' ? parsed.name : null);
  const osVersion = device.osName ? device.osVersion : parsed.version;
  const os = osName ? [osName, osName === 'iOS' || osName === 'Android' ? osVersion : null].filter(Boolean).join(' ') : null;
  return { browser, os, raw };
}
