// POST /api/event/list (SPEC 7): the fetcher, its query key and hooks together.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, apiPaged, getCustomerConfig, mapEvent, type EventMedia, type PagedList, type RawEvent } from '@portal/shared';

export type EventStatusFilter = 'live' | 'upcoming' | 'archived' | 'channel';

/** The filters of SPEC 7 this remote uses (sent as the request body). */
export interface EventListFilters {
  status?: EventStatusFilter | EventStatusFilter[];
  media_type?: Array<'event' | 'highlight' | 'clip'>;
  size?: number;
  page?: number;
  sort?: 'order' | 'added' | 'title' | 'created' | 'date';
  order?: 'asc' | 'desc';
  sportType?: string;
  search?: string;
  'identities.id'?: string[];
  'search.teams.id'?: string[];
  isHomePage?: boolean;
}

export const DEFAULT_EVENT_PAGE_SIZE = 10;

export async function getEvents(filters: EventListFilters, signal?: AbortSignal): Promise<PagedList<EventMedia>> {
  const body = { page: 0, size: DEFAULT_EVENT_PAGE_SIZE, ...filters };
  const config = getCustomerConfig();
  return apiPaged(api.post('/api/event/list', { body, signal }), (raw: RawEvent) => mapEvent(raw, config));
}

export const eventsQueryKey = (filters: EventListFilters) => ['events', 'list', filters] as const;

export function useEvents(filters: EventListFilters) {
  return useQuery({
    queryKey: eventsQueryKey(filters),
    queryFn: ({ signal }) => getEvents(filters, signal),
  });
}

/** Pages of a list, for grids with a "load more" button. */
export function useEventPages(filters: Omit<EventListFilters, 'page'>) {
  return useInfiniteQuery({
    queryKey: [...eventsQueryKey(filters), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getEvents({ ...filters, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, all) => (last.nextExists || (last.totalCount > 0 && all.length * (filters.size ?? DEFAULT_EVENT_PAGE_SIZE) < last.totalCount) ? all.length : undefined),
  });
}
