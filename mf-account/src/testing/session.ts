// A signed-in session for page tests (the account pages need a user; the API is faked).
import { applySignIn, portalStore, toastsAtom } from '@portal/shared';

export function signInForTest(profile: Record<string, unknown> = { id: 5, email: 'dana@example.com', displayName: 'Dana Levi' }) {
  applySignIn({ profile: profile as never, tokenData: { access_token: 'acc-1', expires_in: 900, refresh_token: 'ref-1' }, devices: [], track: false });
}

/** Messages of the toasts shown so far. */
export const toastMessages = () => portalStore.get(toastsAtom).map((t) => `${t.kind}:${t.message}`);
