// Smart app banner rules (SPEC 4, issue 4 item 9), pure so each rule has a test.
import type { PublicTenantConfig } from '@portal/shared';

export type Platform = 'ANDROID' | 'IOS' | 'OTHER';

export interface NavigatorLike {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}

export function detectPlatform(nav: NavigatorLike): Platform {
  const ua = nav.userAgent;
  if (/android/i.test(ua)) return 'ANDROID';
  if (/iphone|ipad|ipod/i.test(ua)) return 'IOS';
  // iPadOS 13+ presents itself as a Mac; touch points give it away.
  if ((nav.platform === 'MacIntel' || /Macintosh/.test(ua)) && (nav.maxTouchPoints ?? 0) > 1) return 'IOS';
  return 'OTHER';
}

export function isMobile(nav: NavigatorLike): boolean {
  return detectPlatform(nav) !== 'OTHER' || /Mobi|Windows Phone|webOS|BlackBerry|Opera Mini|IEMobile/i.test(nav.userAgent);
}

/** Safari has its own app banner; every other iOS browser names itself (CriOS, FxiOS, EdgiOS…). */
export function isSafari(nav: NavigatorLike): boolean {
  const ua = nav.userAgent;
  return /Safari\//.test(ua) && /Version\//.test(ua) && !/Chrome|Chromium|CriOS|FxiOS|EdgiOS|EdgA|Edg\/|OPiOS|OPR|SamsungBrowser|YaBrowser|GSA\/|Android/i.test(ua);
}

export function storeUrlFor(platform: Platform, config: Pick<PublicTenantConfig, 'android_store_url' | 'ios_store_url'>): string | null {
  const url = platform === 'ANDROID' ? config.android_store_url : platform === 'IOS' ? config.ios_store_url : '';
  return url && url.trim() ? url : null;
}

export const smartBannerCookieName = (nameShort: string): string => `${nameShort}-smart-banner-closed`;

/** 60 minutes in production, 2 minutes elsewhere (SPEC 9). */
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
