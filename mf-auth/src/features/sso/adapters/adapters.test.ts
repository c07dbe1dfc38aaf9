// The production SDK adapters against fakes of the SDK objects.
import { appleLogin, type AppleAuth } from './apple.ts';
import { externalProviderLogin } from './external.ts';
import { facebookLogin, FACEBOOK_SDK_VERSION, type FacebookLoginResponse, type FacebookSdk } from './facebook.ts';
import { googleLogin, type GoogleOAuth2, type GoogleTokenClientConfig } from './google.ts';
import { webcrypto } from 'node:crypto';
import { waitFor } from '@testing-library/react';
import { SSO_MESSAGE_TYPE } from '../messages.ts';
import { fakeHost, memoryStorage } from '../../../testing/popup-fakes.ts';

describe('Facebook JS SDK adapter', () => {
  const fakeFB = (response: FacebookLoginResponse) => {
    const sdk = { init: jest.fn(), login: jest.fn((cb: (r: FacebookLoginResponse) => void) => cb(response)) };
    return sdk as jest.Mocked<FacebookSdk> & typeof sdk;
  };

  test('initialises v15.0 once and asks for public_profile,email', async () => {
    const FB = fakeFB({ status: 'connected', authResponse: { accessToken: 'fb-at' } });
    await expect(facebookLogin(FB, 'app-1')).resolves.toEqual({ access_token: 'fb-at' });
    await facebookLogin(FB, 'app-1');
    expect(FACEBOOK_SDK_VERSION).toBe('v15.0');
    expect(FB.init).toHaveBeenCalledTimes(1);
    expect(FB.init).toHaveBeenCalledWith(expect.objectContaining({ appId: 'app-1', version: 'v15.0' }));
    expect(FB.login).toHaveBeenCalledWith(expect.any(Function), { scope: 'public_profile,email' });
  });

  test.each(['not_authorized', 'unknown'])("status %s is 'Facebook authentication failed'", async (status) => {
    await expect(facebookLogin(fakeFB({ status, authResponse: null }), 'app')).rejects.toThrow('Facebook authentication failed');
  });
});

describe('Google Identity Services adapter', () => {
  function fakeGoogle(act: (config: GoogleTokenClientConfig) => void) {
    const requestAccessToken = jest.fn();
    let config: GoogleTokenClientConfig | null = null;
    const oauth2: GoogleOAuth2 = {
      initTokenClient: jest.fn((c: GoogleTokenClientConfig) => {
        config = c;
        return { requestAccessToken: () => (requestAccessToken(), act(config!)) };
      }),
    };
    return { oauth2, requestAccessToken, config: () => config! };
  }

  test("scope 'openid email profile'; the access token resolves", async () => {
    const g = fakeGoogle((c) => c.callback({ access_token: 'g-at' }));
    await expect(googleLogin(g.oauth2, 'client-1')).resolves.toEqual({ access_token: 'g-at' });
    expect(g.config()).toMatchObject({ client_id: 'client-1', scope: 'openid email profile' });
    expect(g.requestAccessToken).toHaveBeenCalled();
  });

  test('errors: the description surfaces; a closed popup is popup_closed', async () => {
    await expect(
      googleLogin(fakeGoogle((c) => c.callback({ error: 'access_denied', error_description: 'The user denied access' })).oauth2, 'c'),
    ).rejects.toMatchObject({
      message: 'The user denied access',
    });
    await expect(googleLogin(fakeGoogle((c) => c.error_callback!({ type: 'popup_closed' })).oauth2, 'c')).rejects.toMatchObject({
      code: 'popup_closed',
      message: 'Popup was closed',
    });
  });
});

describe('Sign in with Apple adapter', () => {
  const fakeApple = (signIn: () => Promise<unknown>) => ({ init: jest.fn(), signIn: jest.fn(signIn) }) as unknown as jest.Mocked<AppleAuth>;

  test("scope 'name email' in a popup; id token and full name returned", async () => {
    const auth = fakeApple(async () => ({ authorization: { id_token: 'apple-it' }, user: { name: { firstName: 'Zoë', lastName: 'Doe' } } }));
    await expect(appleLogin(auth, { clientId: 'svc', redirectURI: 'https://p/auth/oauth2/callback/apple/', state: 's', nonce: 'n' })).resolves.toEqual({
      id_token: 'apple-it',
      full_name: 'Zoë Doe',
    });
    expect(auth.init).toHaveBeenCalledWith({
      clientId: 'svc',
      scope: 'name email',
      redirectURI: 'https://p/auth/oauth2/callback/apple/',
      state: 's',
      nonce: 'n',
      usePopup: true,
    });
  });

  test('without a name (not the first authorisation) the name is empty', async () => {
    const auth = fakeApple(async () => ({ authorization: { id_token: 'it' } }));
    await expect(appleLogin(auth, { clientId: 'c', redirectURI: 'r' })).resolves.toEqual({ id_token: 'it', full_name: '' });
  });

  test("Apple's error is passed through unchanged", async () => {
    const appleError = { error: 'popup_closed_by_user' };
    await expect(
      appleLogin(
        fakeApple(() => Promise.reject(appleError)),
        { clientId: 'c', redirectURI: 'r' },
      ),
    ).rejects.toBe(appleError);
  });
});

describe('external provider (ifa) adapter', () => {
  test("an OpenID code + PKCE popup returning to /auth/oauth2/callback/ifa/, scope 'profile' among its scopes", async () => {
    const fake = fakeHost('https://kadur.example');
    const endpoints = { issuer: 'i', authorization_endpoint: 'https://ifa.example/authorize', token_endpoint: 't', client_id: 'kadur-ifa' };
    const digest = (data: Uint8Array) => webcrypto.subtle.digest('SHA-256', data);
    const run = externalProviderLogin(endpoints, { host: fake.host as never, storage: memoryStorage(), digest });
    await waitFor(() => expect(fake.popup.location.replace).toHaveBeenCalled());
    const url = new URL(fake.popup.location.replace.mock.calls[0]![0] as string);
    expect(url.searchParams.get('redirect_uri')).toBe('https://kadur.example/auth/oauth2/callback/ifa/');
    expect(url.searchParams.get('scope')!.split(' ')).toContain('profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    fake.post({ type: SSO_MESSAGE_TYPE, state: url.searchParams.get('state'), provider: 'ifa', ok: true, tokens: { access_token: 'ifa-at' } });
    await expect(run).resolves.toEqual({ access_token: 'ifa-at' });
  });
});
