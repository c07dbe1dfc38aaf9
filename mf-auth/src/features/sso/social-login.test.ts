import { devicesAtom, isAuthenticatedAtom, portalStore, tokenAtom, userAtom } from '@portal/shared';
import { hasPendingSignIn } from '../../common/sign-in.ts';
import { captureAnalytics, content, apiError, fakeApi, resetSession, tenant } from '../../testing/harness.tsx';
import { enabledProviders } from '../../common/sso-providers.ts';
import { exchangeAndSignIn, getProviderTokens, socialSignIn } from './social-login.ts';

beforeEach(() => resetSession());

const tokenAnswer = (auth: Record<string, unknown> = {}) =>
  content({
    token: 'portal-at',
    access_token: 'portal-at',
    expires_in: 900,
    refresh_token: 'portal-rt',
    auth_data: { profile: { id: 9, email: 'zoe@example.com', displayName: 'Zoë' }, devices: [], device_error: null, isRegister: false, ...auth },
  });

describe('which providers a tenant offers', () => {
  test('flags and an sso block or client id decide; ifa needs its flag and block', () => {
    expect(enabledProviders(tenant())).toEqual(['facebook', 'google', 'apple']);
    const kadur = tenant({
      enable_auth_via_ifa: true,
      app_config: { ...tenant().app_config, enable_auth_via_facebook: false, enable_auth_via_apple: false },
      sso: { google: tenant().sso.google, ifa: { issuer: 'i', authorization_endpoint: 'a', token_endpoint: 't', client_id: 'kadur-ifa' } },
    });
    expect(enabledProviders(kadur)).toEqual(['google', 'ifa']);
    expect(enabledProviders(null)).toEqual([]);
    // Flag on, no sso block, no client id: not offered.
    expect(enabledProviders(tenant({ sso: {}, app_config: { ...tenant().app_config, app_id_facebook: '', app_client_id_for_google: '' } }))).toEqual(['apple']);
  });
});

describe('provider tokens', () => {
  test('an sso block runs the OpenID popup flow with the tenant endpoints', async () => {
    const oidcLogin = jest.fn().mockResolvedValue({ access_token: 'g' });
    await expect(getProviderTokens('google', tenant(), { oidcLogin })).resolves.toEqual({ access_token: 'g' });
    expect(oidcLogin).toHaveBeenCalledWith('google', tenant().sso.google, expect.objectContaining({ scope: 'openid email profile' }));
  });

  test('without an sso block the vendor SDK adapter runs (fakes of the SDK)', async () => {
    const FB = { init: jest.fn(), login: jest.fn((cb: (r: unknown) => void) => cb({ status: 'connected', authResponse: { accessToken: 'fb' } })) };
    const popup = { close: jest.fn() } as unknown as Window;
    await expect(getProviderTokens('facebook', tenant({ sso: {} }), { popup, sdk: { facebook: async () => FB } })).resolves.toEqual({ access_token: 'fb' });
    expect(FB.init).toHaveBeenCalledWith(expect.objectContaining({ appId: 'fb-app', version: 'v15.0' }));
    expect(popup.close).toHaveBeenCalled();
  });

  test('unsupported or disabled providers throw', async () => {
    await expect(getProviderTokens('myspace', tenant())).rejects.toThrow('Unsupported auth provider: myspace');
    await expect(getProviderTokens('ifa', tenant())).rejects.toThrow(/not enabled/);
  });
});

describe('token exchange and sign-in (api/README.md and docs/product.md)', () => {
  test('POST /api/oauth2/token, then signed in; isRegister false tracks login', async () => {
    const api = fakeApi(() => tokenAnswer());
    const analytics = captureAnalytics();
    const { user, isRegister } = await exchangeAndSignIn('google', { access_token: 'provider-at' }, tenant());
    expect(isRegister).toBe(false);
    expect(user).toMatchObject({ id: '9', fullName: 'Zoë' });
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/api/oauth2/token' });
    expect(api.calls[0]!.headers['X-Authorization']).toBeUndefined();
    expect(api.calls[0]!.body).toMatchObject({
      subject_issuer: 'google',
      subject_token: 'provider-at',
      strategy: 'refresh',
      device: { id: expect.any(String), app_version: 'test' },
    });
    expect(portalStore.get(isAuthenticatedAtom)).toBe(true);
    expect(portalStore.get(tokenAtom)).toBe('portal-at');
    expect(await analytics.find('login')).toMatchObject({ params: { method: 'google' }, userId: '9' });
    expect(await analytics.names()).not.toContain('sign_up_completed');
  });

  test('isRegister true tracks sign-up completed instead', async () => {
    fakeApi(() => tokenAnswer({ isRegister: true }));
    const analytics = captureAnalytics();
    await exchangeAndSignIn('apple', { id_token: 'it', full_name: ' Zoë ' }, tenant());
    expect(await analytics.names()).toEqual(['sign_up_completed']);
  });

  test('device limit: not signed in, devices stored, error carries token and provider', async () => {
    fakeApi(() =>
      tokenAnswer({
        device_error: { messageErrorCode: 'device_limit_exceeded', message: 'Device Limit Exceeded' },
        devices: [{ id: 1, deviceId: 'other', deviceName: 'Firefox' }],
      }),
    );
    const analytics = captureAnalytics();
    const error = await socialSignIn('google', tenant(), { oidcLogin: async () => ({ access_token: 'x' }) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'device_limit_exceeded', message: 'Device Limit Exceeded', data: { token: 'portal-at', provider: 'google' } });
    expect(portalStore.get(isAuthenticatedAtom)).toBe(false);
    expect(portalStore.get(userAtom)).toBeNull();
    expect(portalStore.get(devicesAtom)).toHaveLength(1);
    expect(hasPendingSignIn('portal-at')).toBe(true);
    expect(await analytics.find('login_failed')).toMatchObject({ params: { code: 'device_limit_exceeded' } });
  });

  test('a failed exchange tracks login_failed with code and message; a closed popup does not', async () => {
    fakeApi(() => apiError('invalid_subject_token', 'The google token was rejected', 401));
    const analytics = captureAnalytics();
    await expect(socialSignIn('google', tenant(), { oidcLogin: async () => ({ access_token: 'x' }) })).rejects.toMatchObject({ code: 'invalid_subject_token' });
    expect(await analytics.find('login_failed')).toMatchObject({ params: { code: 'invalid_subject_token', message: 'The google token was rejected' } });
    const { ApiError } = await import('@portal/shared');
    await expect(
      socialSignIn('google', tenant(), { oidcLogin: async () => Promise.reject(new ApiError('popup_closed', 'Popup was closed')) }),
    ).rejects.toMatchObject({ code: 'popup_closed' });
    expect((await analytics.names()).filter((n) => n === 'login_failed')).toHaveLength(1);
  });
});
