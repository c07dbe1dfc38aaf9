// Where the viewer is in a live DVR window (issue 15 item 1): at the edge or how far behind,
// read from the player's own state (Vidstack's liveEdge: within liveEdgeTolerance of the end
// of the seekable range and not rewound on purpose). Only valid inside <MediaPlayer>.
import { useMediaState } from '@vidstack/react';
import { liveCategory, secondsBehind, type LiveCategory } from './live-behind.ts';

export interface LiveEdge {
  live: boolean;
  category: LiveCategory;
  /** Whole seconds behind the newest moment (0 at the edge). */
  behind: number;
}

export function useLiveEdge(): LiveEdge {
  const live = useMediaState('live');
  const atEdge = useMediaState('liveEdge');
  const seekableEnd = useMediaState('seekableEnd');
  const currentTime = useMediaState('currentTime');
  const category = liveCategory(atEdge);
  return { live, category, behind: category === 'live' ? 0 : Math.round(secondsBehind(seekableEnd, currentTime)) };
}
