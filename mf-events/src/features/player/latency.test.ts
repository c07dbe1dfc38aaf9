import { AUDIO_SWITCH_KEEP_S, CATCH_UP_RATE, hlsConfig, liveEdgeTolerance, lowLatencyOf, PLAIN_EDGE_TOLERANCE_S } from './latency.ts';

const on = { player: { lowLatency: { enabled: true, targetLatencySeconds: 3 }, defaultAudioLanguage: 'en' } };
const off = { player: { lowLatency: { enabled: false, targetLatencySeconds: 3 }, defaultAudioLanguage: 'he' } };

test('low latency only for a tenant that turned it on, on live, with one player on the page', () => {
  expect(lowLatencyOf(on, true, true)).toEqual({ targetSeconds: 3 });
  expect(lowLatencyOf(on, false, true)).toBeNull();
  expect(lowLatencyOf(on, true, false)).toBeNull();
  expect(lowLatencyOf(off, true, true)).toBeNull();
  expect(lowLatencyOf({}, true, true)).toBeNull();
  expect(lowLatencyOf(null, true, true)).toBeNull();
});

test('low latency: hls.js aims at the target, catches up by rate only, never jumps', () => {
  const config = hlsConfig({ targetSeconds: 4 });
  expect(config).toMatchObject({ lowLatencyMode: true, liveSyncDuration: 4, liveMaxLatencyDuration: Infinity, maxLiveSyncPlaybackRate: CATCH_UP_RATE });
  expect(CATCH_UP_RATE).toBeGreaterThan(1);
  expect(CATCH_UP_RATE).toBeLessThanOrEqual(1.25);
  // hls.js throws on a config mixing the *Count options with the seconds ones
  expect(config).not.toHaveProperty('liveSyncDurationCount');
  expect(config).not.toHaveProperty('liveMaxLatencyDurationCount');
});

test('plain window: three segments behind, no jump, no rate change', () => {
  const config = hlsConfig(null);
  expect(config).toEqual({
    backBufferLength: 30,
    nextAudioTrackBufferFlushForwardOffset: AUDIO_SWITCH_KEEP_S,
    lowLatencyMode: false,
    liveSyncDurationCount: 3,
    liveMaxLatencyDurationCount: Infinity,
  });
  expect(config).not.toHaveProperty('liveSyncDuration');
  expect(hlsConfig(null, 8)).toMatchObject({ startPosition: 8 });
  expect(hlsConfig(null, null)).not.toHaveProperty('startPosition');
});

test('"at live" follows the target: really behind means past what hls.js catches up by itself', () => {
  expect(liveEdgeTolerance(null)).toBe(PLAIN_EDGE_TOLERANCE_S);
  const ll = liveEdgeTolerance({ targetSeconds: 3 });
  expect(ll).toBeLessThan(PLAIN_EDGE_TOLERANCE_S);
  // hls.js speeds up while latency < 2 × target + one 2 s segment (8 s here)
  expect(ll).toBeGreaterThanOrEqual(3 * 2 + 2);
  expect(liveEdgeTolerance({ targetSeconds: 6 })).toBeGreaterThan(ll);
});

test('a commentary switch keeps the old sound for two segments ahead, low latency or not, where hls.js would keep a quarter second', () => {
  for (const config of [hlsConfig(null), hlsConfig({ targetSeconds: 2 })]) expect(config.nextAudioTrackBufferFlushForwardOffset).toBe(4);
});
