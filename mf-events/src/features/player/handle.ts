// The page's handle on its player (tags seek, clips read the position): the running player
// provides it, and until the press of the poster's Play button a stand-in does (LazyPlayer).
import type { Ref } from 'react';

/** What the page can do with the running player (tags seek, clips read the position). */
export interface PlayerHandle {
  seek(seconds: number): void;
  currentTime(): number;
  duration(): number;
}

/** Hands `value` to a callback or object ref (null on unmount). */
export function assignHandle(ref: Ref<PlayerHandle | null>, value: PlayerHandle | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: PlayerHandle | null }).current = value;
}
