// The signed-in user's profile (api/README.md "Profile"): GET /api/user/get_profile, update_profile and
// delete_account. The API adds `hasPassword` (false for a single-sign-on account without one).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, mapUserProfile, type RawUserProfile, type UserProfile } from '@portal/shared';

export interface AccountProfile extends UserProfile {
  /** False only when the API says so: the password page then offers to set one. */
  hasPassword: boolean;
}

type RawAccountProfile = RawUserProfile & { hasPassword?: boolean };

export const mapAccountProfile = (raw: RawAccountProfile): AccountProfile => ({ ...mapUserProfile(raw), hasPassword: raw.hasPassword !== false });

export async function getProfile(signal?: AbortSignal): Promise<AccountProfile> {
  return mapAccountProfile(await api.get<RawAccountProfile>('/api/user/get_profile', { signal }));
}

export const profileQuery = () => queryOptions({ queryKey: ['account', 'profile'], queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQuery());

/** The fields update_profile takes from the account page; null clears a field. */
export interface ProfileUpdate {
  displayName?: string;
  countryName?: string | null;
  city?: string | null;
  postalCode?: string | null;
  phone?: string | null;
  gender?: string | null;
  dateOfBirth?: string | null;
  favoriteClubId?: string | null;
}

export async function updateProfile(data: ProfileUpdate): Promise<AccountProfile> {
  return mapAccountProfile(await api.post<RawAccountProfile>('/api/user/update_profile', { body: { data } }));
}

export async function deleteAccount(): Promise<void> {
  await api.post('/api/user/delete_account', { body: {} });
}
