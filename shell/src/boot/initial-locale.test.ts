import { initialLocale, LOCALE_COOKIE } from './initial-locale.ts';
import type { PublicTenantConfig } from '@portal/shared';

const tenant = (default_locale: string) => ({ default_locale }) as PublicTenantConfig;

afterEach(() => {
  document.cookie = `${LOCALE_COOKIE}=; max-age=0; path=/`;
});

test('the saved choice wins, then the tenant default', () => {
  expect(initialLocale(tenant('he'), 'he')).toBe('he');
  document.cookie = `${LOCALE_COOKIE}=de; path=/`;
  expect(initialLocale(tenant('he'), 'he')).toBe('de');
});

test('before the configuration is read, the language the server wrote into <html lang> (not English)', () => {
  // A Hebrew page must not turn left-to-right for the first steps of start-up (ADR 0038).
  expect(initialLocale(null, 'he')).toBe('he');
  expect(initialLocale(null, '__HTML_LANG__')).toBe('en');
  expect(initialLocale(null, '')).toBe('en');
});
