// What the playback stats overlay shows (issue 30 item 2), read from hls.js and the <video> once a
// second. Pure, so the figures are tested without a stream.

/** The parts of hls.js the overlay reads (hls.js's own property names). */
export interface HlsStatsSource {
  latency: number;
  targetLatency: number | null;
  playingDate: Date | null;
  currentLevel: number;
  levels: ReadonlyArray<{ height: number; bitrate: number }>;
  audioTrack: number;
  audioTracks: ReadonlyArray<{ lang?: string; name: string }>;
}

export interface PlaybackStats {
  /** Seconds between the wall clock and the program date time of the frame on screen (null without one). */
  clockLatency: number | null;
  /** hls.js's distance to its estimate of the live edge, and the latency it aims for (null off live). */
  latency: number | null;
  target: number | null;
  /** Seconds buffered ahead of the playhead. */
  buffer: number;
  height: number | null;
  bitrate: number | null;
  dropped: number | null;
  rate: number;
  /** The commentary hls.js plays: its language, or its name without one. */
  audio: string | null;
}

type VideoLike = Pick<HTMLVideoElement, 'currentTime' | 'buffered' | 'playbackRate'> & { getVideoPlaybackQuality?: () => { droppedVideoFrames: number } };

/** Seconds buffered from `time` to the end of the range that holds it (0 outside every range). */
export function bufferAhead(buffered: TimeRanges, time: number): number {
  for (let i = 0; i < buffered.length; i++) {
    // a hair of slack: the playhead often sits a few ms before the range it is about to enter
    if (buffered.start(i) - 0.1 <= time && time <= buffered.end(i)) return Math.max(0, buffered.end(i) - time);
  }
  return 0;
}

export function readStats(hls: HlsStatsSource | null, video: VideoLike, nowMs: number, live: boolean): PlaybackStats {
  const level = hls && hls.currentLevel >= 0 ? hls.levels[hls.currentLevel] : undefined;
  const date = hls?.playingDate ?? null;
  const quality = typeof video.getVideoPlaybackQuality === 'function' ? video.getVideoPlaybackQuality() : null;
  return {
    clockLatency: live && date ? Math.max(0, (nowMs - date.getTime()) / 1000) : null,
    latency: live && hls && Number.isFinite(hls.latency) ? hls.latency : null,
    target: live && hls?.targetLatency != null ? hls.targetLatency : null,
    buffer: bufferAhead(video.buffered, video.currentTime),
    height: level?.height || null,
    bitrate: level?.bitrate || null,
    dropped: quality ? quality.droppedVideoFrames : null,
    rate: video.playbackRate,
    audio: (() => {
      const track = hls && hls.audioTrack >= 0 ? hls.audioTracks[hls.audioTrack] : undefined;
      return track ? track.lang || track.name : null;
    })(),
  };
}
