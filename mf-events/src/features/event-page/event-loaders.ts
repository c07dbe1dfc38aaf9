// Route loaders of the event, stats and channel pages: kept apart from the pages so the route
// table can load the pages themselves lazily (the first visit to / carries only these lines).
import type { QueryClient } from '@tanstack/react-query';
import type { RouteLoaderArgs } from '@portal/shared';
import { eventQuery } from '../../common/get-event.ts';
import { loadOrNotFound } from '../../common/not-found.ts';

/**
 * The cached event, unless something said it changed (a purchase invalidates every answer): then the
 * page waits for the new one rather than showing the paywall it just paid for.
 */
function loadEvent(queryClient: QueryClient, id: string) {
  const options = eventQuery(id);
  return queryClient.getQueryState(options.queryKey)?.isInvalidated ? queryClient.fetchQuery(options) : queryClient.ensureQueryData(options);
}

export const eventLoader = ({ params, queryClient }: RouteLoaderArgs) => loadOrNotFound(loadEvent(queryClient, params.eventId ?? ''), 'event');
export const channelLoader = ({ params, queryClient }: RouteLoaderArgs) => loadOrNotFound(loadEvent(queryClient, params.eventId ?? ''), 'channel');
