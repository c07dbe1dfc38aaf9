// GET /api/event/get_by_id/id/:id (api/README.md): the fetcher and its query options; the route
// loader and the page read the same cache entry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, getCustomerConfig, mapEvent, type EventMedia, type RawEvent } from '@portal/shared';
import { viewerKey } from './viewer-key.ts';

export async function getEvent(id: string, signal?: AbortSignal): Promise<EventMedia> {
  const raw = await api.get<RawEvent>(`/api/event/get_by_id/id/${encodeURIComponent(id)}`, { signal });
  return mapEvent(raw, getCustomerConfig());
}

// Per viewer: whether they may watch is part of the answer.
export const eventQuery = (id: string) => queryOptions({ queryKey: ['events', 'detail', id, viewerKey()], queryFn: ({ signal }) => getEvent(id, signal) });

export const useEvent = (id: string) => useQuery(eventQuery(id));
