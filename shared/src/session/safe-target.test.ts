import { safeSameOriginPath, safeTarget } from './safe-target.ts';

const origin = 'https://portal.example';

/** The usual open-redirect bypasses (api/src/http/safe-redirect.test.ts tries the same list on the server). */
const BYPASSES = [
  '//evil.example/?x',
  '//evil.example',
  '///evil.example/',
  '////evil.example/',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example/',
  '/%252F%252Fevil.example',
  '/%5cevil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '%2F%2Fevil.example',
  '//evil.example@portal.example/',
  '//portal.example@evil.example/',
  'https://portal.example@evil.example/',
  'https://evil.example/',
  'HtTpS://evil.example/',
  'HTTP://evil.example/',
  'https:evil.example',
  'https:/evil.example',
  'http://portal.example.evil.example/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,hi',
  'vbscript:msgbox(1)',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/\u0000/evil.example',
  '/\u3000/evil.example',
  '/\ufeff/evil.example',
  'evil.example',
  'evil.example/path',
  '',
];

describe('safeTarget (one same-origin test for every client redirect)', () => {
  test.each(BYPASSES)('refuses %p', (raw) => {
    expect(safeTarget(raw, origin)).toBeNull();
    expect(safeSameOriginPath(raw, origin, '/')).toBe('/');
  });

  test('the list is long enough to mean something', () => {
    expect(BYPASSES.length).toBeGreaterThanOrEqual(40);
  });

  test.each([
    ['/events/42/?t=10#chat', '/events/42/?t=10#chat'],
    ['/account/general/', '/account/general/'],
    ['/search/?q=a%20b', '/search/?q=a%20b'],
    ['/search/?q=a b', null],
    ['https://portal.example/live/', '/live/'],
    ['/a/../b/', '/b/'],
  ])('keeps the portal %p', (raw, expected) => {
    expect(safeTarget(raw, origin)).toBe(expected);
  });

  test('an allow-listed origin is followed as an absolute URL; the same host on another scheme or port is not', () => {
    const stores = ['https://apps.apple.com', 'https://play.google.com'];
    expect(safeTarget('https://apps.apple.com/app/id1', origin, stores)).toBe('https://apps.apple.com/app/id1');
    expect(safeTarget('http://apps.apple.com/app/id1', origin, stores)).toBeNull();
    expect(safeTarget('https://apps.apple.com:444/app', origin, stores)).toBeNull();
    expect(safeTarget('//apps.apple.com/app', origin, stores)).toBeNull();
    expect(safeTarget('https://evil@apps.apple.com/', origin, stores)).toBeNull();
    for (const raw of BYPASSES) expect(safeTarget(raw, origin, stores)).toBeNull();
  });

  test('non-strings and absurd lengths are refused', () => {
    expect(safeTarget(undefined, origin)).toBeNull();
    expect(safeTarget(42, origin)).toBeNull();
    expect(safeTarget(`/${'a'.repeat(3000)}`, origin)).toBeNull();
  });
});
