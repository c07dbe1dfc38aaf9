// A signed-in session for page tests (the routes are behind the shell's auth middleware).
import { clearSession, followedAtom, portalStore, selectedAtom, toastsAtom } from '@portal/shared';

export { signInForTest as signIn } from '@portal/shared/testing';

export function signOut() {
  clearSession();
  portalStore.set(followedAtom, {});
  portalStore.set(selectedAtom, {});
  portalStore.set(toastsAtom, []);
  localStorage.clear();
}

export const toasts = () => portalStore.get(toastsAtom);
