// Where the following flows send the viewer next: the sign-up step after this one (keeping
// `?redirect=`), or the page they were going to before the favourite-club guard stopped them.
import { useSearchParams } from 'react-router';
import { useCustomerConfig } from '@portal/shared';

/**
 * A same-origin path from `?redirect=`, or `fallback`. Same rules as mf-auth's sanitizeRedirect
 * (rooted path, no `//` or backslash host tricks, no control characters, no auth pages).
 * TODO(lead): one copy in the core once a second remote needs it from there.
 */
export function safeReturnPath(raw: string | null | undefined, fallback = '/'): string {
  const value = raw?.trim();
  // eslint-disable-next-line no-control-regex
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, 'http://portal.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://portal.invalid' || url.pathname.startsWith('/auth/login') || url.pathname.startsWith('/club')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

const withSlash = (s: string) => (s.endsWith('/') ? s : `${s}/`);

/** `path` with `?redirect=` carried on (when there is one worth carrying). */
export function withRedirect(path: string, redirect: string | null): string {
  const safe = safeReturnPath(redirect, '');
  if (!safe || safe === '/') return path;
  return `${path}${path.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(safe)}`;
}

/** The sign-up step after `step` in the tenant's order, else the `?redirect=` target, else home. */
export function useNextSignUpStep(step: string): { next: string; redirect: string | null } {
  const config = useCustomerConfig();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const steps = (config?.sign_up_steps ?? []).map(withSlash);
  const index = steps.indexOf(step);
  const following = index >= 0 ? steps[index + 1] : undefined;
  return { next: following ? withRedirect(following, redirect) : safeReturnPath(redirect), redirect };
}
