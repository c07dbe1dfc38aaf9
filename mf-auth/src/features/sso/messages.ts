// What the callback popup posts to its opener, and the one-shot record the opener leaves
// for the callback (PKCE verifier, state, nonce) in localStorage: the popup is a fresh
// browsing context that went through the provider's origin, so sessionStorage is no
// reliable bridge, and the popup must not ask its opener for secrets by message.
import type { SsoProvider } from '../../common/sso-providers.ts';

export const SSO_MESSAGE_TYPE = 'portal:sso-result';
export const PENDING_PREFIX = 'portal:sso:';
/** An authorization left unanswered for longer than this is stale. */
export const PENDING_TTL_MS = 10 * 60_000;

/** What the provider gave us, in the shape the token exchange needs. */
export interface ProviderTokens {
  access_token?: string;
  id_token?: string;
  /** Apple only shares the name with the first authorization. */
  full_name?: string;
}

export type SsoMessage =
  | { type: typeof SSO_MESSAGE_TYPE; state: string; provider: SsoProvider; ok: true; tokens: ProviderTokens }
  | { type: typeof SSO_MESSAGE_TYPE; state: string; provider: SsoProvider; ok: false; error: string; error_description?: string };

export interface PendingAuthorization {
  provider: SsoProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  tokenEndpoint: string;
  clientId: string;
  createdAt: number;
  /** 'popup' (default) or 'redirect' (the callback finishes sign-in itself). */
  mode?: 'popup' | 'redirect';
  /** Where a redirect-mode sign-in returns to. */
  returnTo?: string;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storageOrNull = (): StorageLike | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export function savePending(pending: PendingAuthorization, storage: StorageLike | null = storageOrNull()): void {
  storage?.setItem(PENDING_PREFIX + pending.state, JSON.stringify(pending));
}

export function dropPending(state: string, storage: StorageLike | null = storageOrNull()): void {
  storage?.removeItem(PENDING_PREFIX + state);
}

/** Reads and removes the record for `state` (one use only); null when missing or stale. */
export function takePending(state: string | null, storage: StorageLike | null = storageOrNull(), now = Date.now()): PendingAuthorization | null {
  if (!state || !storage) return null;
  const key = PENDING_PREFIX + state;
  const raw = storage.getItem(key);
  storage.removeItem(key);
  if (!raw) return null;
  try {
    const pending = JSON.parse(raw) as PendingAuthorization;
    if (pending.state !== state || now - pending.createdAt > PENDING_TTL_MS) return null;
    return pending;
  } catch {
    return null;
  }
}

export function isSsoMessage(data: unknown): data is SsoMessage {
  if (!data || typeof data !== 'object') return false;
  const d = data as Record<string, unknown>;
  return d.type === SSO_MESSAGE_TYPE && typeof d.state === 'string' && typeof d.ok === 'boolean';
}
