// The shell's expired-session handling (docs/product.md): logout without revoking, then the login page.
import { applySignIn, clearSession, configureApi, isAuthenticatedAtom, portalStore, setCustomerConfig, api, type PublicTenantConfig } from '@portal/shared';
import { fakeFetch, json } from '@portal/shared/testing';
import { expireSession, sessionExpiredTarget } from './expire.ts';
import { setNavigate } from './navigation.ts';

const signInPayload = {
  profile: { id: 42, email: 'a@b.c', displayName: 'Ann', added: '2024-01-01T00:00:00Z' },
  tokenData: { access_token: 'tok', expires_in: 900, refresh_token: 'ref' },
};

function server() {
  const s = fakeFetch(() => json({ content: {} }));
  configureApi({ apiBase: 'https://api.test', fetch: s.fetch, locks: null, getCustomer: () => null, onSessionExpired: expireSession });
  return s;
}

beforeEach(() => {
  clearSession();
  localStorage.clear();
  setCustomerConfig(null);
});

describe('expired session', () => {
  test('expired session: logged out without revoking, sent to /auth/login/?sessionExpired=true', async () => {
    const s = server();
    const navigate = jest.fn();
    setNavigate(navigate);
    applySignIn(signInPayload);
    expireSession();
    await Promise.resolve();
    expect(navigate).toHaveBeenCalledWith('/auth/login/?sessionExpired=true', { replace: true });
    // Not revoked: no logout call (sign-in's own followed-list load may have run).
    expect(s.calls.some((c) => c.path === '/api/user/logout')).toBe(false);
    expect(portalStore.get(isAuthenticatedAtom)).toBe(false);
  });

  test('expired session goes to / when skip-login-for-ifa and the ifa flag are both on', () => {
    setCustomerConfig({ enable_skip_login_page_for_ifa_sso: true, enable_auth_via_ifa: true } as PublicTenantConfig);
    expect(sessionExpiredTarget()).toBe('/');
    setCustomerConfig({ enable_skip_login_page_for_ifa_sso: true, enable_auth_via_ifa: false } as PublicTenantConfig);
    expect(sessionExpiredTarget()).toBe('/auth/login/?sessionExpired=true');
  });

  test('a failed refresh through the default api expires the session', async () => {
    const s = fakeFetch((call) => (call.path === '/api/oauth2/token' ? json({ message: 'bad' }, 400) : json({}, 401)));
    configureApi({ apiBase: 'https://api.test', fetch: s.fetch, locks: null, getCustomer: () => null, onSessionExpired: expireSession });
    const navigate = jest.fn();
    setNavigate(navigate);
    applySignIn(signInPayload);
    await expect(api.get('/api/user/get_profile')).rejects.toMatchObject({ code: 'refresh_token_failed' });
    expect(navigate).toHaveBeenCalledWith('/auth/login/?sessionExpired=true', { replace: true });
    expect(s.calls.some((c) => c.path === '/api/user/logout')).toBe(false);
  });
});
