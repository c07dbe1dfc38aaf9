import { dateRange, eventDateParam, isDateFilter } from './date-range.ts';

// Jest runs in the zone of TZ; the ranges are local midnights whatever it is.
const now = new Date(2026, 10, 24, 15, 42, 17); // 24 Nov 2026 15:42:17 local

test('today, yesterday and the past N days start at a local midnight and end with the day', () => {
  expect(dateRange('anytime', now)).toBeNull();
  const today = dateRange('today', now)!;
  expect(today.from).toEqual(new Date(2026, 10, 24, 0, 0, 0));
  expect(today.to).toEqual(new Date(2026, 10, 24, 23, 59, 59, 999));
  const yesterday = dateRange('yesterday', now)!;
  expect(yesterday.from).toEqual(new Date(2026, 10, 23));
  expect(yesterday.to).toEqual(new Date(2026, 10, 23, 23, 59, 59, 999));
  expect(dateRange('past_7_days', now)!.from).toEqual(new Date(2026, 10, 17));
  expect(dateRange('past_30_days', now)!.from).toEqual(new Date(2026, 9, 25));
  expect(dateRange('past_90_days', now)!.from).toEqual(new Date(2026, 7, 26));
});

test('event_date: both ends rounded down to the minute plus 1 s, none for anytime', () => {
  expect(eventDateParam('anytime', now)).toBeUndefined();
  const [from, to] = eventDateParam('today', now)!.split('~').map(Number);
  expect(from).toBe(new Date(2026, 10, 24).getTime() + 1000);
  expect(to).toBe(new Date(2026, 10, 24, 23, 59).getTime() + 1000);
});

test('only the six product filters are accepted from the URL', () => {
  expect(isDateFilter('past_30_days')).toBe(true);
  expect(isDateFilter('last_year')).toBe(false);
  expect(isDateFilter(null)).toBe(false);
});
