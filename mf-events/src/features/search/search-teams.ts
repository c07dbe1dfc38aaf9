// POST /api/team/list {filters: {search}} (api/README.md): teams whose name, short name or city
// contains the text, for the search page's team results (issue 27 item 10).
import { queryOptions } from '@tanstack/react-query';
import { api, type PagedList } from '@portal/shared';
import type { Team } from '../../common/get-team.ts';

/** Enough teams to find the one meant; the events below carry the rest. */
export const TEAM_RESULTS = 12;

export type TeamResult = Pick<Team, 'id' | 'name' | 'logo' | 'color'>;

export async function searchTeams(search: string, signal?: AbortSignal): Promise<TeamResult[]> {
  const list = await api.post<PagedList<Record<string, unknown>>>('/api/team/list', { body: { page: 0, size: TEAM_RESULTS, filters: { search } }, signal });
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return (list.entries ?? []).map((r) => ({ id: String(r.id), name: text(r.name) ?? text(r.title) ?? '', logo: text(r.logo), color: text(r.color) }));
}

export const teamSearchQuery = (search: string) =>
  queryOptions({ queryKey: ['events', 'team-search', search], queryFn: ({ signal }) => searchTeams(search, signal) });
