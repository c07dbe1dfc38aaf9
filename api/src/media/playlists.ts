// HLS playlists as text: master playlists, VOD media playlists and the simulated live window.
// Pure functions of the catalog and a clock, so tests move time instead of waiting.
import type { Rendition, SourceClip } from './catalog.ts';

/** A live playlist lists at least this much of the past (the rewind feature needs 10 minutes). */
export const DVR_WINDOW_SECONDS = 12 * 60;

const fmt = (seconds: number) => seconds.toFixed(3);

/** URL of a file of a source clip (folder carries the content hash, so it is immutable). */
export const fileUrl = (clip: SourceClip, rendition: Rendition, file: string) => `/media/files/${clip.folder}/${rendition.name}/${file}`;

/**
 * Where a media playlist points for its init and media segments: the shared immutable files by
 * default; a protected stream's own signed folder (routes.ts, ADR 0029).
 */
export type FileUrl = (r: Rendition, file: string) => string;

/**
 * Master playlist: one variant per rendition, each at `<variantBase>/<rendition>.m3u8` (relative),
 * followed by `query` (`?exp=…&sig=…` of a signed stream, so the player carries it without knowing).
 */
export function masterPlaylist(clip: SourceClip, variantBase: string, query = ''): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of clip.renditions) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.peakBandwidth},AVERAGE-BANDWIDTH=${r.averageBandwidth},RESOLUTION=${r.width}x${r.height},CODECS="${r.codecs}",FRAME-RATE=25.000,NAME="${r.name}"`,
      `${variantBase}/${r.name}.m3u8${query}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const targetDuration = (r: Rendition) => Math.ceil(Math.max(...r.segments.map((s) => s.duration)));

export function vodPlaylist(clip: SourceClip, r: Rendition, url: FileUrl = (x, file) => fileUrl(clip, x, file)): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${targetDuration(r)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="${url(r, r.init)}"`,
  ];
  for (const s of r.segments) lines.push(`#EXTINF:${fmt(s.duration)},`, url(r, s.file));
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/**
 * A user clip cut from its event: only the span between its in and out points (milliseconds on the
 * event's timeline, api/README.md), as a complete VOD playlist. The event's timeline is the source clip
 * looped (position t plays segment floor(t / d) mod n, as the live schedule does), so in and out
 * points past one loop still land on real media; each loop point is a discontinuity.
 * Segment-accurate: both points snap to the nearest segment boundary, so each end is off by at most
 * half a segment (1 s with the 2 s segments) and the playlist lasts the clip's length within one
 * segment; a clip shorter than that gets the one segment it falls in. Cutting inside a segment would
 * need re-encoding or byte ranges per frame, not worth it for the demo media.
 */
export function cutPlaylist(clip: SourceClip, r: Rendition, startMs: number, endMs: number, url: FileUrl = (x, file) => fileUrl(clip, x, file)): string {
  const n = r.segments.length;
  const d = r.segments[0]!.duration;
  let first = Math.round(startMs / 1000 / d);
  let end = Math.round(endMs / 1000 / d);
  if (end <= first) {
    first = Math.floor(startMs / 1000 / d);
    end = first + 1;
  }
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(d)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="${url(r, r.init)}"`,
  ];
  for (let k = first; k < end; k++) {
    if (k % n === 0 && k !== first) lines.push('#EXT-X-DISCONTINUITY');
    const s = r.segments[k % n]!;
    lines.push(`#EXTINF:${fmt(s.duration)},`, url(r, s.file));
  }
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/**
 * The simulated live stream: the clip's segments looped forever on a wall-clock schedule.
 * Segment k covers [k·d, (k+1)·d) seconds after the stream's epoch (see liveEpochMs) and plays the
 * clip's segment k mod n, so every rendition, viewer and API process agrees on the same sequence
 * without a timer. The playlist lists the last complete segments of the DVR window; `EXT-X-MEDIA-SEQUENCE`
 * is the first one's k and rises by one every d seconds. Each loop point (k mod n = 0) is a
 * discontinuity (the media timestamps restart), counted by `EXT-X-DISCONTINUITY-SEQUENCE`; a
 * `EXT-X-PROGRAM-DATE-TIME` anchors the first segment and every loop to the wall clock. No
 * `EXT-X-ENDLIST`: the stream never ends.
 */
export function livePlaylist(
  clip: SourceClip,
  r: Rendition,
  nowMs: number,
  epochMs = 0,
  dvrSeconds = DVR_WINDOW_SECONDS,
  url: FileUrl = (x, file) => fileUrl(clip, x, file),
): string {
  const n = r.segments.length;
  // The schedule uses the nominal duration (every segment is one GOP of the same length).
  const d = r.segments[0]!.duration;
  const last = Math.floor((nowMs - epochMs) / 1000 / d) - 1;
  const count = Math.ceil(dvrSeconds / d);
  const first = Math.max(0, last - count + 1);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(d)}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    // the first listed segment never carries the tag, so its discontinuity number is floor(first / n)
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / n)}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="${url(r, r.init)}"`,
  ];
  for (let k = first; k <= last; k++) {
    const loopStart = k % n === 0;
    if (loopStart && k !== first) lines.push('#EXT-X-DISCONTINUITY');
    if (loopStart || k === first) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(epochMs + Math.round(k * d * 1000)).toISOString()}`);
    lines.push(`#EXTINF:${fmt(d)},`, url(r, r.segments[k % n]!.file));
  }
  return `${lines.join('\n')}\n`;
}
