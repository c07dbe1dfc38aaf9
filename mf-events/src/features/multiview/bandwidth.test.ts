import { capLevel, DEFAULT_BUDGET_BPS, splitBudget, totalBudget, type Rendition } from './bandwidth.ts';

// The demo media's two renditions (ADR 0015) and a three-rung ladder.
const demo: Rendition[] = [
  { height: 360, bitrate: 330_000 },
  { height: 720, bitrate: 1_100_000 },
];
const ladder: Rendition[] = [
  { height: 360, bitrate: 400_000 },
  { height: 720, bitrate: 1_500_000 },
  { height: 1080, bitrate: 4_500_000 },
];

test('the budget: the default, raised by the browser link estimate (with headroom), never lowered by it', () => {
  expect(totalBudget(10)).toBe(8_000_000);
  expect(totalBudget(1.35)).toBe(DEFAULT_BUDGET_BPS); // Chromium's figure before it has measured anything
  expect(totalBudget(undefined)).toBe(DEFAULT_BUDGET_BPS);
  expect(totalBudget(0)).toBe(DEFAULT_BUDGET_BPS);
  expect(totalBudget(Number.NaN)).toBe(DEFAULT_BUDGET_BPS);
});

test('the large tile gets two parts of the budget, each small one one part; nothing is handed out twice', () => {
  expect(splitBudget(5_000_000, [true, false, false])).toEqual([2_500_000, 1_250_000, 1_250_000]);
  expect(splitBudget(4_000_000, [false, false, false, false])).toEqual([1_000_000, 1_000_000, 1_000_000, 1_000_000]);
  const parts = splitBudget(3_000_001, [true, false, false, false]);
  expect(parts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(3_000_001);
});

test('size: a tile gets no picture much taller than itself', () => {
  const big = { budget: 10_000_000, small: false, stallDrop: 0 };
  expect(capLevel(ladder, { ...big, pixelHeight: 300 })).toBe(0);
  expect(capLevel(ladder, { ...big, pixelHeight: 600 })).toBe(1);
  expect(capLevel(ladder, { ...big, pixelHeight: 880 })).toBe(2); // 1080 <= 880 × 1.25
  expect(capLevel(ladder, { ...big, pixelHeight: 1200 })).toBe(2);
});

test('small tiles never fetch the top rendition, however big they are and however much budget there is', () => {
  expect(capLevel(ladder, { pixelHeight: 2000, budget: 100_000_000, small: true, stallDrop: 0 })).toBe(1);
  expect(capLevel(demo, { pixelHeight: 2000, budget: 100_000_000, small: true, stallDrop: 0 })).toBe(0);
  // one rendition only: that one plays
  expect(capLevel([demo[0]!], { pixelHeight: 100, budget: 1, small: true, stallDrop: 0 })).toBe(0);
});

test('the shared budget caps each tile: four equal tiles on 4 Mbit/s get no 1080p, the lowest always plays', () => {
  const [share] = splitBudget(4_000_000, [false, false, false, false]);
  expect(capLevel(ladder, { pixelHeight: 1080, budget: share!, small: false, stallDrop: 0 })).toBe(0);
  expect(capLevel(ladder, { pixelHeight: 1080, budget: 2_000_000, small: false, stallDrop: 0 })).toBe(1);
  expect(capLevel(ladder, { pixelHeight: 1080, budget: 100, small: false, stallDrop: 0 })).toBe(0);
});

test('a tile that stalls drops its own cap a rung per stall, never below the lowest', () => {
  const tile = { pixelHeight: 1080, budget: 10_000_000, small: false };
  expect(capLevel(ladder, { ...tile, stallDrop: 0 })).toBe(2);
  expect(capLevel(ladder, { ...tile, stallDrop: 1 })).toBe(1);
  expect(capLevel(ladder, { ...tile, stallDrop: 5 })).toBe(0);
  expect(capLevel([], { ...tile, stallDrop: 0 })).toBe(-1);
});
