// Plan periods in the page's language, plural-aware (prices: formatPrice of @portal/shared).

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

/**
 * How often a plan is paid, as an i18next key and count: one unit reads "per month" (`plans.period.month`),
 * more read "every 3 months" (`plans.period.months` with the locale's plural forms: Polish 2-4 and 5+,
 * Hebrew's two). Never "per 1 month". Null when the unit is unknown.
 */
export function planPeriod(duration: number | null, units: string | null): { key: string; count: number } | null {
  if (duration === null || !units || !(duration > 0)) return null;
  const unit = UNITS[units.toLowerCase()];
  if (!unit) return null;
  return duration === 1 ? { key: `plans.period.${unit}`, count: 1 } : { key: `plans.period.${unit}s`, count: duration };
}
