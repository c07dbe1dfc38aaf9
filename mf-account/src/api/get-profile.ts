// GET /api/user/get_profile (SPEC 7): the signed-in user's profile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, mapUserProfile, type RawUserProfile, type UserProfile } from '@portal/shared';

export async function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  return mapUserProfile(await api.get<RawUserProfile>('/api/user/get_profile', { signal }));
}

export const profileQuery = () => queryOptions({ queryKey: ['account', 'profile'], queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQuery());
