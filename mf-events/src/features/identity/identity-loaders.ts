// Route loaders of the league, category and team pages: kept apart from the pages
// (as the event page's event-loaders.ts is) so the route table loads those pages lazily and the first visit to /
// carries only these lines (issue 10 item 2).
import type { RouteLoaderArgs } from '@portal/shared';
import { identityQuery } from './get-identity.ts';
import { teamQuery } from '../../common/get-team.ts';
import { loadOrNotFound } from '../../common/not-found.ts';

export const identityLoader =
  (param: 'leagueId' | 'mainId') =>
  ({ params, queryClient }: RouteLoaderArgs) =>
    loadOrNotFound(queryClient.ensureQueryData(identityQuery(params[param] ?? '')), param === 'leagueId' ? 'league' : 'category');

export const subCategoryLoader = ({ params, queryClient }: RouteLoaderArgs) =>
  loadOrNotFound(queryClient.ensureQueryData(identityQuery(params.subId ?? '')), 'category');

export const teamLoader = ({ params, queryClient }: RouteLoaderArgs) => loadOrNotFound(queryClient.ensureQueryData(teamQuery(params.teamId ?? '')), 'team');
