import { ApiError, errorText } from './errors.ts';

const t = (dict: Record<string, string>) => (key: string, options?: Record<string, unknown>) =>
  dict[key] ?? (options && 'defaultValue' in options ? String(options.defaultValue) : key);

describe('errorText (api/README.md)', () => {
  test('uses the translation at errors.{code} when present', () => {
    expect(errorText(new ApiError('device_limit_exceeded', 'server text'), t({ 'errors.device_limit_exceeded': 'Device Limit Exceeded' }))).toBe(
      'Device Limit Exceeded',
    );
  });

  test('falls back to the server message', () => {
    expect(errorText(new ApiError('odd_code', 'Something specific'), t({}))).toBe('Something specific');
  });

  test("falls back to 'An error occurred' (errors.default)", () => {
    expect(errorText(new ApiError('odd_code', ''), t({ 'errors.default': 'Ein Fehler ist aufgetreten' }))).toBe('Ein Fehler ist aufgetreten');
    expect(errorText(null, t({}))).toBe('An error occurred');
  });
});
