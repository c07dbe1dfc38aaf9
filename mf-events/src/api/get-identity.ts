// GET /api/identity/get_by_id/id/:id: a league, category or sub-category (SPEC 7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, mapIdentity, type Identity, type Raw } from '@portal/shared';

export async function getIdentity(id: string, signal?: AbortSignal): Promise<Identity> {
  return mapIdentity(await api.get<Raw>(`/api/identity/get_by_id/id/${encodeURIComponent(id)}`, { signal }));
}

export const identityQuery = (id: string) => queryOptions({ queryKey: ['events', 'identity', id], queryFn: ({ signal }) => getIdentity(id, signal) });

export const useIdentity = (id: string) => useQuery(identityQuery(id));
