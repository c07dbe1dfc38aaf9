// The committed demo media (api/media/, made by api/scripts/generate-media.sh) and which of it
// each content row plays. Read once at start: segment durations from the encoder's playlists,
// bandwidths from the segment sizes, a content hash per folder for immutable file URLs.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { API_DIR } from '../config.ts';

export const MEDIA_DIR = join(API_DIR, 'media');

/** Source clips ("pitch" events, "studio" channels and clips, "pano" the panoramic camera). */
export type ClipName = 'pitch' | 'studio' | 'pano';
/** The URL kinds the API hands out: /media/{kind}/{id}/index.m3u8 (serialize.ts). */
export type StreamKind = 'vod' | 'live' | 'clips';
/** `index.m3u8` plays the main camera, `pano.m3u8` the panoramic one. */
export type Camera = 'main' | 'pano';

export interface Segment {
  file: string;
  duration: number;
}

export interface Rendition {
  name: string;
  width: number;
  height: number;
  codecs: string;
  init: string;
  segments: Segment[];
  /** Peak and average bit rates (bit/s) over the segments, for BANDWIDTH / AVERAGE-BANDWIDTH. */
  peakBandwidth: number;
  averageBandwidth: number;
}

export interface SourceClip {
  name: ClipName;
  /** URL folder: `<name>-<content hash>`, so files can be cached as immutable. */
  folder: string;
  renditions: Rendition[];
  /** Duration of one loop (seconds). */
  duration: number;
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
  clips: Record<ClipName, { name: string; width: number; height: number; codecs: string }[]>;
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

/** Reads the encoder's VOD playlist: the init segment and each segment with its duration. */
export function parseMediaPlaylist(text: string): { init: string; segments: Segment[] } {
  let init = '';
  let pending: number | null = null;
  const segments: Segment[] = [];
  for (const line of text.split(/\r?\n/).map((l) => l.trim())) {
    const map = /^#EXT-X-MAP:URI="([^"]+)"/.exec(line);
    if (map) init = map[1]!;
    else if (line.startsWith('#EXTINF:')) pending = Number.parseFloat(line.slice(8));
    else if (line && !line.startsWith('#') && pending !== null) {
      segments.push({ file: line, duration: pending });
      pending = null;
    }
  }
  return { init, segments };
}

export function loadCatalog(dir = MEDIA_DIR): MediaCatalog {
  const file = JSON.parse(readFileSync(join(dir, 'catalog.json'), 'utf8')) as CatalogFile;
  const clips = {} as Record<ClipName, SourceClip>;
  for (const [name, list] of Object.entries(file.clips) as [ClipName, CatalogFile['clips'][ClipName]][]) {
    const renditions = list.map((r): Rendition => {
      const folder = join(dir, name, r.name);
      const { init, segments } = parseMediaPlaylist(readFileSync(join(folder, 'index.m3u8'), 'utf8'));
      const rates = segments.map((s) => (statSync(join(folder, s.file)).size * 8) / s.duration);
      const total = segments.reduce((sum, s) => sum + statSync(join(folder, s.file)).size * 8, 0);
      const seconds = segments.reduce((sum, s) => sum + s.duration, 0);
      return { ...r, init, segments, peakBandwidth: Math.ceil(Math.max(...rates)), averageBandwidth: Math.ceil(total / seconds) };
    });
    const duration = renditions[0]!.segments.reduce((sum, s) => sum + s.duration, 0);
    clips[name] = { name, folder: `${name}-${folderHash(join(dir, name))}`, renditions, duration };
  }
  return { dir, segmentSeconds: file.segmentSeconds, clips, adsFolder: `ads-${folderHash(join(dir, 'ads'))}` };
}

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
export const streamPath = (row: MediaRowLike, camera: Camera = 'main') =>
  `/media/${streamKindOf(row)}/${row.id}/${camera === 'pano' ? 'pano' : 'index'}.m3u8`;

/** The demo VAST documents: a working pre-roll, and one whose media file is missing (an ad that fails). */
export const VAST_DOCUMENTS = ['preroll', 'broken'] as const;

export const vastUrl = (origin: string, name: (typeof VAST_DOCUMENTS)[number] = 'preroll') => `${origin}/media/ads/${name}.xml`;
