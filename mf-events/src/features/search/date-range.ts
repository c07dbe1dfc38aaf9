// The date filters of /search (api/README.md): ranges in the viewer's own time zone, sent as api/README.md's
// `event_date` ('fromMs~toMs', each end rounded down to the minute plus 1 s).

export const DATE_FILTERS = ['anytime', 'today', 'yesterday', 'past_7_days', 'past_30_days', 'past_90_days'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

export const isDateFilter = (v: string | null): v is DateFilter => DATE_FILTERS.includes(v as DateFilter);

/** Local midnight `days` days before `now`'s day (Date arithmetic follows the zone's DST). */
const midnight = (now: Date, days = 0) => new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);

/** The range a filter covers, as local dates: from the first day's midnight to the last day's end. */
export function dateRange(filter: DateFilter, now: Date = new Date()): { from: Date; to: Date } | null {
  const endOf = (d: Date) => new Date(midnight(d, -1).getTime() - 1);
  switch (filter) {
    case 'anytime':
      return null;
    case 'today':
      return { from: midnight(now), to: endOf(now) };
    case 'yesterday':
      return { from: midnight(now, 1), to: endOf(midnight(now, 1)) };
    case 'past_7_days':
      return { from: midnight(now, 7), to: endOf(now) };
    case 'past_30_days':
      return { from: midnight(now, 30), to: endOf(now) };
    case 'past_90_days':
      return { from: midnight(now, 90), to: endOf(now) };
  }
}

const minute = (d: Date) => Math.floor(d.getTime() / 60_000) * 60_000 + 1000;

/** api/README.md's `event_date` for a filter, or undefined for anytime. */
export function eventDateParam(filter: DateFilter, now: Date = new Date()): string | undefined {
  const range = dateRange(filter, now);
  return range ? `${minute(range.from)}~${minute(range.to)}` : undefined;
}

/** The viewer's time zone name, stated beside the range ("Europe/Berlin"). */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
