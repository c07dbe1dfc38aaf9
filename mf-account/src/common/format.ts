import { dateTimeFormat } from '@portal/shared';

/** A date in the viewer's language; calendar dates (yyyy-mm-dd) in UTC so no time zone shifts the day. */
export function formatDate(iso: string | null | undefined, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: iso.length <= 10 ? 'UTC' : undefined }).format(date);
}

/** Date and time, for "last seen". */
export function formatDateTime(iso: string | null | undefined, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
