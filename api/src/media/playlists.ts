// HLS playlists as text: master playlists, VOD media playlists and the simulated live window
// (plain, or low-latency HLS with parts and blocking reloads). Pure functions of the catalog and a
// clock, so tests move time instead of waiting. A "track" is anything with a media playlist: a
// video rendition, an audio rendition or a WebVTT subtitle track; all follow the same schedule.
import type { AudioRendition, SourceClip, Track } from './catalog.ts';

/** A live playlist lists at least this much of the past (the rewind feature needs 10 minutes). */
export const DVR_WINDOW_SECONDS = 12 * 60;

const fmt = (seconds: number) => seconds.toFixed(3);

/** URL of a file of a source clip (folder carries the content hash, so it is immutable). */
export const fileUrl = (clip: SourceClip, track: Track, file: string) => `/media/files/${clip.folder}/${track.name}/${file}`;

/**
 * Where a media playlist points for its init and media segments: the shared immutable files by
 * default; a protected stream's own signed folder (routes.ts, ADR 0029).
 */
export type FileUrl = (track: Track, file: string) => string;

/** Quoted-string attribute values may not hold a double quote or a line break (RFC 8216bis 4.2). */
const quoted = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

/** Which audio rendition is DEFAULT=YES: the tenant's language if a commentary speaks it, else the first. */
export function defaultAudioOf(clip: SourceClip, language?: string): AudioRendition | undefined {
  return clip.audio.find((a) => a.language && a.language === language) ?? clip.audio[0];
}

/**
 * Master playlist: the audio group "aud" (commentaries and the stadium-only track), the subtitle
 * group "subs", then one variant per video rendition pointing at both. Every URI is relative:
 * `<variantBase>/<track>.m3u8`, followed by `query` (`?exp=…&sig=…` of a signed stream, so the
 * player carries it without knowing).
 */
export function masterPlaylist(clip: SourceClip, variantBase: string, query = '', audioLanguage?: string): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  const uri = (t: Track) => quoted(`${variantBase}/${t.name}.m3u8${query}`);
  const chosen = defaultAudioOf(clip, audioLanguage);
  for (const a of clip.audio) {
    // the stadium-only track speaks no language: chosen by hand only, never by a language preference
    const language = a.language ? `LANGUAGE=${quoted(a.language)},` : '';
    const isDefault = a === chosen ? 'YES' : 'NO';
    lines.push(
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",${language}NAME=${quoted(a.label)},DEFAULT=${isDefault},AUTOSELECT=${a.language ? 'YES' : 'NO'},CHANNELS="1",URI=${uri(a)}`,
    );
  }
  for (const s of clip.subtitles) {
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE=${quoted(s.language)},NAME=${quoted(s.label)},DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI=${uri(s)}`,
    );
  }
  const groups = `${clip.audio.length ? ',AUDIO="aud"' : ''}${clip.subtitles.length ? ',SUBTITLES="subs"' : ''}`;
  for (const r of clip.renditions) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.peakBandwidth},AVERAGE-BANDWIDTH=${r.averageBandwidth},RESOLUTION=${r.width}x${r.height},CODECS="${r.codecs}",FRAME-RATE=${clip.frameRate.toFixed(3)},NAME="${r.name}"${groups}`,
      `${variantBase}/${r.name}.m3u8${query}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

const targetDuration = (clip: SourceClip, t: Track) => Math.max(Math.ceil(clip.segmentSeconds), ...t.segments.map((s) => Math.round(s.duration)));

/** The header lines every media playlist starts with; WebVTT tracks have no init segment. */
function header(clip: SourceClip, t: Track, url: FileUrl, extra: string[]): string[] {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${targetDuration(clip, t)}`,
    ...extra,
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...(t.init ? [`#EXT-X-MAP:URI="${url(t, t.init)}"`] : []),
  ];
}

export function vodPlaylist(clip: SourceClip, t: Track, url: FileUrl = (x, file) => fileUrl(clip, x, file)): string {
  const lines = header(clip, t, url, ['#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD']);
  for (const s of t.segments) lines.push(`#EXTINF:${fmt(s.duration)},`, url(t, s.file));
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
export function cutPlaylist(clip: SourceClip, r: Track, startMs: number, endMs: number, url: FileUrl = (x, file) => fileUrl(clip, x, file)): string {
  const n = r.segments.length;
  const d = clip.segmentSeconds;
  let first = Math.round(startMs / 1000 / d);
  let end = Math.round(endMs / 1000 / d);
  if (end <= first) {
    first = Math.floor(startMs / 1000 / d);
    end = first + 1;
  }
  const lines = header(clip, r, url, ['#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD']);
  for (let k = first; k < end; k++) {
    if (k % n === 0 && k !== first) lines.push('#EXT-X-DISCONTINUITY');
    const s = r.segments[k % n]!;
    lines.push(`#EXTINF:${fmt(s.duration)},`, url(r, s.file));
  }
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** LL-HLS options of a live playlist (the tenant's `player.lowLatency`); absent: the plain window. */
export interface LowLatency {
  /** The tenant's target latency (s): PART-HOLD-BACK is at least this and at least three part targets. */
  targetLatencySeconds: number;
}

/** RFC 8216bis: a blocking request may ask for at most this many parts beyond the newest one. */
export const ADVANCE_PART_LIMIT = 3;
/** Parts are listed for the two newest complete segments and the one in progress (within 3 target durations of the edge). */
const SEGMENTS_WITH_PARTS = 2;

export const partHoldBack = (clip: SourceClip, ll: LowLatency) => Math.max(3 * clip.partTarget, ll.targetLatencySeconds);

/**
 * The live schedule in milliseconds on the wall clock. Live segment k covers [k·d, (k+1)·d) after the
 * epoch and plays the track's segment k mod n; its part j exists once the clock has passed the part's
 * end (its media duration after the segment's start; the last part ends with the nominal segment).
 */
export function liveSchedule(clip: SourceClip, t: Track, epochMs: number) {
  const n = t.segments.length;
  const dMs = clip.segmentSeconds * 1000;
  const partsOf = (k: number) => t.segments[k % n]!.parts;
  const segmentEnd = (k: number) => epochMs + (k + 1) * dMs;
  function partEnd(k: number, j: number): number {
    const parts = partsOf(k);
    if (j >= parts.length - 1) return segmentEnd(k);
    let media = 0;
    for (let i = 0; i <= j; i++) media += parts[i]!.duration;
    return epochMs + k * dMs + Math.min(Math.round(media * 1000), dMs);
  }
  /** The segment in progress at `nowMs` (the newest complete one is one before). */
  const current = (nowMs: number) => Math.floor((nowMs - epochMs) / dMs);
  /** How many parts of segment k exist at `nowMs`. */
  function partsDone(k: number, nowMs: number): number {
    let done = 0;
    while (done < partsOf(k).length && partEnd(k, done) <= nowMs) done++;
    return done;
  }
  return { n, partsOf, segmentEnd, partEnd, current, partsDone };
}

/**
 * The simulated live stream: the clip's segments looped forever on a wall-clock schedule
 * (liveSchedule), so every track, viewer and API process agrees on the same sequence without a
 * timer. The playlist lists the last complete segments of the DVR window; `EXT-X-MEDIA-SEQUENCE` is
 * the first one's k and rises by one every d seconds. Each loop point (k mod n = 0) is a
 * discontinuity (the media timestamps restart), counted by `EXT-X-DISCONTINUITY-SEQUENCE`; a
 * `EXT-X-PROGRAM-DATE-TIME` anchors the first segment and every loop to the wall clock. No
 * `EXT-X-ENDLIST`: the stream never ends.
 * With `lowLatency` (LL-HLS): `EXT-X-SERVER-CONTROL` (blocking reloads, PART-HOLD-BACK),
 * `EXT-X-PART-INF`, the parts (byte ranges of their segment file) of the newest complete segments
 * and of the one in progress as far as the clock has passed, and a preload hint for the next part.
 * WebVTT tracks have no parts: they get blocking reloads at segment granularity only.
 */
export function livePlaylist(
  clip: SourceClip,
  t: Track,
  nowMs: number,
  epochMs = 0,
  dvrSeconds = DVR_WINDOW_SECONDS,
  url: FileUrl = (x, file) => fileUrl(clip, x, file),
  lowLatency: LowLatency | null = null,
): string {
  const s = liveSchedule(clip, t, epochMs);
  const { n } = s;
  const d = clip.segmentSeconds;
  const cur = s.current(nowMs);
  const last = cur - 1;
  const first = Math.max(0, last - Math.ceil(dvrSeconds / d) + 1);
  const withParts = lowLatency !== null && t.segments[0]!.parts.length > 0;
  const extra: string[] = [];
  if (lowLatency) {
    const holdBack = withParts ? `,PART-HOLD-BACK=${fmt(partHoldBack(clip, lowLatency))}` : '';
    extra.push(`#EXT-X-SERVER-CONTROL:CAN-BLOCK-RELOAD=YES${holdBack}`);
    if (withParts) extra.push(`#EXT-X-PART-INF:PART-TARGET=${fmt(clip.partTarget)}`);
  }
  // the first listed segment never carries the tag, so its discontinuity number is floor(first / n)
  extra.push(`#EXT-X-MEDIA-SEQUENCE:${first}`, `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / n)}`);
  const lines = header(clip, t, url, extra);
  const segmentTags = (k: number) => {
    if (k % n === 0 && k !== first) lines.push('#EXT-X-DISCONTINUITY');
    if (k % n === 0 || k === first) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(epochMs + Math.round(k * d * 1000)).toISOString()}`);
  };
  const partLines = (k: number, count: number) => {
    const file = url(t, t.segments[k % n]!.file);
    for (const p of s.partsOf(k).slice(0, count)) {
      lines.push(`#EXT-X-PART:DURATION=${fmt(p.duration)},URI="${file}",BYTERANGE="${p.length}@${p.offset}"${p.independent ? ',INDEPENDENT=YES' : ''}`);
    }
  };
  for (let k = first; k <= last; k++) {
    segmentTags(k);
    if (withParts && k > last - SEGMENTS_WITH_PARTS) partLines(k, Infinity);
    lines.push(`#EXTINF:${fmt(t.segments[k % n]!.duration)},`, url(t, t.segments[k % n]!.file));
  }
  if (withParts) {
    const done = s.partsDone(cur, nowMs);
    // the segment in progress appears with its first part (its tags need a part to belong to)
    if (done > 0) {
      segmentTags(cur);
      partLines(cur, done);
    }
    const next = s.partsOf(cur)[done]!;
    lines.push(`#EXT-X-PRELOAD-HINT:TYPE=PART,URI="${url(t, t.segments[cur % n]!.file)}",BYTERANGE-START=${next.offset},BYTERANGE-LENGTH=${next.length}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A blocking playlist reload (`_HLS_msn=N[&_HLS_part=M]`, RFC 8216bis 6.2.5.2): the clock time (ms)
 * from which the playlist holds segment N complete (no part asked, or a track without parts) or part
 * M of segment N; 'too-far' (answer 400) for N more than two segments past the one in progress, or a
 * part more than ADVANCE_PART_LIMIT parts past the newest one. A part index past its segment's last
 * part means the next segment's first part.
 */
export function reloadReadyAt(clip: SourceClip, t: Track, epochMs: number, nowMs: number, msn: number, part?: number): number | 'too-far' {
  const s = liveSchedule(clip, t, epochMs);
  const cur = s.current(nowMs);
  if (msn > cur + 2) return 'too-far';
  if (part === undefined || s.partsOf(msn).length === 0) return s.segmentEnd(msn);
  let [k, j] = [msn, part];
  if (j >= s.partsOf(k).length) [k, j] = [k + 1, 0];
  if (s.partEnd(k, j) <= nowMs) return s.partEnd(k, j);
  // parts between the newest existing one and the one asked for
  let ahead = j + 1 - s.partsDone(cur, nowMs);
  for (let m = cur; m < k; m++) ahead += s.partsOf(m).length;
  return ahead > ADVANCE_PART_LIMIT ? 'too-far' : s.partEnd(k, j);
}
