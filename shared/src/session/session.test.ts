import { configureApi } from '../http/api.ts';
import { setCustomerConfig } from '../config/customer.ts';
import { analytics, setAnalytics } from '../telemetry/analytics.ts';
import { fakeFetch, json } from '../testing/fake-fetch.ts';
import { applySignIn, clearSession, logout } from './actions.ts';
import {
  creditCardAtom,
  creditCardTokenAtom,
  devicesAtom,
  followedAtom,
  isAuthenticatedAtom,
  selectedAtom,
  tokenAtom,
  userAtom,
  userTokenDataAtom,
} from './atoms.ts';
import { DEVICE_ID_KEY, deviceName, getDeviceId } from './device-id.ts';
import { applyStorageEvent } from './persist.ts';
import { portalStore } from './store.ts';

const signInPayload = {
  profile: { id: 42, email: 'a@b.c', displayName: 'Ann', added: '2024-01-01T00:00:00Z' },
  tokenData: { access_token: 'tok', expires_in: 900, refresh_token: 'ref' },
  devices: [{ id: 1, device_id: 'x', device_name: 'Mozilla/5.0 (iPhone)' }],
};

function server() {
  const s = fakeFetch(() => json({ content: {} }));
  configureApi({ apiBase: 'https://api.test', fetch: s.fetch, locks: null, getCustomer: () => null });
  return s;
}

beforeEach(() => {
  clearSession();
  localStorage.clear();
  setCustomerConfig(null);
});

describe('session state (api/README.md and docs/product.md)', () => {
  test('authenticated means a token exists and a user is set', () => {
    expect(portalStore.get(isAuthenticatedAtom)).toBe(false);
    portalStore.set(tokenAtom, 't');
    expect(portalStore.get(isAuthenticatedAtom)).toBe(false);
    applySignIn(signInPayload);
    expect(portalStore.get(isAuthenticatedAtom)).toBe(true);
  });

  test('sign-in stores user, token data and devices', () => {
    const user = applySignIn(signInPayload);
    expect(user).toMatchObject({ id: '42', fullName: 'Ann' });
    expect(portalStore.get(tokenAtom)).toBe('tok');
    expect(portalStore.get(userTokenDataAtom)).toMatchObject({ token: 'tok', tokenExpirationTime: 900, refreshToken: 'ref' });
    expect(portalStore.get(devicesAtom)).toHaveLength(1);
  });

  test('only user, token, userTokenData, followed and devices are persisted (prefix portal:)', () => {
    applySignIn(signInPayload);
    portalStore.set(followedAtom, { t1: { id: '1', type: 'team', reference_id: 't1', identitiesId: [] } });
    portalStore.set(selectedAtom, { v1: true });
    portalStore.set(creditCardAtom, { last4: '4242' });
    portalStore.set(creditCardTokenAtom, 'cc');
    const keys = Object.keys(localStorage).filter((k) => k !== DEVICE_ID_KEY).sort();
    expect(keys).toEqual(['portal:devices', 'portal:followed', 'portal:token', 'portal:user', 'portal:userTokenData']);
  });

  test("another tab's write reaches this tab through the storage event", () => {
    localStorage.setItem('portal:token', JSON.stringify('from-other-tab'));
    applyStorageEvent({ key: 'portal:token', newValue: JSON.stringify('from-other-tab'), storageArea: localStorage });
    expect(portalStore.get(tokenAtom)).toBe('from-other-tab');
    applyStorageEvent({ key: 'portal:token', newValue: null, storageArea: localStorage });
    expect(portalStore.get(tokenAtom)).toBeNull();
  });

  test('a real storage event on window is applied', () => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'portal:user', newValue: JSON.stringify({ id: 'u9' }), storageArea: localStorage }));
    expect(portalStore.get(userAtom)).toEqual({ id: 'u9' });
  });

  test('logout revokes the token (POST /api/user/logout) and clears everything listed', async () => {
    const s = server();
    const reset = jest.spyOn(analytics, 'reset');
    applySignIn(signInPayload);
    portalStore.set(selectedAtom, { v: true });
    portalStore.set(creditCardAtom, { last4: '1' });
    portalStore.set(creditCardTokenAtom, 'c');
    portalStore.set(followedAtom, { a: { id: '1', type: 'team', reference_id: 'a', identitiesId: [] } });
    await logout();
    // Sign-in also loads the followed map (follow.test.ts); logout itself makes one call.
    const afterSignIn = s.calls.filter((c) => c.path !== '/api/follow/list_by_user');
    expect(afterSignIn.map((c) => [c.method, c.path, c.headers['X-Authorization']])).toEqual([['POST', '/api/user/logout', 'Bearer tok']]);
    for (const a of [tokenAtom, userTokenDataAtom, userAtom, creditCardAtom, creditCardTokenAtom]) expect(portalStore.get(a as never)).toBeNull();
    expect(portalStore.get(selectedAtom)).toEqual({});
    expect(portalStore.get(followedAtom)).toEqual({});
    expect(portalStore.get(devicesAtom)).toEqual([]);
    expect(reset).toHaveBeenCalled();
    reset.mockRestore();
    setAnalytics(null);
  });

  test('logout({ revoke: false }) does not call the server', async () => {
    const s = server();
    applySignIn(signInPayload);
    const atSignIn = s.calls.length;
    await logout({ revoke: false });
    expect(s.calls).toHaveLength(atSignIn);
    expect(portalStore.get(isAuthenticatedAtom)).toBe(false);
  });
});

describe('device id', () => {
  test('a generated id kept in localStorage, stable across calls; the user agent is the name', () => {
    const id = getDeviceId();
    expect(id).toMatch(/[0-9a-f-]{16,}/);
    expect(localStorage.getItem('portal:device-id')).toBe(id);
    expect(getDeviceId()).toBe(id);
    expect(deviceName()).toBe(navigator.userAgent);
  });

  test('devices are marked current by the stored device id', () => {
    const id = getDeviceId();
    applySignIn({ ...signInPayload, devices: [{ id: 1, device_id: id, device_name: 'ua' }, { id: 2, device_id: 'other' }] });
    expect(portalStore.get(devicesAtom).map((d) => d.isCurrent)).toEqual([true, false]);
  });
});
