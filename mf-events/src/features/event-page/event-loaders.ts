// Route loaders of the event, stats, channel and event-reference pages: kept apart from the pages so the route
// table can load the pages themselves lazily (the first visit to / carries only these lines).
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { safeSameOriginPath, type RouteLoaderArgs } from '@portal/shared';
import { eventQuery } from '../../common/get-event.ts';
import { loadOrNotFound } from '../../common/not-found.ts';
import { eventByReferenceQuery } from './get-event-by-reference.ts';

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

/**
 * A partner's reference resolves to its event in the loader, which redirects there: the redirect's URL
 * never becomes a history entry of its own, so Back does not bounce through it. Redirecting from the mounted page
 * instead raced the viewer's next navigation: a page's effect navigating while another navigation
 * waited for its loader won, and the viewer landed on the event after asking for elsewhere.
 */
export async function redirectEventLoader({ params, queryClient }: RouteLoaderArgs) {
  const event = await loadOrNotFound(queryClient.ensureQueryData(eventByReferenceQuery(params.referenceId ?? '')), 'event');
  // the kit's same-origin test, like every redirect (issue 26 item 4): the answer names an id, never a host
  return event ? redirect(safeSameOriginPath(`/events/${encodeURIComponent(event.id)}/`, window.location.origin, '/')) : null;
}
