// The tenant's sign-up steps (sign_up_steps, in order) after /auth/sign-up/: the one source of
// mf-auth's next step and of every step page's "Step N of M" (mf-auth's account and personalisation
// steps, mf-following's favourite club and follow steps; issue 27 item 9). A step owned by a remote the
// tenant has switched off, or a page it switched off, is skipped (its page would only 404): the
// same test as every link's (routeAvailable). With favourite-club selection on,
// the shell's guard sends a new account to the club page before any other step, so it counts as
// the step after the account.
import type { PublicTenantConfig, ResolvedRemote } from '../contract/tenant.ts';
import { routeAvailable } from './route-available.ts';

export const SIGN_UP_PATH = '/auth/sign-up/';
export const FAVOURITE_CLUB_PATH = '/club/';

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

// A page of the tenant's (its owner enabled, not switched off); without the remotes, every step counts.
const offered = (config: SignUpStepsTenant, path: string) =>
  !config.remotes?.length || routeAvailable(config as unknown as Parameters<typeof routeAvailable>[0], path);

export type SignUpStepsTenant = Pick<PublicTenantConfig, 'sign_up_steps'> &
  Partial<Pick<PublicTenantConfig, 'enable_favourite_club_selection' | 'disabled_routes' | 'route_rules'>> & { remotes?: readonly ResolvedRemote[] };

/** The steps this tenant really offers after the account, normalised with a trailing slash. */
export function signUpSteps(config: SignUpStepsTenant | null): string[] {
  if (!config) return [];
  return config.sign_up_steps.map(withSlash).filter((step) => offered(config, step));
}

/** Every page of a sign-up in order: the account, the favourite club where the tenant asks for one, then the steps. */
export function signUpPages(config: SignUpStepsTenant | null): string[] {
  const club = config?.enable_favourite_club_selection && offered(config, FAVOURITE_CLUB_PATH) ? [FAVOURITE_CLUB_PATH] : [];
  return [SIGN_UP_PATH, ...club, ...signUpSteps(config)];
}

/** Position for a "Step N of M" indicator; creating the account is step 1. */
export function stepPosition(config: SignUpStepsTenant | null, current: string): { step: number; total: number } {
  const pages = signUpPages(config);
  const at = pages.indexOf(withSlash(current));
  return { step: at === -1 ? 1 : at + 1, total: pages.length };
}
