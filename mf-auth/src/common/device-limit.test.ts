import { applySignIn, isAuthenticatedAtom, portalStore } from '@portal/shared';
import { content, fakeApi, resetSession, signInAnswer, tenant } from '../testing/harness.tsx';
import { decodeLimitData } from './limit-data.ts';
import { routeAfterDeviceLimit } from './device-limit.ts';

beforeEach(() => resetSession());

describe('after a device-limit answer (docs/product.md)', () => {
  test('social sign-in with the new flow: pending session revoked, logged out, to ?deviceNoLongerAllowedError=true', async () => {
    applySignIn({ ...signInAnswer(), track: false });
    const api = fakeApi(() => content({ success: true }));
    const navigate = jest.fn();
    await routeAfterDeviceLimit({ token: 'pending', provider: 'google' }, { config: tenant({ enable_device_limit_new_flow: true }), navigate });
    expect(navigate).toHaveBeenCalledWith('/auth/login/?deviceNoLongerAllowedError=true', { replace: true });
    expect(portalStore.get(isAuthenticatedAtom)).toBe(false);
    expect(api.calls.map((c) => [c.path, c.headers['X-Authorization']])).toEqual([['/api/user/logout', 'Bearer pending']]);
  });

  test('social sign-in without the new flow: the limit page with token and provider only', async () => {
    const navigate = jest.fn();
    await routeAfterDeviceLimit({ token: 'pending', provider: 'apple' }, { config: tenant(), navigate, redirect: '/live/' });
    const url = new URL(navigate.mock.calls[0]![0] as string, 'http://x');
    expect(url.pathname).toBe('/auth/login/limit/');
    expect(decodeLimitData(url.searchParams.get('data'))).toEqual({ token: 'pending', provider: 'apple' });
  });

  test('credentials always go to the limit page, even with the new flow', async () => {
    const navigate = jest.fn();
    await routeAfterDeviceLimit(
      { token: 'p', provider: 'credentials' },
      { config: tenant({ enable_device_limit_new_flow: true }), navigate, credentials: { username: 'a@b.co', password: 'pw' } },
    );
    expect(decodeLimitData(new URL(navigate.mock.calls[0]![0] as string, 'http://x').searchParams.get('data'))).toEqual({
      token: 'p',
      provider: 'credentials',
      username: 'a@b.co',
      password: 'pw',
    });
  });
});
