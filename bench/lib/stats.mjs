// The figures of the page-speed aims (ADR 0045): percentiles of repeated runs and ratios to the
// stack's floor. Failed runs are null and left out, as in median.mjs.

const numbers = (values) => values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);

/**
 * The p-th percentile (0-100) of the numbers among `values`, by the nearest-rank method web-vitals
 * reports and CrUX uses: the smallest value with at least p% of the values at or below it. Null
 * when there are none.
 */
export function percentile(values, p) {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile ${p} is not between 0 and 100`);
  const s = numbers(values);
  if (!s.length) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * s.length));
  return s[rank - 1];
}

/** `value / floor` rounded to two decimals; null when either is missing or the floor is not above zero. */
export function ratio(value, floor) {
  if (typeof value !== 'number' || typeof floor !== 'number' || !(floor > 0)) return null;
  return Math.round((value / floor) * 100) / 100;
}

/** Kilobytes (1,024 bytes) to one decimal, as bench/budgets.json records them. */
export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
