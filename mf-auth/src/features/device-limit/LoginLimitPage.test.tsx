import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isAuthenticatedAtom, portalStore, tokenAtom } from '@portal/shared';
import { completeSignIn } from '../../common/sign-in.ts';
import { limitPagePath } from '../../common/limit-data.ts';
import { content, fakeApi, json, renderAuth, resetSession, signInAnswer, type Call } from '../../testing/harness.tsx';

// As the API sends them: type, browser and OS read from the user agent on the server.
const devices = [
  {
    id: 11,
    deviceId: 'dev-tv',
    deviceName: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    deviceType: 'desktop',
    browser: 'Chrome',
    osName: 'Windows',
    osVersion: '10',
    addedAt: '2024-03-01T10:00:00Z',
    updatedAt: '2024-05-01T10:00:00Z',
  },
  {
    id: 12,
    deviceId: 'dev-phone',
    deviceName: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1',
    deviceType: 'mobile',
    browser: 'Safari',
    osName: 'iOS',
    osVersion: '17.4',
    addedAt: '2024-04-01T10:00:00Z',
  },
];

const SECRET = 'Sup3r secret & pass';

function server(extra: (call: Call) => Response | null = () => null) {
  return fakeApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/api/user/check_current_device') return content({ enabled: false, devices });
    if (call.path === '/api/user/delete_device')
      return content({ success: true, devices: devices.filter((d) => d.deviceId !== (call.body as { deviceId: string }).deviceId) });
    if (call.path === '/api/user/logout') return content({ success: true });
    if (call.path === '/api/user/login') return content(signInAnswer({ tokenData: { access_token: 'fresh-at', expires_in: 900, refresh_token: 'fresh-rt' } }));
    return json({ messageErrorCode: 'not_found', message: call.path }, 404);
  });
}

beforeEach(() => resetSession());

describe('device-limit page (docs/product.md)', () => {
  test('reads data once and removes it from the address bar and history at once; never logs it', async () => {
    const logs = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => jest.spyOn(console, m));
    server();
    const view = renderAuth(limitPagePath({ token: 'pending-at', provider: 'credentials', username: 'ann@example.com', password: SECRET }, '/live/'));
    await waitFor(() => expect(view.router.state.location.search).toBe('?redirect=%2Flive%2F'));
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(await screen.findAllByTestId('limit-device')).toHaveLength(2);
    // Back does not bring it back: the entry was replaced.
    await act(() => view.router.navigate(-1));
    expect(view.router.state.location.search).not.toContain('data=');
    for (const spy of logs) {
      expect(JSON.stringify(spy.mock.calls)).not.toContain('Sup3r');
      spy.mockRestore();
    }
  });

  test("lists the account's devices with readable names and a labelled remove button", async () => {
    const api = server();
    renderAuth(limitPagePath({ token: 'pending-at', provider: 'credentials', username: 'a@b.co', password: SECRET }));
    const rows = await screen.findAllByTestId('limit-device');
    expect(rows[0]).toHaveTextContent('Chrome on Windows');
    expect(rows[1]).toHaveTextContent('Safari on iOS 17.4');
    expect(within(rows[0]!).getByRole('button', { name: 'Remove Chrome on Windows' })).toBeEnabled();
    const check = api.calls.find((c) => c.path === '/api/user/check_current_device')!;
    expect(check.headers['X-Authorization']).toBe('Bearer pending-at');
    expect(check.body).toMatchObject({ register_new: 'no_register' });
  });

  test('credentials: remove a device (delete_device {deviceId, token}), then sign in again and go on', async () => {
    const api = server();
    const view = renderAuth(limitPagePath({ token: 'pending-at', provider: 'credentials', username: 'ann@example.com', password: SECRET }, '/live/'));
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('limit-device');
    await user.click(within(rows[1]!).getByTestId('limit-remove'));
    await user.click(within(rows[1]!).getByTestId('limit-confirm-remove'));
    await waitFor(() => expect(view.location()).toBe('/live/'));
    const del = api.calls.find((c) => c.path === '/api/user/delete_device')!;
    expect(del.body).toEqual({ deviceId: 'dev-phone', token: 'pending-at' });
    const login = api.calls.find((c) => c.path === '/api/user/login')!;
    expect(login.body).toMatchObject({ username: 'ann@example.com', password: SECRET });
    // The pending session is ended on the server before the new sign-in.
    expect(api.calls.find((c) => c.path === '/api/user/logout')?.headers['X-Authorization']).toBe('Bearer pending-at');
    expect(portalStore.get(tokenAtom)).toBe('fresh-at');
  });

  test('social: the kept sign-in finishes once the device fits (check_current_device registers it)', async () => {
    let removed = false;
    const api = server((call) => {
      if (call.path === '/api/user/delete_device') removed = true;
      if (call.path === '/api/user/check_current_device' && removed) return content({ enabled: true, devices: devices.slice(0, 1) });
      return null;
    });
    // A social sign-in that hit the limit (kept in memory by mf-auth).
    expect(() =>
      completeSignIn(
        {
          ...signInAnswer({ tokenData: { access_token: 'social-pending', expires_in: 900, refresh_token: 'social-rt' } }),
          device_error: { message: 'Device Limit Exceeded' },
        },
        { provider: 'google', track: 'login' },
      ),
    ).toThrow('Device Limit Exceeded');
    const view = renderAuth(limitPagePath({ token: 'social-pending', provider: 'google' }));
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('limit-device');
    await user.click(within(rows[0]!).getByTestId('limit-remove'));
    await user.click(within(rows[0]!).getByTestId('limit-confirm-remove'));
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(portalStore.get(isAuthenticatedAtom)).toBe(true);
    expect(portalStore.get(tokenAtom)).toBe('social-pending');
    const checks = api.calls.filter((c) => c.path === '/api/user/check_current_device');
    expect(checks.at(-1)!.body).toMatchObject({ register_new: 'register' });
    expect(api.calls.some((c) => c.path === '/api/user/login')).toBe(false);
  });

  test('social without a kept sign-in (page reloaded): after removal, asks to sign in again', async () => {
    server();
    renderAuth(limitPagePath({ token: 'lost', provider: 'apple' }));
    const user = userEvent.setup();
    const rows = await screen.findAllByTestId('limit-device');
    await user.click(within(rows[0]!).getByTestId('limit-remove'));
    await user.click(within(rows[0]!).getByTestId('limit-confirm-remove'));
    expect(await screen.findByTestId('limit-restart')).toHaveTextContent('Sign in with Apple again');
  });

  test('missing or broken data shows a way back to sign-in', async () => {
    renderAuth('/auth/login/limit/?data=%7Bnope');
    expect(await screen.findByTestId('limit-invalid')).toBeInTheDocument();
  });

  test('cancel ends the pending session and goes back to sign-in', async () => {
    const api = server();
    const view = renderAuth(limitPagePath({ token: 'pending-at', provider: 'credentials', username: 'a@b.co', password: SECRET }));
    await screen.findAllByTestId('limit-device');
    await userEvent.setup().click(screen.getByTestId('limit-cancel'));
    await waitFor(() => expect(view.location()).toBe('/auth/login/'));
    expect(api.calls.find((c) => c.path === '/api/user/logout')?.headers['X-Authorization']).toBe('Bearer pending-at');
  });
});
