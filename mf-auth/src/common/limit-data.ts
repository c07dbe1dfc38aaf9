// The `data` query of /auth/login/limit/ (docs/product.md): an encoded JSON object with token,
// provider, and username and password only when the provider is credentials.
// The page reads it once and scrubs it from the address bar and history at once.
import type { SsoProvider } from './sso-providers.ts';

export type LimitProvider = 'credentials' | SsoProvider;

export interface LimitData {
  /** The pending session's access token (it may only list and remove devices). */
  token: string;
  provider: LimitProvider;
  username?: string;
  password?: string;
}

const PROVIDERS: readonly string[] = ['credentials', 'facebook', 'google', 'apple', 'ifa'];

export function encodeLimitData(data: LimitData): string {
  const value: LimitData =
    data.provider === 'credentials'
      ? { token: data.token, provider: 'credentials', username: data.username ?? '', password: data.password ?? '' }
      : { token: data.token, provider: data.provider };
  return encodeURIComponent(JSON.stringify(value));
}

/** Path of the device-limit page carrying `data` (and where to go afterwards). */
export function limitPagePath(data: LimitData, redirect?: string | null): string {
  const extra = redirect && redirect !== '/' ? `&redirect=${encodeURIComponent(redirect)}` : '';
  return `/auth/login/limit/?data=${encodeLimitData(data)}${extra}`;
}

/**
 * Parses the `data` value as URLSearchParams hands it over (already percent-decoded once).
 * Accepts a value that is still encoded, too. Never logs the value: it may hold a password.
 */
export function decodeLimitData(raw: string | null | undefined): LimitData | null {
  if (!raw) return null;
  const attempts = [raw];
  try {
    attempts.push(decodeURIComponent(raw));
  } catch {
    // not double-encoded
  }
  for (const text of attempts) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      continue;
    }
    if (!parsed || typeof parsed !== 'object') return null;
    const o = parsed as Record<string, unknown>;
    if (typeof o.token !== 'string' || !o.token || typeof o.provider !== 'string' || !PROVIDERS.includes(o.provider)) return null;
    const out: LimitData = { token: o.token, provider: o.provider as LimitProvider };
    if (o.provider === 'credentials') {
      if (typeof o.username === 'string') out.username = o.username;
      if (typeof o.password === 'string') out.password = o.password;
    }
    return out;
  }
  return null;
}
