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
import { readStored } from './persist.ts';
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
    const keys = Object.keys(localStorage)
      .filter((k) => k !== DEVICE_ID_KEY)
      .sort();
    expect(keys).toEqual(['portal:devices', 'portal:followed', 'portal:token', 'portal:user', 'portal:userTokenData']);
  });

  test("another tab's write reaches this tab through the storage event", () => {
    const otherTab = (key: string, newValue: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
    otherTab('portal:token', JSON.stringify('from-other-tab'));
    expect(portalStore.get(tokenAtom)).toBe('from-other-tab');
    otherTab('portal:token', null);
    expect(portalStore.get(tokenAtom)).toBeNull();
  });

  test('a real storage event on window is applied', () => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'portal:user', newValue: JSON.stringify({ id: 'u9' }), storageArea: localStorage }));
    expect(portalStore.get(userAtom)).toEqual({ id: 'u9' });
  });

  test('localStorage.clear() in another tab resets every persisted atom to its initial value', () => {
    applySignIn(signInPayload);
    portalStore.set(followedAtom, { t1: { id: '1', type: 'team', reference_id: 't1', identitiesId: [] } });
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null, storageArea: localStorage }));
    expect(portalStore.get(tokenAtom)).toBeNull();
    expect(portalStore.get(userAtom)).toBeNull();
    expect(portalStore.get(userTokenDataAtom)).toBeNull();
    expect(portalStore.get(followedAtom)).toEqual({});
    expect(portalStore.get(devicesAtom)).toEqual([]);
  });

  test("another storage area's events (sessionStorage) are ignored", () => {
    portalStore.set(tokenAtom, 'mine');
    window.dispatchEvent(new StorageEvent('storage', { key: 'portal:token', newValue: JSON.stringify('theirs'), storageArea: sessionStorage }));
    expect(portalStore.get(tokenAtom)).toBe('mine');
  });

  test('values are stored as JSON under portal:<key>, and null as no key at all (the format before jotai)', () => {
    applySignIn(signInPayload);
    expect(JSON.parse(localStorage.getItem('portal:token')!)).toBe('tok');
    expect(readStored('token', null)).toBe('tok');
    portalStore.set(tokenAtom, null);
    expect(localStorage.getItem('portal:token')).toBeNull();
    localStorage.setItem('portal:user', 'not json');
    expect(readStored('user', 'fallback')).toBe('fallback');
  });

  test('without storage (blocked or absent) the atoms still work in memory', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      portalStore.set(tokenAtom, 'in-memory');
      expect(portalStore.get(tokenAtom)).toBe('in-memory');
      expect(readStored('token', 'none')).toBe('none');
    } finally {
      Object.defineProperty(window, 'localStorage', descriptor);
    }
  });

  test('a full storage keeps the value in memory', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      portalStore.set(tokenAtom, 'kept');
      expect(portalStore.get(tokenAtom)).toBe('kept');
    } finally {
      setItem.mockRestore();
    }
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
    applySignIn({
      ...signInPayload,
      devices: [
        { id: 1, device_id: id, device_name: 'ua' },
        { id: 2, device_id: 'other' },
      ],
    });
    expect(portalStore.get(devicesAtom).map((d) => d.isCurrent)).toEqual([true, false]);
  });
});
