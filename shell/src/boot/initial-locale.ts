// The locale a visitor sees first: their saved choice (cookie), else the tenant's default. Before
// the configuration is read, the page's own <html lang>, which the server wrote by the same rule:
// falling back to English there turned a Hebrew page left-to-right and back during start-up, moving
// the server's first paint (ADR 0038).
import { LOCALES, type Locale, type PublicTenantConfig } from '@portal/shared';

export const LOCALE_COOKIE = 'portal_locale';

const ours = (value: string | null | undefined): Locale | null => (value && (LOCALES as readonly string[]).includes(value) ? (value as Locale) : null);

export function readLocaleCookie(cookie = document.cookie): Locale | null {
  const match = cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]+)`));
  return ours(match ? decodeURIComponent(match[1]!) : null);
}

export function initialLocale(config: PublicTenantConfig | null, documentLang = document.documentElement.lang): Locale {
  return readLocaleCookie() ?? ours(config?.default_locale) ?? ours(documentLang) ?? 'en';
}
