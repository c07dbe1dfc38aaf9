// POST /api/team/list: a league's teams (filters.identityId) or a search by name, short name or
// city (filters.search; the favourite-club picker). GET /api/team/get_by_id for one team.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, apiPaged, obj, str, type PagedList, type Raw } from '@portal/shared';

export const TEAM_PAGE_SIZE = 100;

export interface Team {
  id: string;
  name: string;
  shortName: string | null;
  city: string | null;
  logo: string | null;
  color: string | null;
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

export function mapTeam(raw: Raw): Team {
  const r = obj(raw);
  return {
    id: str(r.id),
    name: text(r.name) ?? text(r.title) ?? '',
    shortName: text(r.shortName),
    city: text(r.city),
    logo: text(r.logo),
    color: text(r.color),
  };
}

export interface TeamFilter {
  identityId?: string;
  search?: string;
}

export async function getTeams({ identityId, search }: TeamFilter, signal?: AbortSignal): Promise<PagedList<Team>> {
  const filters = { ...(identityId ? { identityId: Number(identityId) } : {}), ...(search?.trim() ? { search: search.trim() } : {}) };
  return apiPaged(api.post('/api/team/list', { body: { page: 0, size: TEAM_PAGE_SIZE, filters }, signal }), (raw: Raw) => mapTeam(raw));
}

export const teamsQuery = (filter: TeamFilter) =>
  queryOptions({
    queryKey: ['following', 'teams', filter.identityId ?? null, filter.search?.trim() ?? ''],
    queryFn: ({ signal }) => getTeams(filter, signal),
    // Typing in the search keeps the last answer on screen instead of a skeleton per key.
    placeholderData: keepPreviousData,
  });

export async function getTeam(id: string, signal?: AbortSignal): Promise<Team> {
  return mapTeam((await api.get(`/api/team/get_by_id/id/${encodeURIComponent(id)}`, { signal })) as Raw);
}

export const teamQuery = (id: string) => queryOptions({ queryKey: ['following', 'team', id], queryFn: ({ signal }) => getTeam(id, signal) });
