import { LOCALES } from '../contract/tenant.ts';
import { i18n, initI18n, isRtl, readLocaleCookie, registerNamespace, resolveLocale, setLocale } from './i18n.ts';

beforeAll(() => initI18n({ locale: 'en' }));

describe('i18n (docs/product.md)', () => {
  test('one instance with the 14 locales, default en', () => {
    expect(LOCALES).toHaveLength(14);
    expect(i18n.language).toBe('en');
    expect(i18n.t('errors.default')).toBe('An error occurred');
  });

  test('only Hebrew is right to left (Korean is rendered LTR, ADR 0003)', () => {
    expect(LOCALES.filter(isRtl)).toEqual(['he']);
    expect(isRtl('ko')).toBe(false);
  });

  test('setLocale sets the language, the cookie for 365 days, and the document lang and dir', async () => {
    const cookie = jest.spyOn(document, 'cookie', 'set');
    await setLocale('he');
    expect(i18n.t('errors.default')).toBe('אירעה שגיאה');
    expect(document.documentElement.lang).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
    expect(cookie).toHaveBeenCalledWith(expect.stringContaining('portal_locale=he; max-age=31536000'));
    expect(readLocaleCookie()).toBe('he');
    await setLocale('ko');
    expect(document.documentElement.dir).toBe('ltr');
    cookie.mockRestore();
    await setLocale('en');
  });

  test('a missing key falls back to English when English was loaded', async () => {
    await registerNamespace('demo', async (locale) => (locale === 'en' ? { only_en: 'English only' } : {}));
    await setLocale('de');
    expect(i18n.t('demo:only_en')).toBe('English only');
    await setLocale('en');
  });

  test('another locale loads only its own texts; English only for a namespace whose file failed', async () => {
    const asked: string[] = [];
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await setLocale('it');
    await registerNamespace('parity', async (locale) => {
      asked.push(`parity-${locale}`);
      return { title: `parity-${locale}` };
    });
    await registerNamespace('broken', async (locale) => {
      asked.push(`broken-${locale}`);
      if (locale === 'it') throw new Error('offline');
      return { title: `broken-${locale}` };
    });
    expect(asked.sort()).toEqual(['broken-en', 'broken-it', 'parity-it']);
    expect(i18n.t('parity:title')).toBe('parity-it');
    expect(i18n.t('broken:title')).toBe('broken-en');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('broken/it'), expect.any(Error));
    warn.mockRestore();
    await setLocale('en');
  });

  test('a remote namespace registered later is loaded for the current and later locales', async () => {
    await registerNamespace('events', async (locale) => ({ title: `events-${locale}` }));
    expect(i18n.t('events:title')).toBe('events-en');
    await setLocale('pl');
    expect(i18n.t('events:title')).toBe('events-pl');
    await setLocale('en');
  });

  test('locale tags resolve to a supported locale', () => {
    expect(resolveLocale('fr-ca')).toBe('fr-CA');
    expect(resolveLocale('uk')).toBe('uk-UA');
    expect(resolveLocale('he-IL')).toBe('he');
    expect(resolveLocale('xx')).toBe('en');
  });
});
