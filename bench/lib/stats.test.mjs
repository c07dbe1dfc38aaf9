// node --test 'bench/lib/*.test.mjs' (npm test runs it with the unit suites)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { kb, percentile, ratio } from './stats.mjs';
import { median } from './median.mjs';

test('percentile: nearest rank, failed runs left out', () => {
  const ten = [120, 40, 200, 80, 160, 60, 100, 180, 20, 140];
  assert.equal(percentile(ten, 75), 160); // the 8th of 10 sorted values
  assert.equal(percentile(ten, 50), 100);
  assert.equal(percentile(ten, 100), 200);
  assert.equal(percentile(ten, 0), 20);
  assert.equal(percentile([7], 75), 7);
  assert.equal(percentile([null, 30, undefined, 10, Number.NaN, 20], 75), 30);
  assert.equal(percentile([], 75), null);
  assert.equal(percentile([null], 50), null);
  assert.throws(() => percentile([1], 101), RangeError);
  assert.throws(() => percentile([1], Number.NaN), RangeError);
});

test('ratio: to two decimals, null without a positive floor', () => {
  assert.equal(ratio(250, 200), 1.25);
  assert.equal(ratio(1000, 300), 3.33);
  assert.equal(ratio(0, 100), 0);
  assert.equal(ratio(100, 0), null);
  assert.equal(ratio(null, 100), null);
  assert.equal(ratio(100, null), null);
});

test('kb: one decimal of 1,024 bytes', () => {
  assert.equal(kb(1024 * 67), 67);
  assert.equal(kb(1536), 1.5);
  assert.equal(kb(0), 0);
});

test('median: the middle of the numbers', () => {
  assert.equal(median([3, null, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([]), null);
});
