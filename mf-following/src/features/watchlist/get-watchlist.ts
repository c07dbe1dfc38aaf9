// GET /api/user/get_watchlist (api/README.md) through the core's loadWatchlist, which also fills the
// session's selected map; entries mapped as events. Videos are events, clips everything else.
import { queryOptions } from '@tanstack/react-query';
import { getCustomerConfig, loadWatchlist, mapEvent, type EventMedia, type Raw } from '@portal/shared';

export interface Watchlist {
  videos: EventMedia[];
  clips: EventMedia[];
}

export async function getWatchlist(signal?: AbortSignal): Promise<Watchlist> {
  const { entries } = await loadWatchlist(signal);
  const items = entries.map((raw) => mapEvent(raw as Raw, getCustomerConfig()));
  const isVideo = (e: EventMedia) => !e.mediaType || e.mediaType === 'event';
  return { videos: items.filter(isVideo), clips: items.filter((e) => !isVideo(e)) };
}

export const watchlistQuery = () => queryOptions({ queryKey: ['following', 'watchlist'], queryFn: ({ signal }) => getWatchlist(signal), staleTime: 0 });
