// Where the following flows send the viewer next: the sign-up step after this one (keeping
// `?redirect=`), or the page they were going to before the favourite-club guard stopped them.
import { useSearchParams } from 'react-router';
import { sanitizeRedirect, useCustomerConfig, withRedirect } from '@portal/shared';

/** A same-origin path from `?redirect=`, or `fallback` (the core's rules; never back to the club picker). */
export const safeReturnPath = (raw: string | null | undefined, fallback = '/'): string => sanitizeRedirect(raw, fallback, undefined, ['/club']);

const withSlash = (s: string) => (s.endsWith('/') ? s : `${s}/`);

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
