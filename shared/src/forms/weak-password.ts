// The forms' side of the password policy (contract/password-strength.ts): the i18n key of why a
// new password is refused, checked in the browser before the call and read from the API's 400
// weak_password after it. The dictionary loads on the first check only (its own chunk), so the
// sign-up, reset and password pages load it and no other page does.
import { isApiError } from '@portal/shared';
import { WEAK_PASSWORD_REASONS, passwordWeakness, type PasswordContext, type WeakPasswordReason } from '../contract/password-strength.ts';

const keyOf = (reason: WeakPasswordReason) => `validation.password_weak_${reason}`;

/** `validation.password_weak_{reason}` when the policy refuses `password`, else null. */
export async function weakPasswordKey(password: string, context: PasswordContext): Promise<string | null> {
  const reason = await passwordWeakness(password, context);
  return reason ? keyOf(reason) : null;
}

/** The same key for the API's 400 weak_password (by its reason), null for any other error. */
export function weakPasswordKeyOfError(error: unknown): string | null {
  if (!isApiError(error) || error.code !== 'weak_password') return null;
  const reason = (error.data as { reason?: unknown } | null)?.reason;
  return keyOf(WEAK_PASSWORD_REASONS.find((r) => r === reason) ?? 'guessable');
}
