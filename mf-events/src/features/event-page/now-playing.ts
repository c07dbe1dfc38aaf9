// Which item the event page's player shows: the event itself (null) or one of its highlights
// or clips, chosen in a list below the player. Page-local state, provided by the event page.
import { createContext, useContext } from 'react';
import type { EventMedia } from '@portal/shared';

export interface NowPlaying {
  item: EventMedia | null;
  /** The id of the item the viewer chose with a Play button (a press: it plays at once), or null. */
  pressed: string | null;
  /** `pressed`: chosen by a press on Play (not restored from a link). */
  play(item: EventMedia | null, options?: { pressed?: boolean }): void;
}

export const NowPlayingContext = createContext<NowPlaying>({ item: null, pressed: null, play: () => {} });

export const useNowPlaying = (): NowPlaying => useContext(NowPlayingContext);
