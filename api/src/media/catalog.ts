// The committed demo media (api/media/, made by api/scripts/generate-media.sh) and which of it
// each content row plays. Read once at start: segment durations and LL-HLS part byte ranges from
// the fragmented MP4 files themselves (mp4.ts), bandwidths from the segment sizes, a content hash
// per folder for immutable file URLs.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_DIR } from '../config.ts';
import { fragmentsOf, trackInfoOf } from './mp4.ts';

export const MEDIA_DIR = join(API_DIR, 'media');

/** Source clips ("pitch" events, "studio" channels and clips, "pano" the panoramic camera). */
export type ClipName = 'pitch' | 'studio' | 'pano';
/** The URL kinds the API hands out: /media/{kind}/{id}/index.m3u8 (serialize.ts). */
export type StreamKind = 'vod' | 'live' | 'clips';
/** `index.m3u8` plays the main camera, `pano.m3u8` the panoramic one. */
export type Camera = 'main' | 'pano';

/** An LL-HLS part: one moof+mdat fragment of a segment, served as a byte range of the segment file. */
export interface Part {
  offset: number;
  length: number;
  /** Seconds. */
  duration: number;
  /** Starts with a sync sample (INDEPENDENT=YES). */
  independent: boolean;
}

export interface Segment {
  file: string;
  /** Seconds (of media; the live schedule uses the nominal segment length). */
  duration: number;
  /** The segment's fragments; empty for WebVTT segments. */
  parts: Part[];
}

/** One media playlist's worth of files: a video or audio rendition, or a subtitle track. */
export interface Track {
  name: string;
  /** The fMP4 init segment; null for WebVTT. */
  init: string | null;
  segments: Segment[];
  /** Peak and average bit rates (bit/s) over the segments, for BANDWIDTH / AVERAGE-BANDWIDTH. */
  peakBandwidth: number;
  averageBandwidth: number;
}

/** A video rendition (no sound: the audio group carries it). */
export interface Rendition extends Track {
  width: number;
  height: number;
  /** RFC 6381 codecs of the variant: the video and the audio group's AAC. */
  codecs: string;
}

export interface AudioRendition extends Track {
  /** BCP 47 language of the commentary; absent for the stadium-only track. */
  language?: string;
  label: string;
  codecs: string;
}

export interface SubtitleTrack extends Track {
  language: string;
  label: string;
}

export interface SourceClip {
  name: ClipName;
  /** URL folder: `<name>-<content hash>`, so files can be cached as immutable. */
  folder: string;
  renditions: Rendition[];
  audio: AudioRendition[];
  subtitles: SubtitleTrack[];
  /** Duration of one loop (seconds). */
  duration: number;
  /** Nominal segment length (seconds): the live schedule and cuts count in it. */
  segmentSeconds: number;
  frameRate: number;
  /** LL-HLS PART-TARGET: the longest part of any video or audio track, rounded up to the millisecond. */
  partTarget: number;
}

export interface MediaCatalog {
  dir: string;
  segmentSeconds: number;
  clips: Record<ClipName, SourceClip>;
  /** URL folder of the ad files (`ads-<hash>`). */
  adsFolder: string;
}

interface CatalogFile {
  segmentSeconds: number;
  frameRate: number;
  clips: Record<
    ClipName,
    {
      video: { name: string; width: number; height: number; codecs: string }[];
      audio: { name: string; language?: string; label: string; codecs: string }[];
      subtitles: { name: string; language: string; label: string }[];
    }
  >;
}

function folderHash(dir: string): string {
  const h = createHash('sha256');
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else h.update(entry.name).update(readFileSync(full));
    }
  };
  walk(dir);
  return h.digest('hex').slice(0, 10);
}

/** Segment files of a track folder in order: seg_0.<ext>, seg_1.<ext>, … */
function segmentFiles(folder: string, ext: string): string[] {
  const files: string[] = [];
  while (existsSync(join(folder, `seg_${files.length}.${ext}`))) files.push(`seg_${files.length}.${ext}`);
  if (!files.length) throw new Error(`media: no segments in ${folder}`);
  return files;
}

function bandwidths(sizes: number[], durations: number[]) {
  const seconds = durations.reduce((a, b) => a + b, 0);
  return {
    peakBandwidth: Math.ceil(Math.max(...sizes.map((size, i) => (size * 8) / durations[i]!))),
    averageBandwidth: Math.ceil((sizes.reduce((a, b) => a + b, 0) * 8) / seconds),
  };
}

/** A fragmented MP4 track folder: init.mp4 and seg_N.m4s, each segment's fragments parsed. */
export function readMp4Track(folder: string, name: string): Track {
  const info = trackInfoOf(readFileSync(join(folder, 'init.mp4')));
  const files = segmentFiles(folder, 'm4s');
  const sizes: number[] = [];
  const segments = files.map((file): Segment => {
    const bytes = readFileSync(join(folder, file));
    sizes.push(bytes.length);
    const parts = fragmentsOf(bytes, info).map(({ offset, length, duration, independent }) => ({ offset, length, duration, independent }));
    return { file, duration: parts.reduce((sum, p) => sum + p.duration, 0), parts };
  });
  return {
    name,
    init: 'init.mp4',
    segments,
    ...bandwidths(
      sizes,
      segments.map((s) => s.duration),
    ),
  };
}

/** A WebVTT track folder: seg_N.vtt, one per nominal segment. */
function readVttTrack(folder: string, name: string, segmentSeconds: number): Track {
  const files = segmentFiles(folder, 'vtt');
  const sizes = files.map((file) => readFileSync(join(folder, file)).length);
  const segments = files.map((file) => ({ file, duration: segmentSeconds, parts: [] }));
  return {
    name,
    init: null,
    segments,
    ...bandwidths(
      sizes,
      segments.map((s) => s.duration),
    ),
  };
}

export function loadCatalog(dir = MEDIA_DIR): MediaCatalog {
  const file = JSON.parse(readFileSync(join(dir, 'catalog.json'), 'utf8')) as CatalogFile;
  const clips = {} as Record<ClipName, SourceClip>;
  for (const [name, spec] of Object.entries(file.clips) as [ClipName, CatalogFile['clips'][ClipName]][]) {
    const at = (track: string) => join(dir, name, track);
    const audio = spec.audio.map((a): AudioRendition => ({ ...a, ...readMp4Track(at(a.name), a.name) }));
    // A variant's bandwidth counts the largest audio rendition it may be played with.
    const loudest = { peak: Math.max(...audio.map((a) => a.peakBandwidth)), average: Math.max(...audio.map((a) => a.averageBandwidth)) };
    const renditions = spec.video.map((v): Rendition => {
      const track = readMp4Track(at(v.name), v.name);
      return { ...v, ...track, peakBandwidth: track.peakBandwidth + loudest.peak, averageBandwidth: track.averageBandwidth + loudest.average };
    });
    const subtitles = spec.subtitles.map((s): SubtitleTrack => ({ ...s, ...readVttTrack(at(s.name), s.name, file.segmentSeconds) }));
    const longestPart = Math.max(...[...renditions, ...audio].flatMap((t) => t.segments.flatMap((s) => s.parts.map((p) => p.duration))));
    clips[name] = {
      name,
      folder: `${name}-${folderHash(join(dir, name))}`,
      renditions,
      audio,
      subtitles,
      duration: renditions[0]!.segments.length * file.segmentSeconds,
      segmentSeconds: file.segmentSeconds,
      frameRate: file.frameRate,
      partTarget: Math.ceil(longestPart * 1000 - 1e-6) / 1000,
    };
  }
  return { dir, segmentSeconds: file.segmentSeconds, clips, adsFolder: `ads-${folderHash(join(dir, 'ads'))}` };
}

/** Every track of a clip (video, audio, subtitles) by its name, as URLs name them. */
export const trackOf = (clip: SourceClip, name: string): Track | undefined =>
  [...clip.renditions, ...clip.audio, ...clip.subtitles].find((t) => t.name === name);

/** The subset of a content row the media mapping reads. */
export interface MediaRowLike {
  id: number;
  mediaType: string;
  status: string;
  eventType: string;
  panoUrl?: string | null;
  startAt?: Date;
  /** A clip's in and out points on its event's timeline (ms); user clips always have both. */
  startTimeMs?: number | null;
  endTimeMs?: number | null;
}

const isChannel = (row: MediaRowLike) => row.status === 'channel' || row.eventType === 'channel';

/** The URL kind serialize hands out for a row: live for live, upcoming and channels; vod for archived events; clips otherwise. */
export function streamKindOf(row: MediaRowLike): StreamKind {
  if (row.mediaType !== 'event') return 'clips';
  return row.status === 'live' || row.status === 'upcoming' || row.status === 'channel' ? 'live' : 'vod';
}

/**
 * Whether a kind may be played for a row. Live playlists stay valid for an event that has just
 * finished (a player still on it keeps playing until it reloads); channels have no VOD.
 */
export function kindServes(kind: StreamKind, row: MediaRowLike): boolean {
  if (kind === 'clips') return row.mediaType !== 'event';
  if (row.mediaType !== 'event') return false;
  return kind === 'live' || !isChannel(row);
}

/**
 * Events with a panoramic camera: a stored pano source, or (until the seed carries pano sources)
 * every third non-channel event by id, so the same events always have one.
 */
export function hasPanorama(row: MediaRowLike): boolean {
  if (row.mediaType !== 'event' || isChannel(row)) return false;
  return Boolean(row.panoUrl) || row.id % 3 === 0;
}

/** The in and out points of a clip cut from its event, when it has them. */
export function cutOf(row: MediaRowLike): { startMs: number; endMs: number } | null {
  const { startTimeMs: startMs, endTimeMs: endMs } = row;
  return row.mediaType !== 'event' && startMs != null && endMs != null && endMs > startMs ? { startMs, endMs } : null;
}

/**
 * Which source clip a row plays: events the pitch, channels the studio; a clip cut from an event
 * the event's own source (it inherits the event's type), other clips alternate by id.
 */
export function clipOf(row: MediaRowLike, camera: Camera): ClipName {
  if (camera === 'pano') return 'pano';
  if (row.mediaType === 'event' || cutOf(row)) return isChannel(row) ? 'studio' : 'pitch';
  return row.id % 2 === 0 ? 'studio' : 'pitch';
}

/**
 * Where a live stream's segment numbering starts: an hour (more than the DVR window) before the
 * broadcast began, or, for one that has not begun, before the current UTC day began; aligned to
 * the loop. Stable while the row is, and recent, so media and discontinuity sequence numbers stay
 * small: hls.js walks its per-discontinuity array up to the discontinuity sequence on every
 * playlist refresh, which took 1.4 s per refresh with numbers counted from the Unix epoch.
 */
export function liveEpochMs(row: MediaRowLike, nowMs: number, loopMs: number): number {
  const began = row.startAt?.getTime() ?? 0;
  const today = new Date(nowMs);
  const anchor = began && began <= nowMs ? began : Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.floor((anchor - 3600_000) / loopMs) * loopMs;
}

/** Path of a row's master playlist (origin-relative), as serialize hands it out. */
export const streamPath = (row: MediaRowLike, camera: Camera = 'main') => `/media/${streamKindOf(row)}/${row.id}/${camera === 'pano' ? 'pano' : 'index'}.m3u8`;

/** The demo VAST documents: a working pre-roll, and one whose media file is missing (an ad that fails). */
export const VAST_DOCUMENTS = ['preroll', 'broken'] as const;

export const vastUrl = (origin: string, name: (typeof VAST_DOCUMENTS)[number] = 'preroll') => `${origin}/media/ads/${name}.xml`;
