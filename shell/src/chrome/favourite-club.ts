// The signed-in viewer's favourite club (api/README.md favoriteClubId 'team|id'), shown in the header's
// account menu where the tenant uses favourite clubs. Read through the shell's query client.
import { useQuery } from '@tanstack/react-query';
import { api, useCustomerConfig, type UserProfile } from '@portal/shared';

export interface FavouriteClub {
  id: string;
  name: string;
  logo: string | null;
}

/** The team id of a 'team|id' favourite, or null for none or another kind. */
export function favouriteTeamId(favoriteClubId: string | null | undefined): string | null {
  const match = /^team\|(\d+)$/.exec(favoriteClubId ?? '');
  return match ? match[1]! : null;
}

export function useFavouriteClub(user: UserProfile | null): FavouriteClub | null {
  const config = useCustomerConfig();
  const teamId = config?.enable_favourite_club_selection ? favouriteTeamId(user?.favoriteClubId) : null;
  const { data } = useQuery({
    queryKey: ['shell', 'favourite-club', teamId],
    enabled: teamId !== null,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const team = await api.get<{ id: number | string; name?: string; title?: string; logo?: string }>(`/api/team/get_by_id/id/${teamId}`, { signal });
      return { id: String(team.id), name: team.name ?? team.title ?? '', logo: team.logo || null };
    },
  });
  return teamId !== null ? (data ?? null) : null;
}
