// Clubs a user may pick as favourite (teams of the tenant), for tenants with favourite-club
// selection (docs/product.md). The profile stores the choice as 'team|<id>'.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared';

export interface Club {
  /** 'team|<id>', the profile's favoriteClubId. */
  value: string;
  name: string;
}

interface RawTeam {
  id: number | string;
  name?: string;
  title?: string;
}

export async function getClubs(signal?: AbortSignal): Promise<Club[]> {
  const content = await api.post<{ entries?: RawTeam[] }>('/api/team/list', { body: { page: 0, size: 500 }, signal });
  return (content?.entries ?? []).map((t) => ({ value: `team|${t.id}`, name: String(t.name ?? t.title ?? t.id) }));
}

export const clubsQuery = () => queryOptions({ queryKey: ['account', 'clubs'], queryFn: ({ signal }) => getClubs(signal), staleTime: 5 * 60_000 });

export const useClubs = (enabled: boolean) => useQuery({ ...clubsQuery(), enabled });
