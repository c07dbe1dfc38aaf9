// The socket follows the session: user room on login, leave on logout, reconnect on a
// new token, and a removed-device message for this browser signs it out.
import type { io } from 'socket.io-client';
import { applySignIn, clearSession, getDeviceId, isAuthenticatedAtom, portalStore, setTokenData, type PublicTenantConfig } from '@portal/shared';
import { setNavigate } from './navigation.ts';
import { startRealtime, stopRealtime } from './realtime-link.ts';
import { setUpI18n } from '../test-utils.tsx';

function fakeSocket() {
  const listeners = new Map<string, Set<(...a: unknown[]) => void>>();
  const log: string[] = [];
  const socket = {
    connected: true,
    on(name: string, fn: (...a: unknown[]) => void) {
      (listeners.get(name) ?? listeners.set(name, new Set()).get(name)!).add(fn);
      return socket;
    },
    off(name: string, fn: (...a: unknown[]) => void) {
      listeners.get(name)?.delete(fn);
      return socket;
    },
    removeAllListeners: () => listeners.clear(),
    timeout: () => ({
      emitWithAck: async (name: string, payload: unknown) => {
        log.push(`${name}:${JSON.stringify(payload)}`);
        return { ok: true };
      },
    }),
    disconnect: () => log.push('disconnect'),
    connect: () => {
      log.push('connect');
      listeners.get('connect')?.forEach((fn) => fn());
    },
    serverEmit: (name: string, payload: unknown) => listeners.get(name)?.forEach((fn) => fn(payload)),
  };
  return { socket, log };
}

const config = { name_short: 'arena', app_config: { socket_base: 'http://ws.test' } } as PublicTenantConfig;
const signIn = () => applySignIn({ profile: { id: 'u1' }, tokenData: { access_token: 't1', expires_in: 900, refresh_token: 'r' }, track: false });

beforeEach(() => {
  clearSession();
  localStorage.clear();
});
afterEach(() => stopRealtime());

test('login joins the user room; logout leaves it and reconnects anonymously', async () => {
  const { socket, log } = fakeSocket();
  startRealtime(config, { connect: (() => socket) as unknown as typeof io });
  signIn();
  await Promise.resolve();
  expect(log).toContain('join-user-room:{"userId":"u1"}');
  log.length = 0;
  clearSession();
  await new Promise((r) => setTimeout(r, 0));
  expect(log[0]).toBe('leave-user-room:{"userId":"u1"}');
  expect(log).toContain('disconnect');
});

test('a refreshed token makes the socket reconnect', async () => {
  signIn();
  const { socket, log } = fakeSocket();
  startRealtime(config, { connect: (() => socket) as unknown as typeof io });
  log.length = 0;
  setTokenData({ token: 't2', tokenExpirationTime: 900, tokenUpdateTime: 0, refreshToken: 'r2' });
  await new Promise((r) => setTimeout(r, 0));
  expect(log.slice(0, 2)).toEqual(['disconnect', 'connect']);
  expect(log).toContain('join-user-room:{"userId":"u1"}');
});

test('remove-user-device for this browser logs out and goes to login with deviceNoLongerAllowedError', async () => {
  signIn();
  const navigate = jest.fn();
  setNavigate(navigate);
  const { socket } = fakeSocket();
  startRealtime(config, { connect: (() => socket) as unknown as typeof io });
  socket.serverEmit('remove-user-device', { deviceId: 'someone-else' });
  await new Promise((r) => setTimeout(r, 0));
  expect(portalStore.get(isAuthenticatedAtom)).toBe(true);
  socket.serverEmit('remove-user-device', { deviceId: getDeviceId() });
  await new Promise((r) => setTimeout(r, 0));
  expect(portalStore.get(isAuthenticatedAtom)).toBe(false);
  expect(navigate).toHaveBeenCalledWith('/auth/login/?deviceNoLongerAllowedError=true', { replace: true });
});

test("'event-reminder' in the user room shows a toast with a link to the event (issue 15 item 3)", async () => {
  await setUpI18n();
  const { toastsAtom } = await import('@portal/shared');
  portalStore.set(toastsAtom, []);
  const { socket } = fakeSocket();
  startRealtime(config, { connect: (() => socket) as unknown as typeof io });
  signIn();
  await Promise.resolve();
  socket.serverEmit('event-reminder', { eventId: 42, title: 'Harbor City v Rivertown' });
  const [entry] = portalStore.get(toastsAtom);
  expect(entry).toMatchObject({ kind: 'success', link: { href: '/events/42/' }, duration: 10_000 });
  expect(entry!.message).toContain('Harbor City v Rivertown');
  stopRealtime();
  socket.serverEmit('event-reminder', { eventId: 43, title: 'Later' });
  expect(portalStore.get(toastsAtom)).toHaveLength(1);
});
