// Route loaders of the league, category, team and event-reference pages: kept apart from the pages
// (as event-loaders.ts is) so the route table loads those pages lazily and the first visit to /
// carries only these lines (issue 10 item 2).
import { redirect } from 'react-router';
import { safeSameOriginPath, type RouteLoaderArgs } from '@portal/shared';
import { eventByReferenceQuery } from '../event-page/get-event-by-reference.ts';
import { identityQuery } from './get-identity.ts';
import { teamQuery } from '../../common/get-team.ts';
import { loadOrNotFound } from '../../common/not-found.ts';

export const identityLoader =
  (param: 'leagueId' | 'mainId') =>
  ({ params, queryClient }: RouteLoaderArgs) =>
    loadOrNotFound(queryClient.ensureQueryData(identityQuery(params[param] ?? '')), param === 'leagueId' ? 'league' : 'category');

export const subCategoryLoader = ({ params, queryClient }: RouteLoaderArgs) => loadOrNotFound(queryClient.ensureQueryData(identityQuery(params.subId ?? '')), 'category');

export const teamLoader = ({ params, queryClient }: RouteLoaderArgs) => loadOrNotFound(queryClient.ensureQueryData(teamQuery(params.teamId ?? '')), 'team');

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
