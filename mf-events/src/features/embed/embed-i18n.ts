// The embed's own i18next instance: the tenant's default locale or data-locale, with the player's
// texts (events) and the embed's (embed). Its own instance, so it never touches another i18next
// the tenant's page may run.
import i18next, { type i18n } from 'i18next';
import { LOCALES } from '@portal/shared';

type Texts = Record<string, unknown>;
const load = (locale: string, ns: 'events' | 'embed') => import(`../../i18n/locales/${locale}/${ns}.json`).then((m: { default: Texts }) => m.default);

/** A supported locale: the exact one, its language ("fr-BE" -> "fr"), else the fallback. */
export function pickLocale(wanted: string | null | undefined, fallback: string): string {
  const list = LOCALES as readonly string[];
  if (wanted && list.includes(wanted)) return wanted;
  const lang = wanted?.split('-')[0];
  if (lang && list.includes(lang)) return lang;
  return list.includes(fallback) ? fallback : 'en';
}

export async function createEmbedI18n(locale: string): Promise<i18n> {
  const [events, embed] = await Promise.all([load(locale, 'events'), load(locale, 'embed')]);
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: false,
    ns: ['events', 'embed'],
    defaultNS: 'embed',
    resources: { [locale]: { events, embed } },
    interpolation: { escapeValue: false },
  });
  return instance;
}
