// Prices and durations with Intl in the page's language.

/** The price in the plan's currency; an unknown currency (SPEC fallback 'N/A') keeps the number and the code. */
export function formatPrice(price: number, currency: string, locale: string): string {
  if (/^[A-Z]{3}$/i.test(currency)) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(price);
    } catch {
      // fall through
    }
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(price)} ${currency || 'N/A'}`;
}

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
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(duration);
}
