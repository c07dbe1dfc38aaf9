import { screen, waitFor } from '@testing-library/react';
import { isAuthenticatedAtom, portalStore } from '@portal/shared';
import { savePending, SSO_MESSAGE_TYPE, type PendingAuthorization } from './messages.ts';
import { content, fakeApi, renderAuth, resetSession } from '../../testing/harness.tsx';

const pending = (over: Partial<PendingAuthorization> = {}): PendingAuthorization => ({
  provider: 'google',
  state: 'st-9',
  nonce: 'n',
  codeVerifier: 'ver',
  redirectUri: 'http://localhost/auth/oauth2/callback/google/',
  tokenEndpoint: 'https://idp.test/token',
  clientId: 'arena-google',
  createdAt: Date.now(),
  ...over,
});

let fetchSpy: jest.SpyInstance;
const opener = { closed: false, postMessage: jest.fn() };
const realClose = window.close;

beforeEach(() => {
  resetSession();
  opener.postMessage.mockReset();
  fetchSpy = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify({ access_token: 'provider-at', token_type: 'Bearer' })));
  window.close = jest.fn();
});
afterEach(() => {
  fetchSpy.mockRestore();
  window.close = realClose;
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
});

describe('OAuth callback page (in the popup)', () => {
  test('exchanges the code, posts the tokens to the opener at our own origin, closes, and scrubs the URL', async () => {
    Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
    savePending(pending());
    const view = renderAuth('/auth/oauth2/callback/google/?code=c-1&state=st-9');
    await waitFor(() => expect(opener.postMessage).toHaveBeenCalled());
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: SSO_MESSAGE_TYPE, state: 'st-9', provider: 'google', ok: true, tokens: { access_token: 'provider-at' } },
      window.location.origin,
    );
    expect(window.close).toHaveBeenCalled();
    expect(fetchSpy.mock.calls[0]![0]).toBe('https://idp.test/token');
    expect(view.router.state.location.search).toBe('');
  });

  test('an error is posted to the opener with its description', async () => {
    Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
    savePending(pending());
    renderAuth('/auth/oauth2/callback/google/?error=access_denied&error_description=User+said+no&state=st-9');
    await waitFor(() => expect(opener.postMessage).toHaveBeenCalled());
    expect(opener.postMessage.mock.calls[0]![0]).toMatchObject({ ok: false, error: 'access_denied', error_description: 'User said no' });
  });

  test('redirect mode (no opener, e.g. the external provider): signs in here and goes on', async () => {
    savePending(pending({ provider: 'ifa', state: 'st-r', mode: 'redirect', returnTo: '/live/', redirectUri: 'http://localhost/auth/oauth2/callback/ifa/' }));
    const api = fakeApi(() =>
      content({ token: 'portal-at', expires_in: 900, refresh_token: 'rt', auth_data: { profile: { id: 3, email: 'x@y.z' }, devices: [], isRegister: false } }),
    );
    const view = renderAuth('/auth/oauth2/callback/ifa/?code=c&state=st-r');
    await waitFor(() => expect(view.location()).toBe('/live/'));
    expect(api.calls[0]!.body).toMatchObject({ subject_issuer: 'ifa', subject_token: 'provider-at' });
    expect(portalStore.get(isAuthenticatedAtom)).toBe(true);
  });

  test.each(['//evil.example/', '/\\evil.example/', '/%2F%2Fevil.example/', 'HtTpS://evil.example/', '/\t/evil.example/', 'javascript:alert(1)'])(
    'redirect mode: a stored return address %p off the portal lands on the home page (SSO return, issue 26 item 4)',
    async (returnTo) => {
      savePending(pending({ provider: 'ifa', state: 'st-x', mode: 'redirect', returnTo, redirectUri: 'http://localhost/auth/oauth2/callback/ifa/' }));
      fakeApi(() =>
        content({
          token: 'portal-at',
          expires_in: 900,
          refresh_token: 'rt',
          auth_data: { profile: { id: 3, email: 'x@y.z' }, devices: [], isRegister: false },
        }),
      );
      const view = renderAuth('/auth/oauth2/callback/ifa/?code=c&state=st-x');
      await waitFor(() => expect(portalStore.get(isAuthenticatedAtom)).toBe(true));
      await waitFor(() => expect(view.location()).toBe('/'));
    },
  );

  test('without an opener and without a matching sign-in attempt, explains the failure', async () => {
    renderAuth('/auth/oauth2/callback/google/?code=c&state=unknown');
    expect(await screen.findByTestId('callback-error')).toHaveTextContent('This sign-in attempt expired or was already used');
  });
});
