// The signed-in viewer's favourite club (api/README.md favoriteClubId 'team|<id>'), on tenants that
// use favourite clubs (enable_favourite_club_selection): the club picker promises its games first,
// so the home page leads with them (issue 27 item 8). Signed out or without one: null.
import { useAtomValue } from 'jotai';
import { customerConfigAtom, isAuthenticatedAtom, portalStore, userAtom, type PublicTenantConfig, type UserProfile } from '@portal/shared';

/** The team id of a 'team|id' favourite, or null for none or another kind. */
export function favouriteTeamId(favoriteClubId: string | null | undefined): string | null {
  const match = /^team\|(\d+)$/.exec(favoriteClubId ?? '');
  return match ? match[1]! : null;
}

const clubOf = (config: PublicTenantConfig | null, signedIn: boolean, user: UserProfile | null) =>
  config?.enable_favourite_club_selection && signedIn ? favouriteTeamId(user?.favoriteClubId) : null;

/** The favourite club's team id now (for loaders). */
export const currentFavouriteTeamId = (): string | null =>
  clubOf(portalStore.get(customerConfigAtom), portalStore.get(isAuthenticatedAtom), portalStore.get(userAtom));

/** The favourite club's team id, following sign-in, sign-out and a change of club. */
export function useFavouriteTeamId(): string | null {
  return clubOf(useAtomValue(customerConfigAtom), useAtomValue(isAuthenticatedAtom), useAtomValue(userAtom));
}
