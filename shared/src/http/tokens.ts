import type { UserTokenData } from '../session/atoms.ts';

/** Refresh once this share of the token's lifetime has elapsed (docs/product.md). */
export const REFRESH_AT_LIFETIME_SHARE = 0.8;

/** Where the API client reads and writes the tokens (the session atoms by default). */
export interface TokenStore {
  /** The freshest tokens (read storage directly: another tab may have refreshed). */
  read(): UserTokenData | null;
  write(data: UserTokenData): void;
}

/** The token answer of /api/user/login, /api/user/register and /api/oauth2/token. */
export interface TokenResponse {
  access_token?: string;
  token?: string;
  expires_in?: number | string;
  refresh_token?: string | null;
}

export function tokenDataFromResponse(response: TokenResponse, nowMs = Date.now()): UserTokenData {
  const token = response.access_token ?? response.token;
  if (!token) throw new Error('Token response without an access token');
  return {
    token,
    tokenExpirationTime: Number(response.expires_in) || 0,
    tokenUpdateTime: Math.floor(nowMs / 1000),
    refreshToken: response.refresh_token ?? null,
  };
}

/** True once 80% of the token's lifetime has elapsed. */
export function isRefreshDue(data: UserTokenData, nowMs = Date.now()): boolean {
  if (!data.tokenExpirationTime) return false;
  const elapsed = nowMs / 1000 - data.tokenUpdateTime;
  return elapsed >= data.tokenExpirationTime * REFRESH_AT_LIFETIME_SHARE;
}
