// POST /api/user/update_profile {data: {favoriteClubId: 'team|<id>'}} (api/README.md favourite club as
// the API stores it); the answer is the profile, put into the session so guard 1 lets the user go.
import { useMutation } from '@tanstack/react-query';
import { api, mapUserProfile, setUser, type Raw } from '@portal/shared';

export const clubValue = (teamId: string) => `team|${teamId}`;

/** The team id of a 'team|<id>' favourite club, or null. */
export function clubTeamId(value: string | null | undefined): string | null {
  const [type, id] = (value ?? '').split('|');
  return type === 'team' && id ? id : null;
}

export async function saveFavoriteClub(teamId: string) {
  const profile = await api.post('/api/user/update_profile', { body: { data: { favoriteClubId: clubValue(teamId) } } });
  const user = mapUserProfile(profile as Raw);
  setUser(user);
  return user;
}

export const useSaveFavoriteClub = () => useMutation({ mutationFn: (teamId: string) => saveFavoriteClub(teamId) });
