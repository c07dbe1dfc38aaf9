// GET /api/event/grouped_sport_count (api/README.md): how many events of a status each sport has.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';

export interface SportCount {
  sportType: string;
  count: number;
}

export async function getSportCounts(status: string, signal?: AbortSignal): Promise<SportCount[]> {
  const raw = await api.get<unknown>(`/api/event/grouped_sport_count?status=${encodeURIComponent(status)}`, { signal });
  return (Array.isArray(raw) ? raw : [])
    .map((r: { sportType?: unknown; count?: unknown }) => ({ sportType: String(r.sportType ?? ''), count: Number(r.count) || 0 }))
    .filter((r) => r.sportType && r.count > 0);
}

export const sportCountsQuery = (status = 'live') =>
  queryOptions({ queryKey: ['events', 'sport-counts', status], queryFn: ({ signal }) => getSportCounts(status, signal) });

export const useSportCounts = (status = 'live') => useQuery(sportCountsQuery(status));
