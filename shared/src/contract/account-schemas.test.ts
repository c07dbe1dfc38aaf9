import * as z from 'zod/mini';
import {
  PASSWORD_MAX,
  accountPasswordFormSchema,
  changePasswordBodySchema,
  setPasswordBodySchema,
  setPasswordFormSchema,
  checkDateOfBirth,
  currentPasswordSchema,
  displayNameSchema,
  emailSchema,
  newPasswordSchema,
  phoneSchema,
  profileBodySchema,
  profileFormSchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpFormSchema,
} from './account-schemas.ts';

/** The first issue's message (what a form shows under the field), or null when valid. */
function firstError(schema: z.ZodMiniType, value: unknown): string | null {
  const result = z.safeParse(schema, value);
  return result.success ? null : result.error.issues[0]!.message;
}

describe('e-mail', () => {
  test.each(['ann@example.com', ' ann.lee+tv@sub.example.co.uk ', 'זאב@דוגמה.ישראל'])('accepts %p', (v) => expect(firstError(emailSchema, v)).toBeNull());
  test.each([
    ['', 'validation.email_required'],
    ['   ', 'validation.email_required'],
    ['ann', 'validation.email_invalid'],
    ['ann@', 'validation.email_invalid'],
    ['ann@example', 'validation.email_invalid'],
    ['an n@example.com', 'validation.email_invalid'],
    ['a@b@example.com', 'validation.email_invalid'],
    [`${'a'.repeat(250)}@x.io`, 'validation.email_too_long'],
    [undefined, 'validation.email_required'],
  ])('rejects %p', (v, key) => expect(firstError(emailSchema, v)).toBe(key));
  test('trims the value it returns', () => expect(z.parse(emailSchema, ' ann@example.com ')).toBe('ann@example.com'));
});

describe('passwords (8 to 128 characters)', () => {
  test('new password bounds', () => {
    expect(firstError(newPasswordSchema, '')).toBe('validation.password_required');
    expect(firstError(newPasswordSchema, '        ')).toBe('validation.password_blank');
    expect(firstError(newPasswordSchema, '1234567')).toBe('validation.password_too_short');
    expect(firstError(newPasswordSchema, '12345678')).toBeNull();
    expect(firstError(newPasswordSchema, 'x'.repeat(PASSWORD_MAX))).toBeNull();
    expect(firstError(newPasswordSchema, 'x'.repeat(PASSWORD_MAX + 1))).toBe('validation.password_too_long');
  });
  test('counts code points, so emoji passphrases are measured fairly', () => {
    expect(firstError(newPasswordSchema, '⚽⚽⚽⚽⚽⚽⚽⚽')).toBeNull();
    expect(firstError(newPasswordSchema, '⚽⚽⚽⚽⚽⚽⚽')).toBe('validation.password_too_short');
    // 128 astral emoji are 256 UTF-16 units: still within the bound.
    expect(firstError(newPasswordSchema, '🏉'.repeat(PASSWORD_MAX))).toBeNull();
  });
  test('passwords are not trimmed (spaces are characters)', () => expect(z.parse(newPasswordSchema, ' pass word ')).toBe(' pass word '));
  test('sign-in only needs a password, up to the maximum', () => {
    expect(firstError(currentPasswordSchema, '')).toBe('validation.password_required');
    expect(firstError(currentPasswordSchema, 'short')).toBeNull();
    expect(firstError(currentPasswordSchema, 'x'.repeat(PASSWORD_MAX + 1))).toBe('validation.password_too_long');
  });
});

describe('profile fields', () => {
  test('display name', () => {
    expect(firstError(displayNameSchema, ' ')).toBe('validation.name_required');
    expect(firstError(displayNameSchema, 'Ann')).toBeNull();
    expect(firstError(displayNameSchema, 'a'.repeat(121))).toBe('validation.too_long');
  });
  test('phone', () => {
    expect(firstError(phoneSchema, '')).toBeNull();
    expect(firstError(phoneSchema, '+972 (3) 555-1234')).toBeNull();
    expect(firstError(phoneSchema, '12')).toBe('validation.phone_invalid');
    expect(firstError(phoneSchema, 'call me')).toBe('validation.phone_invalid');
  });
  test('date of birth', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    expect(checkDateOfBirth('', now)).toBeNull();
    expect(checkDateOfBirth('1990-02-28', now)).toBeNull();
    expect(checkDateOfBirth('1990-02-30', now)).toBe('validation.date_invalid');
    expect(checkDateOfBirth('30/02/1990', now)).toBe('validation.date_invalid');
    expect(checkDateOfBirth('2030-01-01', now)).toBe('validation.date_in_future');
    expect(checkDateOfBirth('1850-01-01', now)).toBe('validation.date_invalid');
  });
  test('the profile form reports only the failing fields, each with its key', () => {
    const result = z.safeParse(profileFormSchema, {
      displayName: 'Ann',
      countryName: '',
      city: 'c'.repeat(121),
      postalCode: '',
      phone: 'call me',
      gender: '',
      dateOfBirth: '2999-01-01',
    });
    expect(result.success).toBe(false);
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      city: 'validation.too_long',
      phone: 'validation.phone_invalid',
      dateOfBirth: 'validation.date_in_future',
    });
  });
});

describe('form and body schemas', () => {
  test('sign-up needs the terms accepted', () => {
    const result = z.safeParse(signUpFormSchema, { displayName: 'Ann', email: 'ann@example.com', password: 'long enough', terms: false });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['terms', 'validation.terms_required']]);
  });
  test('sign-in body: username present and bounded, not shape-checked', () => {
    expect(z.safeParse(signInBodySchema, { username: 'legacy-login', password: 'x' }).success).toBe(true);
    expect(firstError(signInBodySchema, { username: ' ', password: 'x' })).toBe('validation.email_required');
  });
  test('reset and change-password bodies use the new-password rules', () => {
    expect(firstError(resetPasswordBodySchema, { token: 'abc', password: 'short' })).toBe('validation.password_too_short');
    expect(firstError(resetPasswordBodySchema, { token: '', password: 'long enough' })).toBe('validation.token_required');
    expect(firstError(changePasswordBodySchema, { oldPassword: 'old', newPassword: '        ' })).toBe('validation.password_blank');
    expect(firstError(setPasswordBodySchema, { newPassword: 'short' })).toBe('validation.password_too_short');
  });
  test('the account password forms carry the sign-out choice; the bodies leave it optional', () => {
    expect(z.parse(changePasswordBodySchema, { oldPassword: 'old', newPassword: 'long enough' })).toEqual({ oldPassword: 'old', newPassword: 'long enough' });
    expect(z.parse(changePasswordBodySchema, { oldPassword: 'old', newPassword: 'long enough', signOutOthers: false }).signOutOthers).toBe(false);
    expect(z.safeParse(accountPasswordFormSchema, { oldPassword: 'old', newPassword: 'long enough', signOutOthers: true }).success).toBe(true);
    expect(firstError(accountPasswordFormSchema, { oldPassword: '', newPassword: 'long enough', signOutOthers: true })).toBe('validation.password_required');
    expect(z.safeParse(setPasswordFormSchema, { newPassword: 'long enough', signOutOthers: false }).success).toBe(true);
  });
  test('profile body: fields may be left out or cleared with null, and are trimmed', () => {
    expect(z.parse(profileBodySchema, {})).toEqual({});
    expect(z.parse(profileBodySchema, { phone: null, city: ' Haifa ' })).toEqual({ phone: null, city: 'Haifa' });
    expect(firstError(profileBodySchema, { postalCode: '1'.repeat(21) })).toBe('validation.too_long');
  });
  test('classic zod composes the mini schemas (the API extends the bodies)', async () => {
    const { z: classic } = await import('zod');
    const body = classic.object({ ...profileBodySchema.shape, identity: classic.number().optional() });
    expect(body.safeParse({ phone: '12', identity: 1 }).error?.issues[0]?.message).toBe('validation.phone_invalid');
    expect(body.parse({ city: ' Haifa ', identity: 1 })).toEqual({ city: 'Haifa', identity: 1 });
  });
});
