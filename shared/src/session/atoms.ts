// Session state of api/README.md "User session state". Only user, token, userTokenData,
// followed and devices survive a reload (persisted atoms); the rest is per tab.
import { atom } from 'jotai';
import type { Device } from '../model/device.ts';
import type { FollowedMap } from '../model/follow.ts';
import type { UserProfile } from '../model/user.ts';
import { persistedAtom } from './persist.ts';

export interface UserTokenData {
  token: string;
  /** Lifetime of the access token in seconds (the server's expires_in). */
  tokenExpirationTime: number;
  /** When the token was obtained, Unix seconds. */
  tokenUpdateTime: number;
  refreshToken: string | null;
}

export interface CreditCard {
  brand?: string;
  last4?: string;
  expMonth?: number;
  expYear?: number;
  [key: string]: unknown;
}

export const userAtom = persistedAtom<UserProfile | null>('user', null);
export const tokenAtom = persistedAtom<string | null>('token', null);
export const userTokenDataAtom = persistedAtom<UserTokenData | null>('userTokenData', null);
export const followedAtom = persistedAtom<FollowedMap>('followed', {});
export const devicesAtom = persistedAtom<Device[]>('devices', []);

/** Selected (watchlist) items: video id -> true. */
export const selectedAtom = atom<Record<string, true>>({});
export const creditCardAtom = atom<CreditCard | null>(null);
export const creditCardTokenAtom = atom<string | null>(null);
/** True while an access-token refresh is running in this tab. */
export const pendingAccessTokenRefreshAtom = atom(false);

/** Authenticated means a token exists and a user is set (docs/product.md). */
export const isAuthenticatedAtom = atom((get) => Boolean(get(tokenAtom)) && get(userAtom) !== null);
