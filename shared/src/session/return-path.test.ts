import { sanitizeRedirect, withRedirect } from './return-path.ts';

const origin = 'https://portal.example';

describe('sanitizeRedirect (no open redirect)', () => {
  test.each([
    ['/account/general/', '/account/general/'],
    ['/events/42/?t=10#chat', '/events/42/?t=10#chat'],
    ['/following/league/', '/following/league/'],
    ['  /live/  ', '/live/'],
  ])('keeps same-origin path %p', (raw, expected) => {
    expect(sanitizeRedirect(raw, '/', origin)).toBe(expected);
  });

  test.each([
    null,
    undefined,
    '',
    'https://evil.example/',
    'http://portal.example.evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    'account/general',
    '/x\u0000y',
    '/x\ny',
    'data:text/html,hi',
  ])('rejects %p', (raw) => {
    expect(sanitizeRedirect(raw as string, '/', origin)).toBe('/');
  });

  test('never returns to the sign-in page itself or the SSO callback', () => {
    expect(sanitizeRedirect('/auth/login/?redirect=/x/', '/', origin)).toBe('/');
    expect(sanitizeRedirect('/auth/login', '/', origin)).toBe('/');
    expect(sanitizeRedirect('/auth/oauth2/callback/google/?code=1', '/', origin)).toBe('/');
  });

  test('withRedirect carries a safe redirect only', () => {
    expect(withRedirect('/auth/sign-up/', '/account/')).toBe('/auth/sign-up/?redirect=%2Faccount%2F');
    expect(withRedirect('/auth/sign-up/', 'https://evil.example/')).toBe('/auth/sign-up/');
    expect(withRedirect('/auth/sign-up/', '/')).toBe('/auth/sign-up/');
  });
});
