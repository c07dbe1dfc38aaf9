// Where a shared link asks playback to start (`?t=<seconds>`, issue 15 item 4).
//
// Decision: on live streams `t` is ignored. A link's `t` counts from the start of the
// recording; a live DVR window slides, so the same number names a different moment for every
// viewer (and usually one that has already left the window). Live links open at the live edge.
import { useCallback, useRef, type RefObject } from 'react';
import type { MediaPlayerInstance } from '@vidstack/react';

/** The longest start we accept: a day, far beyond any event, so a mistyped link does no harm. */
const MAX_START_SECONDS = 24 * 3600;

/** `?t=` as seconds: plain seconds ("90", "12.5") or "1m30s"/"1h2m"; null when absent or nonsense. */
export function parseStartAt(value: string | null | undefined): number | null {
  if (value == null) return null;
  const v = value.trim().toLowerCase();
  let seconds: number;
  if (/^\d+(\.\d+)?$/.test(v)) seconds = Number(v);
  else {
    const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(v);
    if (!m || v === '') return null;
    seconds = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  }
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_START_SECONDS) return null;
  return seconds;
}

/**
 * Seeks once to `startAt` the first time the stream can play (per source), never on live.
 * Returns the handler for the player's `onCanPlay`.
 */
export function useStartAt(player: RefObject<MediaPlayerInstance | null>, startAt: number | null | undefined, live: boolean, src: string | null) {
  const applied = useRef<string | null>(null);
  return useCallback(() => {
    const p = player.current;
    if (!p || live || !startAt || !src || applied.current === src) return;
    applied.current = src;
    const duration = p.state.duration;
    // A moment past the end (a link to a longer cut) starts at the beginning instead of the end.
    if (Number.isFinite(duration) && duration > 0 && startAt >= duration) return;
    // hls.js already loaded from there (its startPosition); the browser's own HLS needs the seek.
    if (Math.abs(p.currentTime - startAt) > 1) p.currentTime = startAt;
  }, [player, startAt, live, src]);
}
