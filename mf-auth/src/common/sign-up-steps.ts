// Where a sign-up goes next. The tenant's steps and each step's "Step N of M" come from @portal/shared
// (config/sign-up-steps.ts), the one list mf-following's steps count their place from too (issue 27 item 9).
import { signUpSteps, withRedirect, type SignUpStepsTenant } from '@portal/shared';

export { SIGN_UP_PATH, signUpSteps, stepPosition } from '@portal/shared';

export const PERSONALIZATION_PATH = '/auth/sign-up/personalization/';

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** The step after `current` (null: the first step after the account was created); null when done. */
export function nextSignUpStep(config: SignUpStepsTenant | null, current: string | null): string | null {
  const steps = signUpSteps(config);
  if (current === null) return steps[0] ?? null;
  const at = steps.indexOf(withSlash(current));
  if (at === -1) return null;
  return steps[at + 1] ?? null;
}

/**
 * Where a user goes from a sign-up step (`current`, or null right after the account was
 * created): the next step, carrying the page they came from as `?redirect=`, or that page
 * itself once there are no steps left.
 */
export function afterSignUpStep(config: SignUpStepsTenant | null, current: string | null, returnPath: { raw: string | null; target: string }): string {
  const next = nextSignUpStep(config, current);
  return next ? withRedirect(next, returnPath.raw) : returnPath.target;
}
