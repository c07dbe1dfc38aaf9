// GET /api/user/get_profile (SPEC 7): the signed-in user's profile.
import { useQuery } from '@tanstack/react-query';
import { api, mapUserProfile, type RawUserProfile, type UserProfile } from '@portal/shared';

export async function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  return mapUserProfile(await api.get<RawUserProfile>('/api/user/get_profile', { signal }));
}

export const profileQueryKey = ['account', 'profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
}
