// One i18next instance for the whole portal (shared as a singleton with the remotes).
// `common` belongs to the shell and shared; each remote registers its own namespace
// with a loader, and every namespace is loaded for the current locale (English only where that
// locale's file fails to load: CI checks every locale has every key, locale-parity.test.ts).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '../contract/tenant.ts';
import type { NamespaceLoader } from '../contract/remote.ts';

export const i18n: I18n = i18next.createInstance();
export const DEFAULT_LOCALE: Locale = 'en';
export const COMMON_NAMESPACE = 'common';
export const LOCALE_COOKIE = 'portal_locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Only Hebrew is laid out right to left. docs/product.md declares Korean RTL too, but Hangul is
 * a left-to-right script (docs/decisions/0003-korean-is-ltr.md).
 */
export const RTL_LOCALES: readonly Locale[] = ['he'];
export const isRtl = (locale: string): boolean => RTL_LOCALES.includes(locale as Locale);

const commonLoaders: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en/common.json'),
  de: () => import('./locales/de/common.json'),
  es: () => import('./locales/es/common.json'),
  fr: () => import('./locales/fr/common.json'),
  'fr-CA': () => import('./locales/fr-CA/common.json'),
  he: () => import('./locales/he/common.json'),
  it: () => import('./locales/it/common.json'),
  pl: () => import('./locales/pl/common.json'),
  pt: () => import('./locales/pt/common.json'),
  ca: () => import('./locales/ca/common.json'),
  ko: () => import('./locales/ko/common.json'),
  zh: () => import('./locales/zh/common.json'),
  'bs-BA': () => import('./locales/bs-BA/common.json'),
  'uk-UA': () => import('./locales/uk-UA/common.json'),
};

const loaders = new Map<string, NamespaceLoader>([[COMMON_NAMESPACE, async (locale) => (await commonLoaders[locale as Locale]()).default]]);

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Best supported locale for a tag such as 'fr-ca', 'uk', 'he-IL' or 'pt-BR'; else English. */
export function resolveLocale(tag: string | null | undefined): Locale {
  if (!tag) return DEFAULT_LOCALE;
  const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const base = tag.split(/[-_]/)[0]!.toLowerCase();
  return LOCALES.find((l) => l.toLowerCase() === base) ?? LOCALES.find((l) => l.split('-')[0]!.toLowerCase() === base) ?? DEFAULT_LOCALE;
}

/** Loads one namespace's texts in one locale; false when they could not be had. */
async function loadNamespace(ns: string, locale: string): Promise<boolean> {
  const loader = loaders.get(ns);
  if (!loader) return false;
  if (i18n.hasResourceBundle(locale, ns)) return true;
  try {
    i18n.addResourceBundle(locale, ns, await loader(locale), true, true);
    return true;
  } catch (error) {
    console.warn(`Translations ${ns}/${locale} failed to load`, error);
    return false;
  }
}

/**
 * The locale's texts of each namespace. English, the fallback language, loads only for a namespace
 * whose file in that locale failed: every locale carries every key (locale-parity.test.ts), so a
 * Hebrew page no longer fetches and parses the English texts too (issue 10, first visit).
 */
async function loadAll(locale: string, namespaces: Iterable<string> = loaders.keys()): Promise<void> {
  await Promise.all(
    [...namespaces].map(async (ns) => {
      if (!(await loadNamespace(ns, locale)) && locale !== DEFAULT_LOCALE) await loadNamespace(ns, DEFAULT_LOCALE);
    }),
  );
}

function applyDocument(locale: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
}

export async function initI18n({ locale = DEFAULT_LOCALE, fallback = DEFAULT_LOCALE }: { locale?: string; fallback?: string } = {}): Promise<I18n> {
  const lng = resolveLocale(locale);
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng,
      fallbackLng: fallback,
      supportedLngs: [...LOCALES],
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
  }
  await loadAll(lng);
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
  applyDocument(lng);
  return i18n;
}

/** A remote's texts: loaded now for the current locale, and again on every locale change. */
export async function registerNamespace(ns: string, loader: NamespaceLoader): Promise<void> {
  loaders.set(ns, loader);
  if (i18n.isInitialized) await loadAll(i18n.language, [ns]);
}

/** Switches the language: loads every namespace, sets the cookie (365 days) and the document's lang and dir. */
export async function setLocale(locale: string): Promise<Locale> {
  const lng = resolveLocale(locale);
  await loadAll(lng);
  await i18n.changeLanguage(lng);
  if (typeof document !== 'undefined') {
    document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(lng)}; max-age=${LOCALE_COOKIE_MAX_AGE_S}; path=/; samesite=lax`;
  }
  applyDocument(lng);
  return lng;
}

/** The locale saved in the cookie, if any. */
export function readLocaleCookie(): Locale | null {
  if (typeof document === 'undefined') return null;
  const raw = document.cookie.split('; ').find((c) => c.startsWith(`${LOCALE_COOKIE}=`));
  const value = raw ? decodeURIComponent(raw.slice(LOCALE_COOKIE.length + 1)) : null;
  return isLocale(value) ? value : null;
}
