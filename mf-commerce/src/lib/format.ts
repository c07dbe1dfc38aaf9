// Plan durations with Intl in the page's language (prices: formatPrice of @portal/shared).
import { numberFormat } from '@portal/shared';

const UNITS: Record<string, 'day' | 'week' | 'month' | 'year'> = {
  day: 'day',
  days: 'day',
  d: 'day',
  week: 'week',
  weeks: 'week',
  w: 'week',
  month: 'month',
  months: 'month',
  m: 'month',
  year: 'year',
  years: 'year',
  y: 'year',
};

/** "1 month", "12 months", "1 Monat": Intl unit formatting; null when the unit is unknown. */
export function formatDuration(duration: number | null, units: string | null, locale: string): string | null {
  if (duration === null || !units) return null;
  const unit = UNITS[units.toLowerCase()];
  if (!unit) return null;
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(duration);
}
