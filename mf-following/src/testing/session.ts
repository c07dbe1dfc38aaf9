// A signed-in session for page tests (the routes are behind the shell's auth middleware).
import { clearSession, followedAtom, portalStore, selectedAtom, toastsAtom, tokenAtom, userAtom, userTokenDataAtom, type UserProfile } from '@portal/shared';

export const testUser: UserProfile = { id: '1', email: 'a@b.c', fullName: 'A', added: null, city: null, gender: null, dateOfBirth: null, phone: null, countryName: null, canCreateGlobalTag: false, favoriteClubId: null, postalCode: null, options: {} };

export function signIn(user: Partial<UserProfile> = {}) {
  portalStore.set(userTokenDataAtom, { token: 'tok', tokenExpirationTime: 3600, tokenUpdateTime: Math.floor(Date.now() / 1000), refreshToken: 'ref' });
  portalStore.set(tokenAtom, 'tok');
  portalStore.set(userAtom, { ...testUser, ...user });
}

export function signOut() {
  clearSession();
  portalStore.set(followedAtom, {});
  portalStore.set(selectedAtom, {});
  portalStore.set(toastsAtom, []);
  localStorage.clear();
}

export const toasts = () => portalStore.get(toastsAtom);
