// GET /api/event/get_by_id/id/:id (SPEC 7).
import { useQuery } from '@tanstack/react-query';
import { api, getCustomerConfig, mapEvent, type EventMedia, type RawEvent } from '@portal/shared';

export async function getEvent(id: string, signal?: AbortSignal): Promise<EventMedia> {
  const raw = await api.get<RawEvent>(`/api/event/get_by_id/id/${encodeURIComponent(id)}`, { signal });
  return mapEvent(raw, getCustomerConfig());
}

export const eventQueryKey = (id: string) => ['events', 'detail', id] as const;

export function useEvent(id: string, initialData?: EventMedia) {
  return useQuery({
    queryKey: eventQueryKey(id),
    queryFn: ({ signal }) => getEvent(id, signal),
    initialData,
  });
}
