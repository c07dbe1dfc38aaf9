// New passwords (sign-up, reset, change, first password after single sign-on) go through the
// contract's strength policy (shared/src/contract/password-strength.ts): common or breached,
// personal (contains the e-mail or the name) or guessable passwords are a 400 weak_password with
// the reason, which the forms translate. Existing passwords are never re-checked at sign-in.
import { passwordWeakness, type PasswordContext, type WeakPasswordReason } from '@portal/shared/contract/password-strength';
import { ApiError } from '../http/errors.ts';

const MESSAGES: Record<WeakPasswordReason, string> = {
  common: 'This password is common or appeared in a data breach; choose another one',
  personal: 'The password must not contain your e-mail address or your name',
  guessable: 'This password is too easy to guess; use a longer passphrase or mix unrelated words',
};

export async function assertStrongPassword(password: string, context: PasswordContext): Promise<void> {
  const reason = await passwordWeakness(password, context);
  if (reason) throw new ApiError(400, 'weak_password', MESSAGES[reason], { reason });
}
