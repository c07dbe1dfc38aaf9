// The password strength policy (security issue 26 item 8), one function for the API and the forms:
// a new password is refused when it is a common or breached password (zxcvbn-ts's
// common-password dictionary of leaked passwords, with l33t, reversed and appended-digit variants;
// Levenshtein matching stays off: it costs ~70 ms per check against ~5 ms, for no extra refusal of
// the variants we tried),
// when it contains the account's e-mail, its local part or the user's name, or when zxcvbn
// estimates it guessable (score below 3: under ~10^8 guesses, i.e. minutes to hours offline
// against a fast hash). Score 3+ is zxcvbn's "safely unguessable" band for online attacks and
// what its authors recommend as a floor; the seeded demo password `Password123!` scores 1
// ("similar to a commonly used password") and is refused for new passwords (seeded accounts
// keep signing in with it: only new and changed passwords are checked).
//
// The dictionary is ~1 MB of JavaScript: it is imported on first use only (webpack puts it in
// its own `password-dictionary` chunk), so pages without a new-password field never load it.
import type { ZxcvbnResult } from '@zxcvbn-ts/core';

/** Why a password was refused; the forms show `validation.password_weak_{reason}`. */
export type WeakPasswordReason = 'common' | 'personal' | 'guessable';
export const WEAK_PASSWORD_REASONS: readonly WeakPasswordReason[] = ['common', 'personal', 'guessable'];

/** The lowest zxcvbn score (0-4) a new password may have. */
export const PASSWORD_MIN_SCORE = 3;

export interface PasswordContext {
  email?: string | null;
  name?: string | null;
}

type Check = (password: string, userInputs: string[]) => ZxcvbnResult;
let checker: Promise<Check> | undefined;

/** Loads the estimator and its dictionaries once (the pages with a new-password field call it early). */
export function loadPasswordChecker(): Promise<Check> {
  checker ??= Promise.all([
    import(/* webpackChunkName: "password-dictionary" */ '@zxcvbn-ts/core'),
    import(/* webpackChunkName: "password-dictionary" */ '@zxcvbn-ts/language-common'),
  ]).then(([core, common]) => {
    const zxcvbn = new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
    return (password, userInputs) => zxcvbn.check(password, userInputs);
  });
  checker.catch(() => {
    checker = undefined; // a failed chunk load is retried on the next check
  });
  return checker;
}

const length = (s: string) => [...s].length;

/**
 * The account's words a password must not contain, lower case: the e-mail, its local part and
 * the name (3+ characters), and the pieces of the local part and the name (4+ characters, so
 * "anna.smith+tv" gives anna and smith but not tv).
 */
export function personalWords({ email, name }: PasswordContext): string[] {
  const whole = new Set<string>();
  const pieces = new Set<string>();
  const mail = (email ?? '').trim().toLowerCase();
  if (mail) {
    const local = mail.split('@')[0] ?? '';
    whole.add(mail).add(local);
    for (const part of local.split(/[._+-]+/)) pieces.add(part);
  }
  const fullName = (name ?? '').trim().toLowerCase();
  if (fullName) {
    whole.add(fullName).add(fullName.replace(/\s+/g, ''));
    for (const part of fullName.split(/[\s._-]+/)) pieces.add(part);
  }
  return [...new Set([...[...whole].filter((w) => length(w) >= 3), ...[...pieces].filter((w) => length(w) >= 4)])];
}

const COMMON_WARNINGS = new Set(['topTen', 'topHundred', 'common', 'similarToCommon']);

/** Null when the password may be used, else why not. */
export async function passwordWeakness(password: string, context: PasswordContext = {}): Promise<WeakPasswordReason | null> {
  const personal = personalWords(context);
  const lower = password.toLowerCase();
  if (personal.some((word) => lower.includes(word))) return 'personal';
  const check = await loadPasswordChecker();
  const result = check(password, personal);
  if (result.sequence.some((m) => m.pattern === 'dictionary' && m.dictionaryName === 'userInputs')) return 'personal';
  if (result.feedback.warning && COMMON_WARNINGS.has(result.feedback.warning)) return 'common';
  if (result.sequence.length === 1 && result.sequence[0]!.pattern === 'dictionary' && result.sequence[0]!.dictionaryName === 'passwords-common')
    return 'common';
  if (result.score < PASSWORD_MIN_SCORE) return 'guessable';
  return null;
}
