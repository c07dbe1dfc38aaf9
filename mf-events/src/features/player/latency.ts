// How close to live the player rests (issue 30 item 1, ADR 0032). A tenant with
// `player.lowLatency.enabled` gets hls.js's low-latency mode aimed at its target latency; every
// other player keeps the plain config of ADR 0032 (three segments behind the newest one).
import { playerOptionsOf, type PublicTenantConfig } from '@portal/shared';

/** The tenant's wish, or null for the plain window. */
export interface LowLatency {
  targetSeconds: number;
}

/**
 * hls.js speeds playback up to this rate while it is behind its target, never jumps. It does so only
 * within its sync window (latency below twice the target plus one segment; latency-controller.ts in
 * hls.js), so a viewer who rewound further plays at normal speed and stays where they went.
 */
export const CATCH_UP_RATE = 1.1;

/** Segment length of our live playlists (ADR 0015), one step of the plain window. */
const SEGMENT_S = 2;

/**
 * "At live" tolerance (Vidstack's liveEdgeTolerance) of the plain window: three segments behind
 * the newest one, the 2 s playlist refresh, and a slow start while the edge moved on (6.8-8 s at
 * rest, 10.9-11.7 s measured on a busy 2-core machine).
 */
export const PLAIN_EDGE_TOLERANCE_S = 15;

/** Low latency only where the tenant asks for it, for a live stream, and on a page with one player. */
export function lowLatencyOf(config: Pick<PublicTenantConfig, 'player'> | null | undefined, live: boolean, single: boolean): LowLatency | null {
  if (!live || !single || !config) return null;
  // the contract's defaults fill a tenant without the block, as on the server
  const { lowLatency } = playerOptionsOf(config);
  return lowLatency.enabled ? { targetSeconds: lowLatency.targetLatencySeconds } : null;
}

/**
 * "At live" for a low-latency player: the target, plus one segment that a playlist refresh or a
 * slow first part can add, plus the catch-up margin of hls.js (target + one segment); past that
 * hls.js no longer catches up by itself, so the viewer is really behind.
 */
export function liveEdgeTolerance(ll: LowLatency | null): number {
  return ll ? ll.targetSeconds * 2 + SEGMENT_S * 2 : PLAIN_EDGE_TOLERANCE_S;
}

/**
 * On a commentary switch, how much of the old commentary hls.js keeps ahead of the playhead while the
 * new one loads. Its default (0.25 s) flushes the audio buffer down to the new rendition's first
 * fragment as soon as that is parsed (audio-stream-controller.ts), which leaves at most one fragment
 * ahead: on a busy machine the sound, and with it the picture, stalled right after the switch. Two
 * segments keep the old sound playing instead; the new one replaces it as its fragments arrive.
 */
export const AUDIO_SWITCH_KEEP_S = SEGMENT_S * 2;

/** The hls.js settings of a stream (Vidstack's provider.config). */
export function hlsConfig(ll: LowLatency | null, startAt?: number | null) {
  const start = startAt ? { startPosition: startAt } : {};
  const common = { backBufferLength: 30, nextAudioTrackBufferFlushForwardOffset: AUDIO_SWITCH_KEEP_S, ...start };
  if (!ll) {
    // Plain: start 3 segments from the edge, never jump forward on latency (Infinity) or a viewer who
    // rewound would be snapped back to live.
    return { ...common, lowLatencyMode: false, liveSyncDurationCount: 3, liveMaxLatencyDurationCount: Infinity };
  }
  // Low latency: parts and blocking reloads, resting `targetSeconds` behind the edge, caught up by
  // rate only; liveMaxLatencyDuration stays Infinity for the same reason as above. (hls.js refuses a
  // config that mixes the *Count options with these.)
  return { ...common, lowLatencyMode: true, liveSyncDuration: ll.targetSeconds, liveMaxLatencyDuration: Infinity, maxLiveSyncPlaybackRate: CATCH_UP_RATE };
}
