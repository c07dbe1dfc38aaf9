// Smart app banner rules (docs/product.md, issue 4 item 9), pure so each rule has a test. This module
// carries the user-agent parser, so SmartBanner loads it only on touch devices of tenants
// that offer an app (never on a desktop's first visit).
import type { PublicTenantConfig } from '@portal/shared';
import { isSafariBrowser, parseUserAgent, type Platform } from '@portal/shared/user-agent';

export type { Platform };

export interface NavigatorLike {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

/** Android, iOS (iPadOS posing as a Mac included: touch points give it away) or other. */
export const detectPlatform = (nav: NavigatorLike): Platform => parseUserAgent(nav.userAgent, nav).platform;

/** Phones and tablets: an app store platform, or a mobile or tablet device of another kind. */
export function isMobile(nav: NavigatorLike): boolean {
  const ua = parseUserAgent(nav.userAgent, nav);
  return ua.platform !== 'OTHER' || ua.deviceType !== 'desktop';
}

/** Safari has its own app banner; every other iOS browser names itself (CriOS, FxiOS, EdgiOS…). */
export const isSafari = (nav: NavigatorLike): boolean => isSafariBrowser(nav.userAgent);

export function storeUrlFor(platform: Platform, config: Pick<PublicTenantConfig, 'android_store_url' | 'ios_store_url'>): string | null {
  const url = platform === 'ANDROID' ? config.android_store_url : platform === 'IOS' ? config.ios_store_url : '';
  return url && url.trim() ? url : null;
}

export const smartBannerCookieName = (nameShort: string): string => `${nameShort}-smart-banner-closed`;

/** 60 minutes in production, 2 minutes elsewhere (docs/product.md). */
export const smartBannerHideMinutes = (environment: PublicTenantConfig['environment']): number => (environment === 'production' ? 60 : 2);

export function isSmartBannerClosed(nameShort: string, cookie: string): boolean {
  const name = smartBannerCookieName(nameShort);
  return cookie.split(/;\s*/).some((c) => c.startsWith(`${name}=`));
}

export function closeSmartBanner(config: Pick<PublicTenantConfig, 'name_short' | 'environment'>, doc: Pick<Document, 'cookie'> = document): void {
  const maxAge = smartBannerHideMinutes(config.environment) * 60;
  doc.cookie = `${smartBannerCookieName(config.name_short)}=1; max-age=${maxAge}; path=/; samesite=lax`;
}

/** The store link the banner should offer, or null when it must stay hidden. */
export function smartBannerStoreUrl(
  config: Pick<PublicTenantConfig, 'enable_smart_app_banner' | 'android_store_url' | 'ios_store_url' | 'name_short'> | null,
  nav: NavigatorLike,
  cookie: string,
): string | null {
  if (!config?.enable_smart_app_banner) return null;
  if (!isMobile(nav) || isSafari(nav)) return null;
  const url = storeUrlFor(detectPlatform(nav), config);
  if (!url) return null;
  if (isSmartBannerClosed(config.name_short, cookie)) return null;
  return url;
}
