// What /suggested shows and why, in order of how personal it is:
// 1. signed in and following something: GET /api/recommendation/list (events of followed teams,
//    leagues and categories, and the favourite club);
// 2. a recently watched event on this device: GET /api/vod/get_related_videos for it;
// 3. otherwise the latest events (live and finished, newest first).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiPaged, getCustomerConfig, mapEvent, type EventMedia, type RawEvent } from '@portal/shared';
import { getEvents } from '../../common/get-events.ts';
import type { RecentView } from '../../common/recent-views.ts';

export const SUGGESTED_SIZE = 24;

export type SuggestionReason = { kind: 'follows' } | { kind: 'recent'; title: string } | { kind: 'latest' };

export interface Suggestions {
  reason: SuggestionReason;
  entries: EventMedia[];
}

const mapped = (raw: RawEvent) => mapEvent(raw, getCustomerConfig());

export async function getSuggestions(signedIn: boolean, recent: RecentView | null, signal?: AbortSignal): Promise<Suggestions> {
  if (signedIn) {
    const followed = await apiPaged(api.get(`/api/recommendation/list?media_type=event&size=${SUGGESTED_SIZE}`, { signal }), mapped);
    if (followed.entries.length) return { reason: { kind: 'follows' }, entries: followed.entries };
  }
  if (recent) {
    const related = await apiPaged(api.get(`/api/vod/get_related_videos?id=${encodeURIComponent(recent.id)}&size=${SUGGESTED_SIZE}`, { signal }), mapped).catch(
      () => null,
    );
    if (related?.entries.length) return { reason: { kind: 'recent', title: recent.title }, entries: related.entries };
  }
  const latest = await getEvents({ status: ['live', 'archived'], sort: 'date', order: 'desc', size: SUGGESTED_SIZE }, signal);
  return { reason: { kind: 'latest' }, entries: latest.entries };
}

export const suggestionsQuery = (userId: string | null, recent: RecentView | null) =>
  queryOptions({ queryKey: ['events', 'suggested', userId, recent?.id ?? null], queryFn: ({ signal }) => getSuggestions(userId !== null, recent, signal) });

export const useSuggestions = (userId: string | null, recent: RecentView | null) => useQuery(suggestionsQuery(userId, recent));
