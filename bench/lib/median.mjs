/** The median of the numbers among `values` (failed runs are null and left out); null when there are none. */
export function median(values) {
  const s = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!s.length) return null;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
