import { isRtlLanguage, languageName } from './track-labels.ts';

test('a track’s language named in the viewer’s language', () => {
  expect(languageName('he', 'en')).toBe('Hebrew');
  expect(languageName('en', 'he')).toBe('אנגלית');
  expect(languageName('he', 'de')).toBe('Hebräisch');
  // capitalised as a menu item where the locale writes it lower case
  expect(languageName('en', 'it')).toBe('Inglese');
  expect(languageName('en', 'fr')).toBe('Anglais');
});

test('a tag the browser cannot use is shown as it is', () => {
  expect(languageName('not a tag!', 'en')).toBe('not a tag!');
});

test('right-to-left languages, with or without a region', () => {
  expect(isRtlLanguage('he')).toBe(true);
  expect(isRtlLanguage('he-IL')).toBe(true);
  expect(isRtlLanguage('AR')).toBe(true);
  expect(isRtlLanguage('en')).toBe(false);
  expect(isRtlLanguage('ko')).toBe(false);
  expect(isRtlLanguage('')).toBe(false);
  expect(isRtlLanguage(undefined)).toBe(false);
});
