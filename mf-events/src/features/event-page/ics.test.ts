import { buildIcs, fold, icsFileName, icsText } from './ics.ts';

const base = {
  id: '42',
  title: 'Harbor City FC vs Rivertown; the final, part 2',
  start: '2026-12-05T18:30:00.000Z',
  sportType: 'basketball',
  url: 'https://arena.example/events/42/',
  host: 'arena.example',
  producer: 'Arena Sports',
};

/** The strict reading RFC 5545 asks for: CRLF lines, unfolded, NAME[;params]:value. */
function parse(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // no bare CR or LF
  const raw = text.slice(0, -2).split('\r\n');
  for (const l of raw) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
  const lines = raw.reduce<string[]>((acc, l) => (l.startsWith(' ') ? [...acc.slice(0, -1), acc[acc.length - 1] + l.slice(1)] : [...acc, l]), []);
  return lines.map((l) => {
    const i = l.indexOf(':');
    expect(i).toBeGreaterThan(0);
    return [l.slice(0, i), l.slice(i + 1)] as const;
  });
}

test('a VEVENT with UID, DTSTAMP, start, end by sport, escaped summary and the URL, in UTC', () => {
  const props = parse(buildIcs(base, Date.parse('2026-11-24T06:00:00Z')));
  expect(props.map(([k]) => k)).toEqual([
    'BEGIN',
    'VERSION',
    'PRODID',
    'CALSCALE',
    'METHOD',
    'BEGIN',
    'UID',
    'DTSTAMP',
    'DTSTART',
    'DTEND',
    'SUMMARY',
    'URL',
    'END',
    'END',
  ]);
  const get = (k: string) => props.find(([n]) => n === k)?.[1];
  expect(props[0]).toEqual(['BEGIN', 'VCALENDAR']);
  expect(props[5]).toEqual(['BEGIN', 'VEVENT']);
  expect(get('VERSION')).toBe('2.0');
  expect(get('UID')).toBe('event-42@arena.example');
  expect(get('DTSTAMP')).toBe('20261124T060000Z');
  expect(get('DTSTART')).toBe('20261205T183000Z');
  expect(get('DTEND')).toBe('20261205T210000Z'); // basketball: 2 h 30
  expect(get('SUMMARY')).toBe('Harbor City FC vs Rivertown\\; the final\\, part 2');
  expect(get('URL')).toBe('https://arena.example/events/42/');
});

test('football lasts 2 h, unknown sports 2 h, tennis 3 h', () => {
  const end = (sportType: string | null) => parse(buildIcs({ ...base, sportType })).find(([k]) => k === 'DTEND')![1];
  expect(end('football')).toBe('20261205T203000Z');
  expect(end(null)).toBe('20261205T203000Z');
  expect(end('tennis')).toBe('20261205T213000Z');
});

test('long and non-Latin lines fold at 75 octets without splitting a character, and unfold to the same text', () => {
  const title = 'מכבי חיפה נגד הפועל באר שבע, גמר הגביע — שידור חי מאצטדיון סמי עופר'.repeat(2);
  const text = buildIcs({ ...base, title });
  const summary = parse(text).find(([k]) => k === 'SUMMARY')![1];
  expect(summary).toBe(icsText(title));
  expect(fold('a'.repeat(75))).toBe('a'.repeat(75));
  expect(fold('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
});

test('no start, no file', () => {
  expect(() => buildIcs({ ...base, start: 'soon' })).toThrow();
});

test('file names keep letters of any script', () => {
  expect(icsFileName('Harbor City FC vs Rivertown')).toBe('Harbor-City-FC-vs-Rivertown.ics');
  expect(icsFileName('מכבי נגד הפועל')).toBe('מכבי-נגד-הפועל.ics');
  expect(icsFileName('***')).toBe('event.ics');
});
