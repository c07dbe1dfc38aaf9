import { readStreamPrefs, saveStreamPref } from './stream-prefs.ts';

beforeEach(() => localStorage.clear());

test('a choice is kept for the tenant it was made on, and only there', () => {
  saveStreamPref('arena', { captions: 'en' });
  saveStreamPref('arena', { audio: { lang: 'he' } });
  saveStreamPref('kadur', { audio: { name: 'Stadium only' } });
  expect(readStreamPrefs('arena')).toEqual({ captions: 'en', audio: { lang: 'he' } });
  expect(readStreamPrefs('kadur')).toEqual({ audio: { name: 'Stadium only' } });
  expect(readStreamPrefs('other')).toEqual({});
});

test('captions off is a choice too; a later choice replaces the earlier one', () => {
  saveStreamPref('arena', { captions: 'he' });
  saveStreamPref('arena', { captions: 'off' });
  expect(readStreamPrefs('arena').captions).toBe('off');
});

test('a damaged or foreign entry reads as no choice', () => {
  localStorage.setItem('portal-player-tracks:arena', '{not json');
  expect(readStreamPrefs('arena')).toEqual({});
  localStorage.setItem('portal-player-tracks:arena', JSON.stringify({ captions: 3, audio: { lang: 1 } }));
  expect(readStreamPrefs('arena')).toEqual({});
  localStorage.setItem('portal-player-tracks:arena', JSON.stringify({ audio: 'he' }));
  expect(readStreamPrefs('arena')).toEqual({});
});
