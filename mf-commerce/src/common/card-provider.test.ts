import { resultPath, safeRetryPath } from './card-provider.ts';

const origin = 'https://portal.example';

describe('payment return (issue 26 item 4: no open redirect)', () => {
  test.each([
    '//evil.example/?x',
    '/\\evil.example',
    '/\\/evil.example',
    '/%2F%2Fevil.example',
    '/%5cevil.example',
    '//evil.example@portal.example',
    'HtTpS://evil.example/',
    'https://portal.example@evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    'evil.example',
  ])('a retry target %p falls back to the plan page', (raw) => {
    expect(safeRetryPath(raw, '/auth/sign-up/subscription/', origin)).toBe('/auth/sign-up/subscription/');
  });

  test('a portal path is kept, and the result path carries it encoded', () => {
    expect(safeRetryPath('/payment/ppv/42/?from=event', '/', origin)).toBe('/payment/ppv/42/?from=event');
    expect(safeRetryPath(null, '/', origin)).toBe('/');
    expect(resultPath({ id: 7, status: 'failed' }, '/payment/ppv/42/')).toBe('/payment/failure/?payment=7&retry=%2Fpayment%2Fppv%2F42%2F');
  });
});
