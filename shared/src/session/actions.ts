// Session transitions of docs/product.md as plain functions over the portal store, so the
// shell, remotes, the API client and the socket all change the session the same way.
import { api } from '../http/api.ts';
import { tokenDataFromResponse, type TokenResponse } from '../http/tokens.ts';
import { mapDevices, type Device, type RawDevice } from '../model/device.ts';
import type { FollowedMap } from '../model/follow.ts';
import { mapUserProfile, type RawUserProfile, type UserProfile } from '../model/user.ts';
import { analytics } from '../telemetry/analytics.ts';
import { push } from '../telemetry/push.ts';
import { reportError } from '../telemetry/error-reporting.ts';
import {
  creditCardAtom,
  creditCardTokenAtom,
  devicesAtom,
  followedAtom,
  pendingAccessTokenRefreshAtom,
  selectedAtom,
  tokenAtom,
  userAtom,
  userTokenDataAtom,
  type UserTokenData,
} from './atoms.ts';
import { getDeviceId } from './device-id.ts';
import { loadFollowed } from './follow.ts';
import { portalStore } from './store.ts';
import { forgetWatchlist } from './watchlist.ts';
import { forgetWatched } from './spoilers.ts';

export interface SignInPayload {
  /** content.profile of the login/register answer, or auth_data.profile of /api/oauth2/token. */
  profile: RawUserProfile | Record<string, unknown>;
  /** content.tokenData of the login answer, or the token fields of /api/oauth2/token. */
  tokenData: TokenResponse;
  devices?: RawDevice[] | unknown[];
  /** Which analytics event to record: login (default), sign-up completed, or none. */
  track?: 'login' | 'sign_up_completed' | false;
  /** Sign-in method for analytics ('credentials', 'google', ...). */
  method?: string;
}

export function setTokenData(data: UserTokenData | null): void {
  portalStore.set(userTokenDataAtom, data);
  portalStore.set(tokenAtom, data?.token ?? null);
}

export const setUser = (user: UserProfile | null): void => portalStore.set(userAtom, user);
export const setDevices = (devices: Device[]): void => portalStore.set(devicesAtom, devices);
export const setFollowed = (followed: FollowedMap): void => portalStore.set(followedAtom, followed);
export const getUser = (): UserProfile | null => portalStore.get(userAtom);
export const getAccessToken = (): string | null => portalStore.get(tokenAtom);

/** Sign-in success (docs/product.md): store user, token and devices; tag push; identify and track. */
export function applySignIn({ profile, tokenData, devices = [], track = 'login', method }: SignInPayload): UserProfile {
  const user = mapUserProfile(profile);
  setTokenData(tokenDataFromResponse(tokenData));
  setDevices(mapDevices(devices, getDeviceId()));
  setUser(user);
  // The followed map is the one source every remote's follow buttons read (api/README.md): fill it now.
  void loadFollowed().catch((error: unknown) => reportError(error, { action: 'load-followed' }));
  void push.tagUser(user.id).catch((error: unknown) => console.warn('Push tag failed', error));
  analytics.identify(user.id);
  if (track === 'login') analytics.login(method);
  else if (track === 'sign_up_completed') analytics.signUpCompleted(method);
  return user;
}

/** Clears what logout clears (docs/product.md): token, user, cards, selections, followed, devices, ppv tickets. */
export function clearSession(): void {
  setTokenData(null);
  setUser(null);
  portalStore.set(creditCardAtom, null);
  portalStore.set(creditCardTokenAtom, null);
  portalStore.set(selectedAtom, {});
  forgetWatchlist();
  forgetWatched();
  portalStore.set(followedAtom, {});
  portalStore.set(devicesAtom, []);
  portalStore.set(pendingAccessTokenRefreshAtom, false);
}

/** How long sign-out waits for push to forget this browser. */
const PUSH_SIGN_OUT_WAIT_MS = 3000;

/** Logout: removes the push subscription, revokes the token on the server by default, then clears the session. */
export async function logout({ revoke = true }: { revoke?: boolean } = {}): Promise<void> {
  // First, while the token still works: this browser's push subscription leaves the account (ADR 0036).
  // Bounded: a hung service worker or API never holds the sign-out up.
  const signedIn = revoke && Boolean(portalStore.get(tokenAtom));
  if (signedIn) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([push.untagUser().catch(() => {}), new Promise((resolve) => (timer = setTimeout(resolve, PUSH_SIGN_OUT_WAIT_MS)))]);
    clearTimeout(timer);
  }
  if (signedIn) {
    try {
      await api.post('/api/user/logout', { body: {} });
    } catch (error) {
      // Signing out locally must still work when the server is unreachable.
      reportError(error, { action: 'logout' });
    }
  }
  clearSession();
  analytics.reset();
  // A session that is already over (no revoke): the browser unsubscribes on its own; the push service's 410 drops the row.
  if (!signedIn) void push.untagUser().catch(() => {});
}
