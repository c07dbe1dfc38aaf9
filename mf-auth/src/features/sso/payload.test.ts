import { buildSocialPayload, oauth2TokenBody, TOKEN_EXCHANGE_GRANT } from './payload.ts';

const device = { id: 'dev-1', name: 'UA', os_name: 'Linux', os_version: '', app_version: '1.0.0' };

describe('social sign-in payloads (api/README.md)', () => {
  test.each(['google', 'facebook', 'ifa'] as const)('%s sends its access token', (provider) => {
    expect(buildSocialPayload(provider, { access_token: 'at', id_token: 'it' })).toEqual({
      provider_name: provider,
      token_type: 'access_token',
      access_token: 'at',
    });
  });

  test('apple sends the id token and the full name', () => {
    expect(buildSocialPayload('apple', { id_token: 'it', access_token: 'at', full_name: ' Zoë Doe ' })).toEqual({
      provider_name: 'apple',
      token_type: 'id_token',
      id_token: 'it',
      full_name: ' Zoë Doe ',
    });
  });

  test('unsupported providers throw', () => {
    expect(() => buildSocialPayload('myspace', { access_token: 'x' })).toThrow('Unsupported auth provider: myspace');
  });

  test('a missing token is a login failure', () => {
    expect(() => buildSocialPayload('google', { id_token: 'x' })).toThrow(expect.objectContaining({ code: 'login_failed' }));
    expect(() => buildSocialPayload('apple', { access_token: 'x' })).toThrow(expect.objectContaining({ code: 'login_failed' }));
  });

  test('POST /api/oauth2/token body: token exchange with device and strategy refresh', () => {
    expect(oauth2TokenBody(buildSocialPayload('google', { access_token: 'at' }), device)).toEqual({
      grant_type: TOKEN_EXCHANGE_GRANT,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      subject_issuer: 'google',
      requested_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      subject_token: 'at',
      device,
      strategy: 'refresh',
    });
  });

  test('apple: id token type, full name trimmed and sent as profile.display_name', () => {
    const body = oauth2TokenBody(buildSocialPayload('apple', { id_token: 'it', full_name: '  Zoë   Doe  ' }), device);
    expect(body).toMatchObject({
      subject_token_type: 'urn:ietf:params:oauth:token-type:id_token',
      subject_issuer: 'apple',
      subject_token: 'it',
      profile: { display_name: 'Zoë   Doe' },
    });
    expect(oauth2TokenBody(buildSocialPayload('apple', { id_token: 'it', full_name: '   ' }), device)).not.toHaveProperty('profile');
  });
});
