// Which item the event page's player shows: the event itself (null) or one of its highlights
// or clips, chosen in a list below the player. Page-local state, provided by the event page.
import { createContext, useContext } from 'react';
import type { EventMedia } from '@portal/shared';

export interface NowPlaying {
  item: EventMedia | null;
  play(item: EventMedia | null): void;
}

export const NowPlayingContext = createContext<NowPlaying>({ item: null, play: () => {} });

export const useNowPlaying = (): NowPlaying => useContext(NowPlayingContext);
