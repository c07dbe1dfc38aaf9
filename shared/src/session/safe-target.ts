// The one test every client-side redirect passes (issue 26 item 4): a target is followed only
// when it resolves to the portal's own origin, or to an origin the caller allow-lists (the app
// stores, a tenant's configured route rule). The API has its own twin for Location headers
// (api/src/http/safe-redirect.ts); both are tried with the same bypass strings.

/** Characters browsers drop or read as a slash inside a URL: an attacker's way to hide `//host`. */
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;
/** The same in a decoded path (a decoded space in a path or query is only text). */
// eslint-disable-next-line no-control-regex
const HIDDEN_DECODED = /[\u0000-\u001f\u007f\\]/;

/** The path part, decoded up to three times: `/%252F%252Fhost` must not become `//host` a hop later. */
function decodedPaths(value: string): string[] {
  const forms: string[] = [];
  let current = value.split(/[?#]/, 1)[0]!;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/**
 * Where `raw` may take the browser: a same-origin path (pathname + search + hash) when it resolves to
 * `origin`, the absolute URL when its origin is in `allowedOrigins` (http and https only), else null.
 * Refused: another origin, scheme-relative `//host`, backslashes (`/\host`), encoded slashes that
 * become `//` once decoded, `user@host`, non-http schemes (`javascript:`, `data:`), whitespace and
 * control characters anywhere (browsers strip tabs and newlines, so `/\t/host` is `//host`).
 */
export function safeTarget(raw: unknown, origin: string, allowedOrigins: readonly string[] = []): string | null {
  if (typeof raw !== 'string' || raw === '' || raw.length > 2048) return null;
  if (HIDDEN.test(raw) || raw.startsWith('//')) return null;
  for (const path of decodedPaths(raw)) if (HIDDEN_DECODED.test(path) || path.startsWith('//')) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (url.origin === base.origin) {
    // A path only: what the router and the Location header take without another host's say.
    if (!raw.startsWith('/') && !/^https?:\/\//i.test(raw)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  }
  const allowed = allowedOrigins.some((o) => {
    try {
      return new URL(o).origin === url.origin;
    } catch {
      return false;
    }
  });
  return allowed ? url.href : null;
}

/** A same-origin path only (no allow-list), else `fallback`. */
export const safeSameOriginPath = (raw: unknown, origin: string, fallback: string): string => {
  const target = safeTarget(raw, origin);
  return target !== null && target.startsWith('/') ? target : fallback;
};
