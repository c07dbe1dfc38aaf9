import { isNearLive, settlePosition, type SettleInput } from './live-settle.ts';

/** Buffered ranges as the video reports them. */
const ranges = (...pairs: Array<[number, number]>): TimeRanges => ({
  length: pairs.length,
  start: (i: number) => pairs[i]![0],
  end: (i: number) => pairs[i]![1],
});

// 4.8 s behind an edge at 104.8 with a 2 s target: hls.js would sit at 102.8; media buffered to 104.
const started: SettleInput = { latency: 4.8, target: 2, syncPosition: 102.8, currentTime: 100, buffered: ranges([98, 104]) };

describe('settlePosition', () => {
  test('a start that landed well behind the target steps to the sync position, inside the buffer', () => {
    expect(settlePosition(started)).toBe(102.8);
  });

  test('within the margin of the target it stays: hls.js evens that out by rate', () => {
    expect(settlePosition({ ...started, latency: 2.9, syncPosition: 100.9 })).toBeNull();
  });

  test('never a step into media not buffered yet, or with less than a second after it', () => {
    expect(settlePosition({ ...started, buffered: ranges([98, 103.7]) })).toBeNull();
    expect(settlePosition({ ...started, buffered: ranges([98, 101], [102, 106]) })).toBeNull();
  });

  test('never backwards, and not without a sync position', () => {
    expect(settlePosition({ ...started, syncPosition: 99 })).toBeNull();
    expect(settlePosition({ ...started, syncPosition: null })).toBeNull();
  });

  test('a target widened by stalls is the one measured against', () => {
    expect(settlePosition({ ...started, target: 4, syncPosition: 100.8 })).toBeNull();
  });
});

describe('isNearLive', () => {
  test('a seek into hls.js catch-up window (target + one segment beyond the target) stays near live', () => {
    expect(isNearLive(2.5, 2, 2)).toBe(true);
    expect(isNearLive(5.9, 2, 2)).toBe(true);
  });

  test('a rewind, even by one step of the arrow keys, is not', () => {
    expect(isNearLive(7.5, 2, 2)).toBe(false);
    expect(isNearLive(60, 2, 2)).toBe(false);
  });
});
