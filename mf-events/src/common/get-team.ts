// GET /api/team/get_by_id/id/:id: a team's name, logo and colour.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';

export interface Team {
  id: string;
  name: string;
  shortName: string | null;
  logo: string | null;
  color: string | null;
  city: string | null;
}

export async function getTeam(id: string, signal?: AbortSignal): Promise<Team> {
  const r = await api.get<Record<string, unknown>>(`/api/team/get_by_id/id/${encodeURIComponent(id)}`, { signal });
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    id: String(r.id ?? id),
    name: text(r.name) ?? text(r.title) ?? '',
    shortName: text(r.shortName),
    logo: text(r.logo),
    color: text(r.color),
    city: text(r.city),
  };
}

export const teamQuery = (id: string) => queryOptions({ queryKey: ['events', 'team', id], queryFn: ({ signal }) => getTeam(id, signal) });

export const useTeam = (id: string) => useQuery(teamQuery(id));
