import {
  PASSWORD_MAX,
  validate,
  validateCurrentPassword,
  validateDateOfBirth,
  validateDisplayName,
  validateEmail,
  validateNewPassword,
  validatePhone,
} from './validation.ts';

describe('e-mail', () => {
  test.each(['ann@example.com', ' ann.lee+tv@sub.example.co.uk ', 'זאב@דוגמה.ישראל'])('accepts %p', (v) => expect(validateEmail(v)).toBeNull());
  test.each([
    ['', 'validation.email_required'],
    ['   ', 'validation.email_required'],
    ['ann', 'validation.email_invalid'],
    ['ann@', 'validation.email_invalid'],
    ['ann@example', 'validation.email_invalid'],
    ['an n@example.com', 'validation.email_invalid'],
    ['a@b@example.com', 'validation.email_invalid'],
    [`${'a'.repeat(250)}@x.io`, 'validation.email_too_long'],
  ])('rejects %p', (v, key) => expect(validateEmail(v)).toBe(key));
});

describe('passwords (8 to 128 characters)', () => {
  test('new password bounds', () => {
    expect(validateNewPassword('')).toBe('validation.password_required');
    expect(validateNewPassword('        ')).toBe('validation.password_blank');
    expect(validateNewPassword('1234567')).toBe('validation.password_too_short');
    expect(validateNewPassword('12345678')).toBeNull();
    expect(validateNewPassword('x'.repeat(PASSWORD_MAX))).toBeNull();
    expect(validateNewPassword('x'.repeat(PASSWORD_MAX + 1))).toBe('validation.password_too_long');
  });
  test('counts code points, so emoji passphrases are measured fairly', () => {
    expect(validateNewPassword('⚽⚽⚽⚽⚽⚽⚽⚽')).toBeNull();
    expect(validateNewPassword('⚽⚽⚽⚽⚽⚽⚽')).toBe('validation.password_too_short');
  });
  test('sign-in only needs a password, up to the maximum', () => {
    expect(validateCurrentPassword('')).toBe('validation.password_required');
    expect(validateCurrentPassword('short')).toBeNull();
    expect(validateCurrentPassword('x'.repeat(PASSWORD_MAX + 1))).toBe('validation.password_too_long');
  });
});

describe('profile fields', () => {
  test('display name', () => {
    expect(validateDisplayName(' ')).toBe('validation.name_required');
    expect(validateDisplayName('Ann')).toBeNull();
    expect(validateDisplayName('a'.repeat(121))).toBe('validation.too_long');
  });
  test('phone', () => {
    expect(validatePhone('')).toBeNull();
    expect(validatePhone('+972 (3) 555-1234')).toBeNull();
    expect(validatePhone('12')).toBe('validation.phone_invalid');
    expect(validatePhone('call me')).toBe('validation.phone_invalid');
  });
  test('date of birth', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    expect(validateDateOfBirth('', now)).toBeNull();
    expect(validateDateOfBirth('1990-02-28', now)).toBeNull();
    expect(validateDateOfBirth('1990-02-30', now)).toBe('validation.date_invalid');
    expect(validateDateOfBirth('30/02/1990', now)).toBe('validation.date_invalid');
    expect(validateDateOfBirth('2030-01-01', now)).toBe('validation.date_in_future');
    expect(validateDateOfBirth('1850-01-01', now)).toBe('validation.date_invalid');
  });
  test('validate returns only failing fields', () => {
    expect(validate({ a: () => null, b: () => 'validation.x' as const })).toEqual({ b: 'validation.x' });
  });
});
