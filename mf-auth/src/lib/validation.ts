// Field rules of the auth forms. SPEC 5 leaves credential bounds open; the chosen bounds
// (documented in mf-auth/README.md) match the API's: e-mail at most 254 characters,
// password 8 to 128 characters, any characters (spaces, emoji, pasted passphrases).
// Validators return a translation key of the `auth` namespace, or null when valid.

export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 120;
export const PHONE_MAX = 40;
export const POSTAL_CODE_MAX = 20;
export const CITY_MAX = 120;
export const COUNTRY_MAX = 120;

/** Pragmatic e-mail shape: one @, a non-empty local part, a dotted domain, no spaces. */
const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export type ValidationKey = `validation.${string}`;

export function validateEmail(value: string): ValidationKey | null {
  const v = value.trim();
  if (!v) return 'validation.email_required';
  if (v.length > EMAIL_MAX) return 'validation.email_too_long';
  if (!EMAIL_RE.test(v)) return 'validation.email_invalid';
  return null;
}

/** Length counts Unicode code points, so an emoji is one character. */
const length = (value: string) => Array.from(value).length;

/** Sign-in: only "present" and the upper bound (old accounts may predate the rules). */
export function validateCurrentPassword(value: string): ValidationKey | null {
  if (!value) return 'validation.password_required';
  if (length(value) > PASSWORD_MAX) return 'validation.password_too_long';
  return null;
}

/** A new password (sign-up, reset): 8 to 128 characters, not only spaces. */
export function validateNewPassword(value: string): ValidationKey | null {
  if (!value) return 'validation.password_required';
  if (!value.trim()) return 'validation.password_blank';
  if (length(value) < PASSWORD_MIN) return 'validation.password_too_short';
  if (length(value) > PASSWORD_MAX) return 'validation.password_too_long';
  return null;
}

export function validateOptionalText(value: string, max: number): ValidationKey | null {
  return length(value.trim()) > max ? 'validation.too_long' : null;
}

export function validateDisplayName(value: string): ValidationKey | null {
  if (!value.trim()) return 'validation.name_required';
  return validateOptionalText(value, NAME_MAX);
}

/** Digits, spaces, +, -, (, ), . and / ; 5 to 20 digits. */
export function validatePhone(value: string): ValidationKey | null {
  const v = value.trim();
  if (!v) return null;
  if (v.length > PHONE_MAX || !/^\+?[\d\s\-()./]+$/.test(v)) return 'validation.phone_invalid';
  const digits = v.replace(/\D/g, '').length;
  return digits >= 5 && digits <= 20 ? null : 'validation.phone_invalid';
}

/** ISO date (yyyy-mm-dd) in the past, at most 120 years ago. */
export function validateDateOfBirth(value: string, now = new Date()): ValidationKey | null {
  const v = value.trim();
  if (!v) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return 'validation.date_invalid';
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(m[3])) return 'validation.date_invalid';
  if (date.getTime() > now.getTime()) return 'validation.date_in_future';
  if (now.getUTCFullYear() - date.getUTCFullYear() > 120) return 'validation.date_invalid';
  return null;
}

export type Errors<K extends string> = Partial<Record<K, ValidationKey>>;

/** Runs each field's validator; returns only the failing fields. */
export function validate<K extends string>(rules: Record<K, () => ValidationKey | null>): Errors<K> {
  const out: Errors<K> = {};
  for (const key of Object.keys(rules) as K[]) {
    const error = rules[key]();
    if (error) out[key] = error;
  }
  return out;
}

export const hasErrors = (errors: Record<string, unknown>): boolean => Object.values(errors).some(Boolean);
