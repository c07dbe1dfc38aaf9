// A contract's end date is calendar arithmetic in UTC: the end of a short month is clamped, never
// spilled into the next month, whatever the server's own time zone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addDuration } from './settlement.ts';

const at = (iso: string) => new Date(iso);
const cases: [start: string, duration: number, units: string, end: string][] = [
  ['2026-01-31T10:00:00.000Z', 1, 'month', '2026-02-28T10:00:00.000Z'],
  ['2028-01-31T10:00:00.000Z', 1, 'months', '2028-02-29T10:00:00.000Z'],
  ['2026-03-31T23:30:00.000Z', 1, 'MONTH', '2026-04-30T23:30:00.000Z'],
  ['2026-01-31T00:00:00.000Z', 13, 'm', '2027-02-28T00:00:00.000Z'],
  ['2026-08-31T12:00:00.000Z', 6, 'month', '2027-02-28T12:00:00.000Z'],
  ['2028-02-29T08:00:00.000Z', 1, 'year', '2029-02-28T08:00:00.000Z'],
  ['2026-05-15T08:00:00.000Z', 2, 'years', '2028-05-15T08:00:00.000Z'],
  ['2026-12-28T08:00:00.000Z', 1, 'week', '2027-01-04T08:00:00.000Z'],
  ['2026-03-28T22:00:00.000Z', 3, 'days', '2026-03-31T22:00:00.000Z'],
  ['2026-10-24T22:00:00.000Z', 7, 'd', '2026-10-31T22:00:00.000Z'],
];

for (const [start, duration, units, end] of cases) {
  test(`${start} + ${duration} ${units} = ${end}`, () => {
    assert.equal(addDuration(at(start), duration, units).toISOString(), end);
  });
}

test('the answer does not depend on the process time zone (days across a daylight-saving change stay 24 h)', () => {
  const start = at('2026-03-28T22:00:00.000Z');
  assert.equal(addDuration(start, 1, 'day').getTime() - start.getTime(), 24 * 3600_000);
  assert.equal(addDuration(start, 1, 'month').toISOString(), '2026-04-28T22:00:00.000Z');
});

test('the start date is left as it was', () => {
  const start = at('2026-01-31T10:00:00.000Z');
  addDuration(start, 1, 'month');
  assert.equal(start.toISOString(), '2026-01-31T10:00:00.000Z');
});
