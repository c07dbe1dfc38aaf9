// The one user-agent parser of the portal: a thin wrapper over ua-parser-js 1.x (MIT; 2.x is
// AGPL, ADR 0011), main entry only. Everything else (device type, OS for the device payload, device
// labels, the smart banner's platform and Safari checks) reads these functions.
import { UAParser } from 'ua-parser-js';
import type { DeviceType } from './enums.ts';

export type Platform = 'ANDROID' | 'IOS' | 'OTHER';

/** What the browser tells beyond the user agent (iPadOS 13+ reports itself as a Mac). */
export interface UserAgentHints {
  platform?: string;
  maxTouchPoints?: number;
}

export interface UserAgentInfo {
  /** api/README.md Device: tablet, mobile or desktop (TVs, consoles and unknowns count as desktop). */
  deviceType: DeviceType;
  /** Operating system; 'Other' and '' when the string names none. */
  os: { name: string; version: string };
  /** Browser family without the "Mobile " prefix ("Safari", "Chrome", "Edge"), or null. */
  browser: string | null;
  platform: Platform;
}

// ua-parser-js spells some names differently from what we show and send.
const OS_NAMES: Record<string, string> = { 'Chrome OS': 'ChromeOS', 'Chromium OS': 'ChromeOS', 'Mac OS': 'macOS' };

const browserFamily = (name: string | undefined): string | null => (name ? name.replace(/^Mobile /, '').replace(/ (Headless|WebView)$/, '') || null : null);

/** A Mac user agent with a touch screen is an iPad (iPadOS 13+ asks for desktop sites). */
const isIpadAsMac = (ua: string, osName: string, hints: UserAgentHints): boolean =>
  (osName === 'macOS' || hints.platform === 'MacIntel' || /Macintosh/.test(ua)) && (hints.maxTouchPoints ?? 0) > 1;

export function parseUserAgent(userAgent: string, hints: UserAgentHints = {}): UserAgentInfo {
  const ua = userAgent || '';
  const parser = new UAParser(ua);
  const os = parser.getOS();
  const device = parser.getDevice();
  const rawOs = os.name ?? '';
  const osName = OS_NAMES[rawOs] ?? rawOs;
  const ipad = isIpadAsMac(ua, osName, hints);
  const deviceType: DeviceType = ipad || device.type === 'tablet' ? 'tablet' : device.type === 'mobile' || device.type === 'wearable' ? 'mobile' : 'desktop';
  const platform: Platform = osName === 'Android' ? 'ANDROID' : osName === 'iOS' || ipad ? 'IOS' : 'OTHER';
  return {
    deviceType,
    os: osName ? { name: osName, version: os.version ?? '' } : { name: 'Other', version: '' },
    browser: browserFamily(parser.getBrowser().name),
    platform,
  };
}

/** Tablet, mobile or desktop from a user-agent string. */
export const deviceTypeOf = (userAgent: string, hints?: UserAgentHints): DeviceType => parseUserAgent(userAgent, hints).deviceType;

/** Operating system name and version from a user-agent string (best effort). */
export const osOf = (userAgent: string): { name: string; version: string } => parseUserAgent(userAgent).os;

/** Browser family ("Safari", "Chrome", "Edge", ...) or null. */
export const browserOf = (userAgent: string): string | null => parseUserAgent(userAgent).browser;

/** Safari itself, not another iOS browser (those name themselves: CriOS, FxiOS, EdgiOS...). */
export const isSafariBrowser = (userAgent: string): boolean => browserOf(userAgent) === 'Safari';
