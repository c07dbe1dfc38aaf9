// Localised dates with Intl in the current i18next language (formatters cached in @portal/shared).
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '@portal/shared';

const DEFAULT_OPTIONS: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };

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
