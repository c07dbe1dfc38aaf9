import { webcrypto } from 'node:crypto';
import { waitFor } from '@testing-library/react';
import { ApiError } from '@portal/shared';
import { PENDING_PREFIX, SSO_MESSAGE_TYPE } from './messages.ts';
import { callbackUri, oidcPopupLogin, openPopup, popupFeatures, POPUP_CLOSE_GRACE_MS, POPUP_POLL_MS, waitForPopupResult } from './oidc-popup.ts';
import { fakeHost, memoryStorage } from '../../testing/popup-fakes.ts';

const digest = (data: Uint8Array) => webcrypto.subtle.digest('SHA-256', data);
const endpoints = {
  issuer: 'https://idp.test',
  authorization_endpoint: 'https://idp.test/auth',
  token_endpoint: 'https://idp.test/token',
  client_id: 'arena-google',
};

async function start(origin = 'http://localhost') {
  const fake = fakeHost(origin);
  const storage = memoryStorage();
  const promise = oidcPopupLogin('google', endpoints, { host: fake.host as never, storage, digest, scope: 'openid email profile' });
  // Let PKCE finish and the popup navigate.
  await waitFor(() => expect(fake.popup.location.replace).toHaveBeenCalledTimes(1));
  const url = new URL(fake.popup.location.replace.mock.calls[0]![0] as string);
  return { ...fake, storage, promise, url, state: url.searchParams.get('state')! };
}

const success = (state: string, tokens: Record<string, string> = { access_token: 'provider-at' }) => ({
  type: SSO_MESSAGE_TYPE,
  state,
  provider: 'google',
  ok: true,
  tokens,
});

afterEach(() => jest.useRealTimers());

describe('SSO popup (docs/product.md)', () => {
  test('the popup is at least 512x730, centred', () => {
    const features = popupFeatures({ screenX: 0, screenY: 0, outerWidth: 1512, outerHeight: 930 } as never);
    const w = Number(/width=(\d+)/.exec(features)![1]);
    const h = Number(/height=(\d+)/.exec(features)![1]);
    expect(w).toBeGreaterThanOrEqual(512);
    expect(h).toBeGreaterThanOrEqual(730);
    expect(features).toContain('left=500');
    expect(features).toContain('top=100');
  });

  test('opens blank first (synchronously, in the click) and reports a blocked popup', () => {
    const fake = fakeHost();
    openPopup(fake.host as never);
    expect(fake.open).toHaveBeenCalledWith('about:blank', 'portal-sso', expect.stringContaining('width=512'));
    fake.open.mockReturnValueOnce(null);
    expect(() => openPopup(fake.host as never)).toThrow(expect.objectContaining({ code: 'popup_blocked' }));
  });

  test('navigates to the authorization endpoint with code + PKCE S256, state, nonce and the callback URI', async () => {
    const { url, storage, state, post, promise } = await start('http://localhost:8080');
    expect(url.origin + url.pathname).toBe('https://idp.test/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'arena-google',
      redirect_uri: 'http://localhost:8080/auth/oauth2/callback/google/',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const pending = JSON.parse(storage.getItem(PENDING_PREFIX + state)!);
    expect(pending).toMatchObject({
      provider: 'google',
      state,
      redirectUri: 'http://localhost:8080/auth/oauth2/callback/google/',
      tokenEndpoint: 'https://idp.test/token',
      clientId: 'arena-google',
    });
    expect(pending.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    post(success(state));
    await expect(promise).resolves.toEqual({ access_token: 'provider-at' });
    expect(callbackUri('https://p.example', 'ifa')).toBe('https://p.example/auth/oauth2/callback/ifa/');
  });

  test('a success message from the popup resolves, closes the popup and stops listening', async () => {
    const { post, promise, popup, state, listeners, storage } = await start();
    post(success(state, { id_token: 'h.p.s', access_token: 'at' }));
    await expect(promise).resolves.toEqual({ id_token: 'h.p.s', access_token: 'at' });
    expect(popup.close).toHaveBeenCalled();
    expect(listeners.size).toBe(0);
    expect(storage.getItem(PENDING_PREFIX + state)).toBeNull();
  });

  test('messages from another origin, another window or for another state are ignored', async () => {
    const { post, promise, state } = await start();
    const settled = jest.fn();
    void promise.then(settled, settled);
    post(success(state), { origin: 'https://evil.example' });
    post(success(state), { source: {} });
    post(success(state), { source: null });
    post(success('someone-elses-state'));
    post({ type: 'other', state });
    post('junk');
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).not.toHaveBeenCalled();
    post(success(state));
    await expect(promise).resolves.toEqual({ access_token: 'provider-at' });
  });

  test('closing the popup rejects with popup_closed "Popup was closed" once it stays closed past the grace time', async () => {
    const { promise, popup, storage, state, listeners } = await start();
    jest.useFakeTimers();
    let settled = false;
    const outcome = promise.catch((e: unknown) => e).finally(() => (settled = true));
    popup.closed = true;
    jest.advanceTimersByTime(POPUP_POLL_MS);
    await Promise.resolve();
    expect(settled).toBe(false); // a result may still be on its way
    jest.advanceTimersByTime(POPUP_CLOSE_GRACE_MS);
    jest.useRealTimers();
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'popup_closed', message: 'Popup was closed' });
    expect(listeners.size).toBe(0);
    expect(storage.getItem(PENDING_PREFIX + state)).toBeNull();
  });

  test('a result posted just before the popup closed itself still signs in', async () => {
    const { promise, popup, post, state } = await start();
    jest.useFakeTimers();
    popup.closed = true;
    jest.advanceTimersByTime(POPUP_POLL_MS);
    jest.useRealTimers();
    post(success(state));
    await expect(promise).resolves.toEqual({ access_token: 'provider-at' });
  });

  test("an error message rejects with the provider's description, else login_failed", async () => {
    const a = await start();
    a.post({ type: SSO_MESSAGE_TYPE, state: a.state, provider: 'google', ok: false, error: 'invalid_grant', error_description: 'grant request is invalid' });
    await expect(a.promise).rejects.toMatchObject({ code: 'sso_provider_error', message: 'grant request is invalid' });
    const b = await start();
    b.post({ type: SSO_MESSAGE_TYPE, state: b.state, provider: 'google', ok: false, error: 'access_denied' });
    await expect(b.promise).rejects.toMatchObject({ code: 'login_failed', message: 'Login Failed' });
  });

  test('waitForPopupResult polls every 500 ms', () => {
    jest.useFakeTimers();
    const fake = fakeHost();
    const spy = jest.spyOn(fake.host, 'setInterval');
    void waitForPopupResult(fake.popup as never, 's', { host: fake.host as never }).catch(() => {});
    expect(spy).toHaveBeenCalledWith(expect.any(Function), 500);
    fake.popup.closed = true;
    jest.advanceTimersByTime(500);
  });
});
