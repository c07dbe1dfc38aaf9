// Where the video is now. Vidstack's `currentTime` is its state, copied from the video on its own
// updates, and a busy machine can leave it a second behind (CI saw a paused video at 7.19 s go back
// to 1.12 s on one ←): everything that acts on "now" (the seek keys, a shared moment, a tag, a
// clip's ends) reads the video element's own time, where the provider has one.
import type { MediaPlayerInstance } from '@vidstack/react';

export function videoTimeOf(player: Pick<MediaPlayerInstance, 'provider' | 'currentTime'>): number {
  const media = (player.provider as { media?: unknown } | null)?.media;
  return media instanceof HTMLMediaElement ? media.currentTime : player.currentTime;
}
