// The tenant's sign-up steps (sign_up_steps, in order) after /auth/sign-up/. A step owned by
// a remote the tenant has switched off is skipped (its page would only 404). Ownership is
// the longest matching prefix across all remotes, like the shell's router (rule 4).
import { withRedirect, type PublicTenantConfig, type ResolvedRemote } from '@portal/shared';

export const SIGN_UP_PATH = '/auth/sign-up/';
export const PERSONALIZATION_PATH = '/auth/sign-up/personalization/';

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

function covers(prefix: string, path: string): boolean {
  if (prefix === '/') return true;
  const p = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return path === p || path.startsWith(`${p}/`);
}

function ownerEnabled(remotes: readonly ResolvedRemote[] | undefined, path: string): boolean {
  if (!remotes?.length) return true;
  let best: { enabled: boolean; length: number } | null = null;
  for (const remote of remotes) {
    for (const prefix of remote.prefixes) {
      if (covers(prefix, path) && (!best || prefix.length > best.length)) best = { enabled: remote.enabled, length: prefix.length };
    }
  }
  return Boolean(best?.enabled);
}

type StepsTenant = Pick<PublicTenantConfig, 'sign_up_steps'> & { remotes?: readonly ResolvedRemote[] };

/** The steps this tenant really offers, normalised with a trailing slash. */
export function signUpSteps(config: StepsTenant | null): string[] {
  if (!config) return [];
  return config.sign_up_steps.map(withSlash).filter((step) => ownerEnabled(config.remotes, step));
}

/** The step after `current` (null: the first step after the account was created); null when done. */
export function nextSignUpStep(config: StepsTenant | null, current: string | null): string | null {
  const steps = signUpSteps(config);
  if (current === null) return steps[0] ?? null;
  const at = steps.indexOf(withSlash(current));
  if (at === -1) return null;
  return steps[at + 1] ?? null;
}

/** Position for a "step n of m" indicator; creating the account is step 1. */
export function stepPosition(config: StepsTenant | null, current: string): { step: number; total: number } {
  const steps = [SIGN_UP_PATH, ...signUpSteps(config)];
  const at = steps.indexOf(withSlash(current));
  return { step: at === -1 ? 1 : at + 1, total: steps.length };
}

/**
 * Where a user goes from a sign-up step (`current`, or null right after the account was
 * created): the next step, carrying the page they came from as `?redirect=`, or that page
 * itself once there are no steps left.
 */
export function afterSignUpStep(config: StepsTenant | null, current: string | null, returnPath: { raw: string | null; target: string }): string {
  const next = nextSignUpStep(config, current);
  return next ? withRedirect(next, returnPath.raw) : returnPath.target;
}
