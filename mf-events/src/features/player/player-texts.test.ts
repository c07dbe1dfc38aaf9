// Every word of Vidstack's default layout, the player's name and the time line's value are
// translated in all 14 locales (issue 27 item 7: "AirPlay Disconnected", "Video Player - …",
// "12 sec out of 12 sec" were English in Hebrew). The words come from Vidstack's own type, so a
// word a Vidstack update adds fails here until it is translated.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@portal/shared';
import { parseSpokenTime, spokenDuration, translateSeekText } from './seek-text.ts';

const types = readFileSync(require.resolve('@vidstack/react/types/vidstack-instances.d.ts'), 'utf8');
const words = [...(/type DefaultLayoutWord = ([^;]+);/.exec(types)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]!);
const events = (locale: string) =>
  JSON.parse(readFileSync(join(__dirname, `../../i18n/locales/${locale}/events.json`), 'utf8')) as {
    player: Record<string, unknown> & { ui: Record<string, string> };
  };

test('Vidstack’s word list was found', () => {
  expect(words).toEqual(expect.arrayContaining(['Play', 'AirPlay', 'Google Cast', 'Connected', 'Connecting', 'Disconnected', 'Seek']));
});

test.each(LOCALES)('%s: every word of the player’s layout, its name and its time line value', (locale) => {
  const { player } = events(locale);
  expect(words.filter((w) => typeof player.ui[w] !== 'string' || !player.ui[w])).toEqual([]);
  expect(player.label).toEqual(expect.stringContaining('{{title}}'));
  expect(player.liveLabel).toEqual(expect.stringContaining('{{title}}'));
  expect(player.seekValue).toEqual(expect.stringMatching(/\{\{time\}\}.*\{\{duration\}\}|\{\{duration\}\}.*\{\{time\}\}/));
});

test('Hebrew: the words the walk found in English are Hebrew', () => {
  const { player } = events('he');
  for (const w of ['Disconnected', 'Connected', 'Connecting', 'Continue']) expect(player.ui[w]).toMatch(/[\u0590-\u05ff]/);
  expect(player.label).toMatch(/[\u0590-\u05ff]/);
  expect(player.liveLabel).toMatch(/[\u0590-\u05ff]/);
});

test('Vidstack’s spoken times parse; anything else does not', () => {
  expect(parseSpokenTime('12 sec')).toBe(12);
  expect(parseSpokenTime('1 min 5 sec')).toBe(65);
  expect(parseSpokenTime('2 hour 0 sec')).toBe(7200);
  expect(parseSpokenTime('1 hour 2 min 3 sec')).toBe(3723);
  expect(parseSpokenTime('12 שניות')).toBeNull();
  expect(parseSpokenTime('')).toBeNull();
});

test('the time line’s value in the page’s language; a value already translated is left alone', () => {
  const texts = { of: (time: string, duration: string) => `${time} מתוך ${duration}`, live: 'שידור חי' };
  const he = translateSeekText('12 sec out of 1 min 30 sec', 'he', texts);
  expect(he).toBe(`${spokenDuration(12, 'he')} מתוך ${spokenDuration(90, 'he')}`);
  expect(he).not.toMatch(/sec|min|out of/);
  expect(spokenDuration(12, 'he')).toMatch(/12/);
  expect(translateSeekText('live', 'he', texts)).toBe('שידור חי');
  expect(translateSeekText(he!, 'he', texts)).toBeNull();
  expect(spokenDuration(0, 'en')).toMatch(/0/);
  expect(spokenDuration(3723, 'en')).toMatch(/1 hour.*2 minutes.*3 seconds/);
});
