// Route loaders of the event, stats and channel pages: kept apart from the pages so the route
// table can load the pages themselves lazily (the first visit to / carries only these lines).
import type { RouteLoaderArgs } from '@portal/shared';
import { eventQuery } from '../api/get-event.ts';
import { loadOrNotFound } from '../lib/not-found.ts';

export const eventLoader = ({ params, queryClient }: RouteLoaderArgs) => loadOrNotFound(queryClient.ensureQueryData(eventQuery(params.eventId ?? '')), 'event');
export const channelLoader = ({ params, queryClient }: RouteLoaderArgs) => loadOrNotFound(queryClient.ensureQueryData(eventQuery(params.eventId ?? '')), 'channel');
