import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDeviceId, isAuthenticatedAtom, portalStore, tokenAtom, userAtom } from '@portal/shared';
import { decodeLimitData } from '../../common/limit-data.ts';
import { apiError, captureAnalytics, content, fakeApi, renderAuth, resetSession, signInAnswer, tenant } from '../../testing/harness.tsx';

beforeEach(() => resetSession());

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^E-mail/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByTestId('login-submit'));
  return user;
}

describe('login form', () => {
  test('fields carry autocomplete for password managers and the password can be shown', async () => {
    renderAuth('/auth/login/');
    const email = screen.getByLabelText(/^E-mail/);
    const password = screen.getByLabelText(/^Password/);
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(email).toHaveAttribute('type', 'email');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  test('pasting into the password field is allowed', async () => {
    renderAuth('/auth/login/');
    const password = screen.getByLabelText(/^Password/);
    const user = userEvent.setup();
    await user.click(password);
    await user.paste('pasted secret');
    expect(password).toHaveValue('pasted secret');
  });

  test('translated validation; nothing is sent; the first invalid field gets focus', async () => {
    const api = fakeApi(() => content({}));
    renderAuth('/auth/login/');
    await fillAndSubmit('', '');
    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-mail/), 'ann@');
    expect(screen.getByText('Enter an e-mail address like name@example.com.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('sign-in (api/README.md and docs/product.md)', () => {
  test('POST /api/user/login, stores the session, tracks login and returns to ?redirect=', async () => {
    const api = fakeApi(() => content(signInAnswer()));
    const analytics = captureAnalytics();
    const view = renderAuth('/auth/login/?redirect=%2Faccount%2Fgeneral%2F%3Ftab%3D1');
    await fillAndSubmit(' ann@example.com ', 'correct horse');
    await waitFor(() => expect(view.location()).toBe('/account/general/?tab=1'));
    // Sign-in also fills the followed map (GET /api/follow/list_by_user, shared session).
    expect(api.calls.filter((c) => c.path !== '/api/follow/list_by_user')).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/api/user/login' });
    expect(api.calls[0]!.body).toEqual({
      username: 'ann@example.com',
      password: 'correct horse',
      device_id: getDeviceId(),
      device_name: navigator.userAgent,
      strategy: 'refresh',
    });
    expect(portalStore.get(isAuthenticatedAtom)).toBe(true);
    expect(portalStore.get(tokenAtom)).toBe('acc-1');
    expect(portalStore.get(userAtom)).toMatchObject({ id: '7', fullName: 'Ann Lee' });
    expect(await analytics.find('login')).toMatchObject({ userId: '7', params: { method: 'credentials' } });
  });

  test.each([
    ['https://evil.example/phish', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    // issue 26 item 4: the kit's safeTarget bypass list, at the sign-in call site
    ['/%2F%2Fevil.example', '/'],
    ['/%5cevil.example', '/'],
    ['/\\/evil.example', '/'],
    ['//evil.example@localhost/', '/'],
    ['HtTpS://evil.example/', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    ['/live/', '/live/'],
  ])('?redirect=%s goes to %s (no open redirect)', async (redirect, expected) => {
    fakeApi(() => content(signInAnswer()));
    const view = renderAuth(`/auth/login/?redirect=${encodeURIComponent(redirect)}`);
    await fillAndSubmit('ann@example.com', 'correct horse');
    await waitFor(() => expect(view.location()).toBe(expected));
  });

  test('failure: translated error and login_failed with code and message', async () => {
    fakeApi(() => apiError('invalid_credentials', 'The e-mail or password is incorrect', 401));
    const analytics = captureAnalytics();
    const view = renderAuth('/auth/login/');
    await fillAndSubmit('ann@example.com', 'wrong password');
    expect(await screen.findByTestId('login-error')).toHaveTextContent('The e-mail or password is incorrect.');
    expect(view.location()).toBe('/auth/login/');
    expect(portalStore.get(isAuthenticatedAtom)).toBe(false);
    expect(await analytics.find('login_failed')).toMatchObject({ params: { code: 'invalid_credentials', message: 'The e-mail or password is incorrect' } });
  });

  test("an unknown error code shows the server's message", async () => {
    fakeApi(() => apiError('something_new', 'Brand new server message', 400));
    renderAuth('/auth/login/');
    await fillAndSubmit('ann@example.com', 'whatever1');
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Brand new server message');
  });

  test('device limit: to /auth/login/limit/ with data {token, provider credentials, username, password}', async () => {
    fakeApi(() =>
      content(
        signInAnswer({
          device_error: { messageErrorCode: 'device_limit_exceeded', message: 'Device Limit Exceeded' },
          tokenData: { access_token: 'pending-at', expires_in: 900, refresh_token: 'r' },
        }),
      ),
    );
    const analytics = captureAnalytics();
    const view = renderAuth('/auth/login/?redirect=%2Flive%2F');
    const seen: string[] = [];
    view.router.subscribe((state) => seen.push(state.location.pathname + state.location.search));
    await fillAndSubmit('ann@example.com', 'p@ss w0rd&=');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/auth/login/limit/'));
    expect(portalStore.get(isAuthenticatedAtom)).toBe(false);
    const handedOver = new URL(
      seen.find((l) => l.includes('data='))!,
      'http://x',
    );
    expect(handedOver.pathname).toBe('/auth/login/limit/');
    expect(decodeLimitData(handedOver.searchParams.get('data'))).toEqual({
      token: 'pending-at',
      provider: 'credentials',
      username: 'ann@example.com',
      password: 'p@ss w0rd&=',
    });
    expect(handedOver.searchParams.get('redirect')).toBe('/live/');
    expect(await analytics.find('login_failed')).toMatchObject({ params: { code: 'device_limit_exceeded' } });
  });

  test('explains ?sessionExpired=true and ?deviceNoLongerAllowedError=true in plain words', () => {
    const a = renderAuth('/auth/login/?sessionExpired=true');
    expect(within(screen.getByTestId('notice-session_expired')).getByText('Your session has ended')).toBeInTheDocument();
    a.unmount();
    renderAuth('/auth/login/?deviceNoLongerAllowedError=true');
    expect(screen.getByTestId('notice-device_not_allowed')).toHaveTextContent('This device is no longer allowed on your account');
  });

  test("SSO buttons for each provider the tenant enables, with the provider's mark", () => {
    renderAuth('/auth/login/');
    const buttons = within(screen.getByRole('list', { name: 'Sign in with another account' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Continue with Facebook', 'Continue with Google', 'Continue with Apple']);
    expect(buttons[1]!.querySelector('[data-mark="google"]')).not.toBeNull();
  });

  test('a signed-in user is sent on at once', async () => {
    fakeApi(() => content(signInAnswer()));
    const { applySignIn } = await import('@portal/shared');
    applySignIn({ ...signInAnswer(), track: false });
    const view = renderAuth('/auth/login/?redirect=%2Flive%2F');
    await waitFor(() => expect(view.location()).toBe('/live/'));
  });

  test('no SSO section when the tenant enables none', () => {
    renderAuth('/auth/login/', {
      config: tenant({
        sso: {},
        app_config: { ...tenant().app_config, enable_auth_via_facebook: false, enable_auth_via_google: false, enable_auth_via_apple: false },
      }),
    });
    expect(screen.queryByRole('list', { name: 'Sign in with another account' })).toBeNull();
  });
});
