// Where a user goes next: the `?redirect=` the shell's auth middleware or guard set, but only
// a same-origin relative path (no open redirect through the portal). mf-auth and mf-following
// both carry it through their flows.
import { safeTarget } from './safe-target.ts';

/** Pages a user is never sent back to after signing in (they would loop or make no sense). */
const NEVER_RETURN_TO = ['/auth/login', '/auth/oauth2/callback', '/auth/password/reset'];

/**
 * Returns a safe in-portal path (pathname + search + hash) or `fallback`.
 * Rejects absolute URLs, protocol-relative `//host`, backslash tricks (`/\host`),
 * control characters, and anything that resolves to another origin.
 */
export function sanitizeRedirect(
  raw: string | null | undefined,
  fallback = '/',
  origin = globalThis.location?.origin ?? 'http://portal.invalid',
  /** More pages this flow never returns to (e.g. the club picker itself). */
  alsoNever: readonly string[] = [],
): string {
  if (!raw || typeof raw !== 'string') return fallback;
  const base = origin && origin !== 'null' ? origin : 'http://portal.invalid';
  // Must be a rooted path, and the kit's one same-origin test (safe-target.ts) must agree.
  const value = raw.trim();
  if (!value.startsWith('/')) return fallback;
  const target = safeTarget(value, base);
  if (target === null || !target.startsWith('/')) return fallback;
  const url = new URL(target, base);
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  if ([...NEVER_RETURN_TO, ...alsoNever].some((p) => path.startsWith(`${p}/`))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `?redirect=` carried on to another auth page (sign-up from sign-in, and back). */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  const safe = sanitizeRedirect(redirect, '');
  if (!safe || safe === '/') return path;
  const sep = path.includes('?') ? '&' : '?';
  return `${path}${sep}redirect=${encodeURIComponent(safe)}`;
}
