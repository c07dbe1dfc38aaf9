// Where a low-latency player starts, and lands after "Live" (issue 30 item 1). hls.js picks its
// start position when the first playlist arrives; by the time the first parts are fetched and
// decoded the edge has moved on, so playback began 4-6 s from the clock with a 2 s target, and the
// gentle catch-up rate (latency.ts) took half a minute to close that; a jump to live landed behind
// the same way. So after either, a player more than SETTLE_MARGIN_S behind its target steps once to
// hls.js's own sync position as soon as that is buffered: no fetch, no stall, one small step. In
// steady play hls.js alone keeps the distance, by playback rate.
import Hls from 'hls.js';

/** Behind the target by more than this after a start is worth a step; less, hls.js's rate evens it out. */
const SETTLE_MARGIN_S = 1;
/**
 * The step lands with at least this much media buffered after it: a step that ate the buffer made a
 * slow network stall (slow 4G: three rebuffers in two minutes with half a second).
 */
const AHEAD_AFTER_S = 1;

export interface SettleInput {
  /** hls.js's distance from the live edge (s). */
  latency: number;
  /** hls.js's target distance (s), stalls included. */
  target: number;
  /** Where hls.js would have the playhead at its target. */
  syncPosition: number | null;
  currentTime: number;
  buffered: TimeRanges;
}

/** The position to step to, or null to stay. */
export function settlePosition({ latency, target, syncPosition, currentTime, buffered }: SettleInput): number | null {
  if (syncPosition === null || !(latency - target > SETTLE_MARGIN_S) || syncPosition <= currentTime) return null;
  for (let i = 0; i < buffered.length; i += 1) {
    // the step stays inside the buffered range the playhead is in
    if (buffered.start(i) <= currentTime && syncPosition + AHEAD_AFTER_S <= buffered.end(i)) return syncPosition;
  }
  return null;
}

/** A seek that lands this close to the target (hls.js's own catch-up window, latency-controller.ts) stays near live. */
export const isNearLive = (latency: number, target: number, segment: number) => latency - target < target + segment;

export interface LiveSettle {
  /** The viewer asked for the live edge (Vidstack's live-edge request: "Live", or the time slider's end). */
  jumpedToLive(): void;
}

/**
 * Steps a low-latency live player to its target after it starts and after the viewer jumps to live,
 * as above. The media it steps into is not buffered yet when playback starts, so the step is looked
 * for on each time update until it is made, or the player is within the margin, or the viewer
 * pauses or seeks away. Never after a rewind, a resume or a stall (nor hls.js's own nudges past
 * one): there the viewer chose the place, or hls.js's rate evens the distance out.
 */
export function settleOnPlaying(instance: Hls, targetSeconds: number): LiveSettle {
  let started = false;
  let armed = false;
  const now = () => {
    const media = instance.media;
    const details = instance.latestLevelDetails;
    const target = instance.targetLatency;
    if (!media || !details?.live || target === null) return null;
    // hls.js's own estimate of the edge (the playlist's end, aged), read now rather than at its last time update
    return { media, details, target, latency: details.edge + details.age - media.currentTime };
  };
  const onPlaying = () => {
    if (started) return;
    started = true;
    armed = true;
  };
  const onSeeking = () => {
    const n = now();
    if (n && !isNearLive(n.latency, n.target, n.details.targetduration)) armed = false;
  };
  const onTimeUpdate = () => {
    if (!armed || !instance.media || instance.media.paused || instance.media.seeking) return;
    // While a start (or jump) settles, hls.js's stalls are its first fetch and decode, which every
    // start has (two at each start with a busy core), not a network that cannot keep up; hls.js
    // would widen its target for each, for good (latency-controller.ts). So the target stays the
    // tenant's until the start has settled; stalls after that widen it as hls.js means them to.
    if (instance.targetLatency !== null && instance.targetLatency > targetSeconds) instance.targetLatency = targetSeconds;
    const n = now();
    if (!n) return;
    if (n.latency - n.target <= SETTLE_MARGIN_S) {
      armed = false;
      return;
    }
    const to = settlePosition({
      latency: n.latency,
      target: n.target,
      syncPosition: instance.liveSyncPosition,
      currentTime: n.media.currentTime,
      buffered: n.media.buffered,
    });
    if (to === null) return;
    armed = false;
    n.media.currentTime = to;
  };
  const events = { playing: onPlaying, pause: () => (armed = false), seeking: onSeeking, timeupdate: onTimeUpdate };
  // (the same listener added twice is one listener: the media may be attached before or after this)
  const listen = (media: HTMLMediaElement) => Object.entries(events).forEach(([type, fn]) => media.addEventListener(type, fn));
  if (instance.media) listen(instance.media);
  instance.on(Hls.Events.MEDIA_ATTACHED, (_e, { media }) => listen(media));
  instance.on(Hls.Events.MEDIA_DETACHING, () => Object.entries(events).forEach(([type, fn]) => instance.media?.removeEventListener(type, fn)));
  return { jumpedToLive: () => (armed = true) };
}
