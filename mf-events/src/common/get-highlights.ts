// Highlights (api/README.md clip kind highlight) over the existing POST /api/clip/list, newest first, in
// pages for /highlight; and the one a link names (`?highlight={id}` on its event page).
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, apiPaged, getCustomerConfig, mapEvent, type EventMedia, type RawEvent } from '@portal/shared';

export const HIGHLIGHT_PAGE_SIZE = 24;

export const highlightPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: ['events', 'highlights', 'all', 'pages'],
    queryFn: ({ pageParam, signal }) => {
      // kind highlight of type game: the match highlight reels (player highlights, recaps and
      // condensed matches stay on their event page)
      const body = { type: 'game', kind: 'highlight', page: pageParam, size: HIGHLIGHT_PAGE_SIZE, sort: 'added', order: 'desc' };
      const config = getCustomerConfig();
      return apiPaged(api.post('/api/clip/list', { body, signal }), (raw: RawEvent) => mapEvent(raw, config));
    },
    initialPageParam: 0,
    getNextPageParam: (last, all) => (last.nextExists || all.length * HIGHLIGHT_PAGE_SIZE < last.totalCount ? all.length : undefined),
  });

export const useHighlightPages = () => useInfiniteQuery(highlightPagesQuery());

/** Where a highlight plays: its event's page, which starts it from `?highlight=`. */
export const highlightHref = (h: Pick<EventMedia, 'id' | 'eventId'>) =>
  `/events/${encodeURIComponent(h.eventId ?? h.id)}/?highlight=${encodeURIComponent(h.id)}`;

async function getClip(id: string, signal?: AbortSignal): Promise<EventMedia> {
  return mapEvent(await api.get<RawEvent>(`/api/clip/get_by_id/id/${encodeURIComponent(id)}`, { signal }), getCustomerConfig());
}

/** The highlight a link asked the event page to play, when it belongs to that event. */
export function useLinkedHighlight(eventId: string, highlightId: string | null) {
  const query = useQuery({
    ...queryOptions({ queryKey: ['events', 'clip', highlightId], queryFn: ({ signal }) => getClip(highlightId ?? '', signal) }),
    enabled: Boolean(highlightId),
  });
  return query.data && query.data.eventId === eventId ? query.data : null;
}
