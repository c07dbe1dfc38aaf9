import { decodeLimitData, encodeLimitData, limitPagePath } from './limit-data.ts';

describe('device-limit data (docs/product.md)', () => {
  test('credentials carry username and password; social providers only token and provider', () => {
    const c = JSON.parse(decodeURIComponent(encodeLimitData({ token: 't', provider: 'credentials', username: 'a@b.c', password: 'p w&?' })));
    expect(c).toEqual({ token: 't', provider: 'credentials', username: 'a@b.c', password: 'p w&?' });
    const s = JSON.parse(decodeURIComponent(encodeLimitData({ token: 't', provider: 'google', username: 'x', password: 'y' })));
    expect(s).toEqual({ token: 't', provider: 'google' });
  });

  test('round trip through a real URL', () => {
    const path = limitPagePath({ token: 'tok', provider: 'credentials', username: 'ann@x.io', password: 'a&b=c%d#e' }, '/account/');
    const url = new URL(path, 'https://p.example');
    expect(url.pathname).toBe('/auth/login/limit/');
    expect(url.searchParams.get('redirect')).toBe('/account/');
    expect(decodeLimitData(url.searchParams.get('data'))).toEqual({ token: 'tok', provider: 'credentials', username: 'ann@x.io', password: 'a&b=c%d#e' });
  });

  test('accepts a value that is still percent-encoded', () => {
    expect(decodeLimitData(encodeLimitData({ token: 'tok', provider: 'apple' }))).toEqual({ token: 'tok', provider: 'apple' });
  });

  test.each([null, '', 'nope', '{}', '{"token":"t","provider":"myspace"}', '{"token":"","provider":"google"}', '[1]'])('rejects %p', (raw) => {
    expect(decodeLimitData(raw)).toBeNull();
  });
});
