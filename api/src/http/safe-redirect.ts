// The API side's one test for a Location header (issue 26 item 4): every redirect the server sends
// goes to a path on the portal's own origin. The kit's twin (shared/src/session/safe-target.ts)
// guards the browser's redirects; both are tried with the same bypass strings.

/** Raw characters browsers drop or read as a slash (tabs, newlines, backslashes...): `/\t/host` is `//host`. */
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;
// eslint-disable-next-line no-control-regex
const HIDDEN_DECODED = /[\u0000-\u001f\u007f\\]/;
const PROBE_ORIGIN = 'http://portal.invalid';

/** The path part decoded up to three times: `/%252F%252Fhost` must not become `//host` one hop later. */
function decodedPaths(value: string): string[] {
  const forms: string[] = [];
  let current = value.split(/[?#]/, 1)[0]!;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return [...forms, '//undecodable'];
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/**
 * `target` when it is a path on the portal's own origin that every browser reads the same way, else
 * null: no `//host`, no backslash, no encoded slash that becomes `//` once decoded, no scheme
 * (`https:`, `javascript:`), no `user@host`, no whitespace or control characters.
 */
export function sameOriginPath(target: string): string | null {
  if (typeof target !== 'string' || !target.startsWith('/') || target.length > 4096) return null;
  if (target.startsWith('//') || HIDDEN.test(target)) return null;
  for (const path of decodedPaths(target)) if (path.startsWith('//') || HIDDEN_DECODED.test(path)) return null;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PROBE_ORIGIN && !url.username && !url.password ? target : null;
}
