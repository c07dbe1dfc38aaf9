// Credential and profile rules, written once for the forms (react-hook-form resolver) and the
// API (request bodies). docs/product.md leaves credential bounds open; the chosen bounds are: e-mail at
// most 254 characters, password 8 to 128 characters counted in code points (an emoji is one),
// any characters. Messages are i18n keys (`validation.*`, texts in each app's namespace) so the
// forms translate them; the API turns them into its 400 message.
// zod/mini, not classic zod: the same schemas cost ~5 KB gzip in a browser bundle instead of
// ~90 KB (ADR 0011). The API composes them with classic zod; both share zod's core.
import * as z from 'zod/mini';

export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 120;
export const COUNTRY_MAX = 120;
export const CITY_MAX = 120;
export const PHONE_MAX = 40;
export const POSTAL_CODE_MAX = 20;
export const GENDER_MAX = 40;
export const RESET_TOKEN_MAX = 512;

/** The i18n key a rule reports (interpolation: `min`, `max` for passwords). */
export type ValidationKey = `validation.${string}`;

/** Pragmatic e-mail shape: one @, a non-empty local part, a dotted domain, no spaces. */
const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE_RE = /^\+?[\d\s\-()./]+$/;
const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Length in code points, so an emoji counts as one character. */
export const codePoints = (value: string): number => Array.from(value).length;

const msg = (key: ValidationKey) => ({ message: key });

/** E-mail: trimmed, required, at most 254 characters, the pragmatic shape above. */
export const emailSchema = z
  .string(msg('validation.email_required'))
  .check(
    z.trim(),
    z.minLength(1, msg('validation.email_required')),
    z.maxLength(EMAIL_MAX, msg('validation.email_too_long')),
    z.regex(EMAIL_RE, msg('validation.email_invalid')),
  );

/** Sign-in: only "present" and the upper bound (old accounts may predate the rules). */
export const currentPasswordSchema = z.string(msg('validation.password_required')).check(
  z.minLength(1, msg('validation.password_required')),
  z.refine((v: string) => codePoints(v) <= PASSWORD_MAX, msg('validation.password_too_long')),
);

/** A new password (sign-up, reset, change): 8 to 128 characters, not only spaces. */
export const newPasswordSchema = z.string(msg('validation.password_required')).check(
  z.minLength(1, msg('validation.password_required')),
  z.refine((v: string) => v === '' || v.trim() !== '', msg('validation.password_blank')),
  z.refine((v: string) => v.trim() === '' || codePoints(v) >= PASSWORD_MIN, msg('validation.password_too_short')),
  z.refine((v: string) => codePoints(v) <= PASSWORD_MAX, msg('validation.password_too_long')),
);

/** Optional free text, trimmed, at most `max` code points; '' means "not given". */
export const optionalText = (max: number) =>
  z.string().check(
    z.trim(),
    z.refine((v: string) => codePoints(v) <= max, msg('validation.too_long')),
  );

/** Display name: required, at most 120 characters. */
export const displayNameSchema = z.string(msg('validation.name_required')).check(
  z.trim(),
  z.minLength(1, msg('validation.name_required')),
  z.refine((v: string) => codePoints(v) <= NAME_MAX, msg('validation.too_long')),
);

/** Digits, spaces, +, -, (, ), . and / ; 5 to 20 digits; '' allowed. */
export function checkPhone(value: string): ValidationKey | null {
  const v = value.trim();
  if (!v) return null;
  if (v.length > PHONE_MAX || !PHONE_RE.test(v)) return 'validation.phone_invalid';
  const digits = v.replace(/\D/g, '').length;
  return digits >= 5 && digits <= 20 ? null : 'validation.phone_invalid';
}

/** ISO date (yyyy-mm-dd) in the past, at most 120 years ago; '' allowed. */
export function checkDateOfBirth(value: string, now: Date = new Date()): ValidationKey | null {
  const v = value.trim();
  if (!v) return null;
  const m = ISO_DATE_RE.exec(v);
  if (!m) return 'validation.date_invalid';
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(m[3])) return 'validation.date_invalid';
  if (date.getTime() > now.getTime()) return 'validation.date_in_future';
  if (now.getUTCFullYear() - date.getUTCFullYear() > 120) return 'validation.date_invalid';
  return null;
}

/** Adapts a `check*` function (returns a key or null) to a zod check with that key as message. */
const keyCheck = (check: (value: string) => ValidationKey | null) =>
  z.superRefine((value: string, ctx) => {
    const key = check(value);
    if (key) ctx.issues.push({ code: 'custom', message: key, input: value });
  });

export const phoneSchema = z.string().check(z.trim(), keyCheck(checkPhone));
export const dateOfBirthSchema = z.string().check(
  z.trim(),
  keyCheck((v) => checkDateOfBirth(v)),
);

// ---- Forms (what the user types) ----------------------------------------------------------

export const signInFormSchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export const signUpFormSchema = z.object({
  displayName: displayNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  // A boolean (the checkbox's value), so a form can start unchecked; only true passes.
  terms: z.boolean(msg('validation.terms_required')).check(z.refine((v: boolean) => v, msg('validation.terms_required'))),
});
export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export const resetPasswordFormSchema = z.object({ password: newPasswordSchema });
export const changePasswordFormSchema = z.object({ oldPassword: currentPasswordSchema, newPassword: newPasswordSchema });
/** Account password page: change with the current one; other sessions end unless the user unticks it. */
export const accountPasswordFormSchema = z.object({ ...changePasswordFormSchema.shape, signOutOthers: z.boolean() });
/** Account password page for an account without a password (signed up through single sign-on). */
export const setPasswordFormSchema = z.object({ newPassword: newPasswordSchema, signOutOthers: z.boolean() });

/** Profile fields as the forms hold them: strings, '' for "not given". */
export const profileFormSchema = z.object({
  displayName: displayNameSchema,
  countryName: optionalText(COUNTRY_MAX),
  city: optionalText(CITY_MAX),
  postalCode: optionalText(POSTAL_CODE_MAX),
  phone: phoneSchema,
  gender: optionalText(GENDER_MAX),
  dateOfBirth: dateOfBirthSchema,
});

// ---- Request bodies (api/README.md), for the API --------------------------------------------------

/** POST /api/user/login: `username` is the e-mail; not shape-checked (old accounts). */
export const signInBodySchema = z.object({
  username: z
    .string(msg('validation.email_required'))
    .check(z.trim(), z.minLength(1, msg('validation.email_required')), z.maxLength(EMAIL_MAX, msg('validation.email_too_long'))),
  password: currentPasswordSchema,
});

/** POST /api/user/register (the API adds its device and strategy fields). */
export const signUpBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  displayName: z.optional(optionalText(NAME_MAX)),
  fullName: z.optional(optionalText(NAME_MAX)),
});

/** POST /api/user/password/forgot */
export const forgotPasswordBodySchema = forgotPasswordFormSchema;

/** POST /api/user/password/reset */
export const resetPasswordBodySchema = z.object({
  token: z
    .string(msg('validation.token_required'))
    .check(z.minLength(1, msg('validation.token_required')), z.maxLength(RESET_TOKEN_MAX, msg('validation.too_long'))),
  password: newPasswordSchema,
});

/** POST /api/user/change_password; `signOutOthers` (default true) ends the account's other sessions. */
export const changePasswordBodySchema = z.object({ ...changePasswordFormSchema.shape, signOutOthers: z.optional(z.boolean()) });

/** POST /api/user/set_password: only for an account that has no password yet (single sign-on). */
export const setPasswordBodySchema = z.object({ newPassword: newPasswordSchema, signOutOthers: z.optional(z.boolean()) });

const nullableOptional = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

/**
 * The profile fields of update_profile: each may be left out (unchanged) or null (cleared).
 * The API extends this with its other fields (identity, favourite club, options).
 */
export const profileBodySchema = z.object({
  displayName: nullableOptional(optionalText(NAME_MAX)),
  fullName: nullableOptional(optionalText(NAME_MAX)),
  countryName: nullableOptional(optionalText(COUNTRY_MAX)),
  phone: nullableOptional(phoneSchema),
  postalCode: nullableOptional(optionalText(POSTAL_CODE_MAX)),
  city: nullableOptional(optionalText(CITY_MAX)),
  gender: nullableOptional(optionalText(GENDER_MAX)),
  dateOfBirth: nullableOptional(dateOfBirthSchema),
});

/**
 * update_profile `options`: the client's own settings (spoiler-free, survey state). At most 8 KB of
 * JSON, keys of at most 64 characters: today's settings take well under 1 KB, and every call of the
 * user reads the whole profile row (20 updates of 240 KB made one of 4.9 MB: 57 -> 464 ms a call,
 * security issue 26 item 5). The API applies the same bound to the merged, stored options.
 */
export const PROFILE_OPTIONS_MAX_BYTES = 8 * 1024;
export const OPTION_KEY_MAX = 64;
/** Size of a value as stored (JSON, UTF-8 bytes). */
export const jsonBytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value) ?? '').length;
export const profileOptionsSchema = z
  .record(z.string().check(z.maxLength(OPTION_KEY_MAX, msg('validation.too_long'))), z.unknown())
  .check(z.refine((v: Record<string, unknown>) => jsonBytes(v) <= PROFILE_OPTIONS_MAX_BYTES, msg('validation.too_large')));

export type SignInForm = z.infer<typeof signInFormSchema>;
export type SignUpForm = z.infer<typeof signUpFormSchema>;
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
export type ProfileForm = z.infer<typeof profileFormSchema>;
export type AccountPasswordForm = z.infer<typeof accountPasswordFormSchema>;
export type SetPasswordForm = z.infer<typeof setPasswordFormSchema>;
export type ProfileBody = z.infer<typeof profileBodySchema>;
