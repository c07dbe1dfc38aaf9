import { bufferAhead, readStats, type HlsStatsSource } from './stats.ts';

const ranges = (...r: Array<[number, number]>): TimeRanges => ({ length: r.length, start: (i: number) => r[i]![0], end: (i: number) => r[i]![1] });

const hls = (over: Partial<HlsStatsSource> = {}): HlsStatsSource => ({
  latency: 3.4,
  targetLatency: 3,
  playingDate: new Date(100_000),
  currentLevel: 1,
  levels: [
    { height: 360, bitrate: 300_000 },
    { height: 720, bitrate: 1_000_000 },
  ],
  audioTrack: 1,
  audioTracks: [{ lang: 'en', name: 'English' }, { lang: 'he', name: 'עברית' }, { name: 'Stadium only' }],
  ...over,
});

const video = (time: number, buffered: TimeRanges, dropped = 2) => ({
  currentTime: time,
  buffered,
  playbackRate: 1.1,
  getVideoPlaybackQuality: () => ({ droppedVideoFrames: dropped }),
});

test('buffer ahead is measured in the range that holds the playhead', () => {
  expect(bufferAhead(ranges([0, 4], [10, 16]), 12)).toBe(4);
  expect(bufferAhead(ranges([0, 4]), 1.5)).toBe(2.5);
  expect(bufferAhead(ranges([0, 4]), 6)).toBe(0);
  expect(bufferAhead(ranges(), 3)).toBe(0);
});

test('live: latency from the program date time on screen and from hls.js, the target, the rendition, the commentary', () => {
  const s = readStats(hls(), video(12, ranges([10, 15.5])), 103_250, true);
  expect(s).toEqual({ clockLatency: 3.25, latency: 3.4, target: 3, buffer: 3.5, height: 720, bitrate: 1_000_000, dropped: 2, rate: 1.1, audio: 'he' });
});

test('off live there is no latency; a track without a language is named', () => {
  const s = readStats(hls({ audioTrack: 2 }), video(5, ranges([0, 9])), 103_250, false);
  expect(s.clockLatency).toBeNull();
  expect(s.latency).toBeNull();
  expect(s.target).toBeNull();
  expect(s.audio).toBe('Stadium only');
});

test('before hls.js has chosen: no rendition, no date; the browser’s own player has no hls.js at all', () => {
  expect(readStats(hls({ currentLevel: -1, playingDate: null }), video(0, ranges()), 0, true)).toMatchObject({
    height: null,
    bitrate: null,
    clockLatency: null,
  });
  expect(readStats(null, { currentTime: 0, buffered: ranges(), playbackRate: 1 }, 0, true)).toMatchObject({
    latency: null,
    dropped: null,
    audio: null,
    rate: 1,
  });
});
