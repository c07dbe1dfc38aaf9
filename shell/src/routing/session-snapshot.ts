// The guards' view of the shell-owned session atoms.
import { isAuthenticatedAtom, portalStore, userAtom } from '@portal/shared';
import type { GuardSession } from './guards.ts';

export function sessionSnapshot(): GuardSession {
  const user = portalStore.get(userAtom);
  return { authenticated: portalStore.get(isAuthenticatedAtom), favoriteClubId: user?.favoriteClubId ?? null };
}
