// POST /api/event/list (api/README.md): the fetcher, its query key and hooks together.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, apiPaged, getCustomerConfig, mapEvent, type EventMedia, type PagedList, type RawEvent } from '@portal/shared';

export type EventStatusFilter = 'live' | 'upcoming' | 'archived' | 'channel';

/** The filters of api/README.md this remote uses (sent as the request body). */
export interface EventListFilters {
  status?: EventStatusFilter | EventStatusFilter[];
  media_type?: Array<'event' | 'highlight' | 'clip'>;
  size?: number;
  page?: number;
  sort?: 'order' | 'added' | 'title' | 'created' | 'date';
  order?: 'asc' | 'desc';
  sportType?: string;
  search?: string;
  /** 'fromMs~toMs' (api/README.md), see features/search/date-range.ts. */
  event_date?: string;
  'identities.id'?: string[];
  'search.teams.id'?: string[];
  isHomePage?: boolean;
}

export const DEFAULT_EVENT_PAGE_SIZE = 10;

/** The body of a list call (the server's first paint sends the same ones: exposes/first-paint.json). */
export const eventListBody = (filters: EventListFilters) => ({ page: 0, size: DEFAULT_EVENT_PAGE_SIZE, ...filters });

export async function getEvents(filters: EventListFilters, signal?: AbortSignal): Promise<PagedList<EventMedia>> {
  const body = eventListBody(filters);
  const config = getCustomerConfig();
  return apiPaged(api.post('/api/event/list', { body, signal }), (raw: RawEvent) => mapEvent(raw, config));
}

export const eventsQuery = (filters: EventListFilters) =>
  queryOptions({ queryKey: ['events', 'list', filters], queryFn: ({ signal }) => getEvents(filters, signal) });

export const useEvents = (filters: EventListFilters) => useQuery(eventsQuery(filters));

/** Pages of a list, for grids with a "load more" button. */
export const eventPagesQuery = (filters: Omit<EventListFilters, 'page'>) =>
  infiniteQueryOptions({
    queryKey: ['events', 'list', filters, 'pages'],
    queryFn: ({ pageParam, signal }) => getEvents({ ...filters, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, all) =>
      last.nextExists || (last.totalCount > 0 && all.length * (filters.size ?? DEFAULT_EVENT_PAGE_SIZE) < last.totalCount) ? all.length : undefined,
  });

export const useEventPages = (filters: Omit<EventListFilters, 'page'>) => useInfiniteQuery(eventPagesQuery(filters));
