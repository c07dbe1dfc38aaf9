// POST /api/identity/list with media_type identity (SPEC 7; page size 50 per SPEC 9): the leagues.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiPaged, mapCategory, type Identity, type PagedList, type Raw } from '@portal/shared';

export const LEAGUE_PAGE_SIZE = 50;

export async function getLeagues(signal?: AbortSignal): Promise<PagedList<Identity>> {
  const body = { page: 0, size: LEAGUE_PAGE_SIZE, order: 'asc', sort: 'order', filters: { media_type: 'identity' } };
  return apiPaged(api.post('/api/identity/list', { body, signal }), (raw: Raw) => mapCategory(raw));
}

export const leaguesQuery = () => queryOptions({ queryKey: ['following', 'leagues'], queryFn: ({ signal }) => getLeagues(signal) });

export const useLeagues = () => useQuery(leaguesQuery());
