// /redirect/events/{referenceId}: the event behind a partner's reference id. The lookup is api/README.md's
// own `GET /api/event/get_by_id/id/{referenceId}?idType=referenceId` (validated, tenant-scoped, a
// 404 `event_not_found` when nothing matches): no new route or list filter needed for it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, getCustomerConfig, mapEvent, type EventMedia, type RawEvent } from '@portal/shared';

export async function getEventByReference(referenceId: string, signal?: AbortSignal): Promise<EventMedia> {
  const raw = await api.get<RawEvent>(`/api/event/get_by_id/id/${encodeURIComponent(referenceId)}?idType=referenceId`, { signal });
  return mapEvent(raw, getCustomerConfig());
}

export const eventByReferenceQuery = (referenceId: string) =>
  queryOptions({ queryKey: ['events', 'by-reference', referenceId], queryFn: ({ signal }) => getEventByReference(referenceId, signal) });

export const useEventByReference = (referenceId: string) => useQuery(eventByReferenceQuery(referenceId));
