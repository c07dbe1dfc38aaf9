import { isNearLive, settleOnPlaying, settlePosition, type SettleInput } from './live-settle.ts';

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

/** A stand-in for the video: an event target with the fields the settle reads and writes. */
class FakeVideo extends EventTarget {
  currentTime = 100;
  paused = false;
  seeking = false;
  buffered = ranges([98, 106]);
  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
}

/**
 * A stand-in for hls.js: an edge at 104.8 (so 4.8 s behind at 100), its target widened by the stalls
 * it counts (as latency-controller.ts does; setting the target forgets them), and its sync position.
 */
function fakeHls(video: FakeVideo) {
  const state = { base: 2, stalls: 0 };
  const details = { live: true, edge: 104.8, age: 0, targetduration: 2 };
  const instance = {
    media: video,
    latestLevelDetails: details,
    get targetLatency() {
      return state.base + Math.min(state.stalls, 2);
    },
    set targetLatency(value: number) {
      state.base = value;
      state.stalls = 0;
    },
    get liveSyncPosition() {
      return details.edge + details.age - this.targetLatency;
    },
    on: () => {},
  };
  return { instance, state, details };
}

function settled(video = new FakeVideo()) {
  const hls = fakeHls(video);
  const settle = settleOnPlaying(hls.instance as unknown as Parameters<typeof settleOnPlaying>[0], 2);
  return { video, settle, ...hls };
}

describe('settleOnPlaying', () => {
  test('the start steps to the target once the media after it is buffered', () => {
    const { video } = settled(Object.assign(new FakeVideo(), { buffered: ranges([98, 103.5]) }));
    video.fire('playing');
    video.fire('timeupdate');
    expect(video.currentTime).toBe(100); // 102.8 + 1 s not buffered yet
    video.buffered = ranges([98, 104]);
    video.fire('timeupdate');
    expect(video.currentTime).toBeCloseTo(102.8);
  });

  test('stalls while the start settles do not widen the target; stalls after it do', () => {
    const { video, state, instance } = settled();
    state.stalls = 2;
    video.fire('playing');
    video.fire('timeupdate');
    expect(instance.targetLatency).toBe(2);
    expect(video.currentTime).toBeCloseTo(102.8);
    state.stalls = 1;
    video.fire('timeupdate');
    expect(instance.targetLatency).toBe(3);
  });

  test('playback that starts again after a stall, or a resume, is left to hls.js', () => {
    const { video } = settled();
    video.currentTime = 102.6; // within the margin: settled at once
    video.fire('playing');
    video.fire('timeupdate');
    video.currentTime = 100; // fell behind in a stall
    video.fire('playing');
    video.fire('timeupdate');
    expect(video.currentTime).toBe(100);
  });

  test('a jump to live settles the same way; a rewind or a pause before it lands calls it off', () => {
    const { video, settle } = settled();
    video.currentTime = 102.6;
    video.fire('playing');
    video.fire('timeupdate');

    video.currentTime = 100;
    settle.jumpedToLive();
    video.fire('seeking'); // hls.js's catch-up window: still a jump to live
    video.fire('timeupdate');
    expect(video.currentTime).toBeCloseTo(102.8);

    video.currentTime = 100;
    settle.jumpedToLive();
    video.fire('pause');
    video.fire('timeupdate');
    expect(video.currentTime).toBe(100);

    settle.jumpedToLive();
    video.currentTime = 60; // the viewer rewound
    video.fire('seeking');
    video.buffered = ranges([58, 106]);
    video.fire('timeupdate');
    expect(video.currentTime).toBe(60);
  });
});
