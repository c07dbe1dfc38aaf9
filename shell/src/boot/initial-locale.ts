// The locale a visitor sees first: their saved choice (cookie), else the tenant's default.
import { LOCALES, type Locale, type PublicTenantConfig } from '@portal/shared';

export const LOCALE_COOKIE = 'portal_locale';

export function readLocaleCookie(cookie = document.cookie): Locale | null {
  const match = cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]+)`));
  const value = match ? decodeURIComponent(match[1]!) : null;
  return value && (LOCALES as readonly string[]).includes(value) ? (value as Locale) : null;
}

export function initialLocale(config: PublicTenantConfig | null): Locale {
  return readLocaleCookie() ?? config?.default_locale ?? 'en';
}
