/**
 * @jest-environment node
 */
// Against a real socket.io server on 127.0.0.1 (port 0), path /ws.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { createRealtime, type Realtime } from './realtime.ts';
import { SOCKET_PATH } from './events.ts';

interface Seen {
  name: string;
  payload: Record<string, string>;
  token: string | undefined;
  transport: string;
}

let http: HttpServer;
let ioServer: Server;
let base: string;
let seen: Seen[];
let connections: ServerSocket[];
const clients: Realtime[] = [];

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

beforeEach(async () => {
  seen = [];
  connections = [];
  http = createServer();
  ioServer = new Server(http, { path: SOCKET_PATH, transports: ['websocket'] });
  ioServer.on('connection', (socket) => {
    connections.push(socket);
    const token = (socket.handshake.auth as { token?: string }).token;
    seen.push({ name: 'connect', payload: {}, token, transport: socket.conn.transport.name });
    for (const name of ['join-event-room', 'leave-event-room', 'join-user-room', 'leave-user-room']) {
      socket.on(name, (payload: Record<string, string>, ack: (r: { ok: boolean }) => void) => {
        seen.push({ name, payload, token, transport: socket.conn.transport.name });
        ack({ ok: true });
      });
    }
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await new Promise<void>((resolve) => ioServer.close(() => resolve()));
});

function client(token: string | null = null) {
  const state = { token };
  const rt = createRealtime({ socketBase: base, customer: 'arena', getToken: () => state.token });
  clients.push(rt);
  return { rt, state };
}

const names = () => seen.filter((s) => s.name !== 'connect').map((s) => `${s.name}:${JSON.stringify(s.payload)}`);

test('no socket_base: a warning and no socket', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const rt = createRealtime({ socketBase: '', customer: 'arena', getToken: () => null });
  expect(rt.available).toBe(false);
  expect(rt.socket).toBeNull();
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});

test('no room wanted, no socket: it opens for the first event room (an archived event has none)', async () => {
  const { rt } = client();
  rt.setEvent('e0', 'ARCHIVED');
  await new Promise((r) => setTimeout(r, 100));
  expect(rt.socket).toBeNull();
  expect(connections).toHaveLength(0);
  rt.setEvent('e1', 'LIVE');
  await until(() => seen.some((s) => s.name === 'join-event-room'));
  expect(names()).toEqual(['join-event-room:{"eventId":"e1"}']);
});

test('connects over websocket only at /ws with docs/product.md reconnection values; anonymous allowed', async () => {
  const { rt } = client();
  rt.setEvent('e1', 'LIVE');
  await until(() => !!rt.socket?.connected);
  expect(seen[0]).toMatchObject({ name: 'connect', token: undefined, transport: 'websocket' });
  const manager = rt.socket!.io;
  expect(manager.reconnectionDelay()).toBe(1000);
  expect(manager.reconnectionDelayMax()).toBe(5000);
  expect(manager.randomizationFactor()).toBe(0.5);
  expect(manager.timeout()).toBe(20000);
});

test('the event room is joined once when LIVE or UPCOMING and left (with customer) when eventId changes', async () => {
  const { rt } = client();
  rt.setEvent('e1', 'UPCOMING'); // opens the socket; joined on connect
  await until(() => seen.some((s) => s.name === 'join-event-room'));
  rt.setEvent('e1', 'LIVE'); // same event: no second join
  rt.setEvent('e2', 'ARCHIVED'); // leaves e1, no room for archived
  rt.setEvent('e3', 'LIVE');
  await rt.settled();
  expect(names()).toEqual(['join-event-room:{"eventId":"e1"}', 'leave-event-room:{"eventId":"e1","customer":"arena"}', 'join-event-room:{"eventId":"e3"}']);
});

test('signed in: the handshake carries the token and the user room is joined; left on logout', async () => {
  const { rt } = client('tok-1');
  rt.setUser('u1'); // before connect: joined on connect
  await until(() => seen.some((s) => s.name === 'join-user-room'));
  expect(seen.find((s) => s.name === 'join-user-room')).toMatchObject({ payload: { userId: 'u1' }, token: 'tok-1' });
  rt.setUser(null);
  await rt.settled();
  expect(names().at(-1)).toBe('leave-user-room:{"userId":"u1"}');
});

test('rooms are rejoined after a reconnect', async () => {
  const { rt } = client('tok');
  rt.setUser('u1');
  rt.setEvent('e1', 'LIVE');
  await until(() => seen.filter((s) => s.name.startsWith('join')).length === 2);
  connections[0]!.conn.close(); // transport drop: the client reconnects by itself
  await until(() => seen.filter((s) => s.name.startsWith('join')).length === 4, 5000);
  expect(seen.filter((s) => s.name === 'connect')).toHaveLength(2);
});

test('after a token refresh the socket reconnects with the new token', async () => {
  const { rt, state } = client('old');
  rt.setUser('u1');
  await until(() => seen.some((s) => s.name === 'join-user-room'));
  state.token = 'new';
  rt.reauthenticate();
  await until(() => seen.filter((s) => s.name === 'join-user-room').length === 2);
  expect(seen.filter((s) => s.name === 'connect').map((s) => s.token)).toEqual(['old', 'new']);
});

test('received events are delivered to typed handlers', async () => {
  const { rt } = client();
  const onUrl = jest.fn();
  rt.on('event-url-change', onUrl);
  rt.setEvent('e1', 'LIVE');
  await until(() => !!rt.socket?.connected && connections.length === 1);
  connections[0]!.emit('event-url-change', { eventId: 'e1', eventUrl: 'https://cdn/live.m3u8' });
  await until(() => onUrl.mock.calls.length === 1);
  expect(onUrl).toHaveBeenCalledWith({ eventId: 'e1', eventUrl: 'https://cdn/live.m3u8' });
});

test('followEvent holds more event rooms on the one socket (multiview), rejoins them on reconnect and leaves on the last release', async () => {
  const { rt } = client();
  const a = rt.followEvent('e1', 'LIVE'); // opens the socket; rooms are joined on connect
  const b = rt.followEvent('e2', 'LIVE');
  const a2 = rt.followEvent('e1', 'LIVE'); // a second holder: no second join
  const none = rt.followEvent('e3', 'ARCHIVED'); // no room for archived
  await until(() => seen.filter((s) => s.name === 'join-event-room').length === 2);
  await rt.settled();
  expect(names()).toEqual(['join-event-room:{"eventId":"e1"}', 'join-event-room:{"eventId":"e2"}']);
  connections[0]!.conn.close();
  await until(() => seen.filter((s) => s.name === 'join-event-room').length === 4, 5000);
  a();
  a(); // releasing twice counts once
  await rt.settled();
  expect(names().filter((n) => n.startsWith('leave'))).toEqual([]);
  a2();
  b();
  none();
  await rt.settled();
  expect(names().filter((n) => n.startsWith('leave'))).toEqual([
    'leave-event-room:{"eventId":"e1","customer":"arena"}',
    'leave-event-room:{"eventId":"e2","customer":"arena"}',
  ]);
  expect(seen.filter((s) => s.name === 'connect')).toHaveLength(2);
});

test('onRoomJoined is called for each accepted join of a held room, again after a reconnect, and stops when unsubscribed', async () => {
  const { rt } = client();
  const joined: string[] = [];
  const off = rt.onRoomJoined((id) => joined.push(id));
  rt.setEvent('e1', 'UPCOMING');
  await until(() => joined.length === 1);
  expect(joined).toEqual(['e1']);
  connections[0]!.conn.close(); // the client reconnects and rejoins: what was said meanwhile was missed
  await until(() => joined.length === 2, 5000);
  expect(joined).toEqual(['e1', 'e1']);
  off();
  const release = rt.followEvent('e2', 'LIVE');
  await rt.settled();
  expect(joined).toEqual(['e1', 'e1']);
  release();
});

test('onRoomJoined is not called for a refused join', async () => {
  ioServer.removeAllListeners('connection');
  ioServer.on('connection', (socket) => {
    connections.push(socket);
    socket.on('join-event-room', (_payload: unknown, ack: (r: { ok: boolean }) => void) => ack({ ok: false }));
  });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { rt } = client();
  const joined: string[] = [];
  rt.onRoomJoined((id) => joined.push(id));
  rt.setEvent('e1', 'LIVE');
  await until(() => warn.mock.calls.some((c) => String(c[0]).includes('was refused')));
  expect(joined).toEqual([]);
  warn.mockRestore();
});

test('a join refused as busy is asked again until the server has room; other refusals are final', async () => {
  ioServer.removeAllListeners('connection');
  const asked: string[] = [];
  ioServer.on('connection', (socket) => {
    connections.push(socket);
    socket.on('join-event-room', (payload: { eventId: string }, ack: (r: { ok: boolean; messageErrorCode?: string }) => void) => {
      asked.push(payload.eventId);
      const tries = asked.filter((id) => id === payload.eventId).length;
      if (payload.eventId === 'busy' && tries < 3) return ack({ ok: false, messageErrorCode: 'busy' });
      ack(payload.eventId === 'denied' ? { ok: false, messageErrorCode: 'forbidden' } : { ok: true });
    });
  });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const rt = createRealtime({ socketBase: base, customer: 'arena', getToken: () => null, busyRetryMs: 10 });
  clients.push(rt);
  const joined: string[] = [];
  rt.onRoomJoined((id) => joined.push(id));
  const releaseBusy = rt.followEvent('busy', 'LIVE');
  const releaseDenied = rt.followEvent('denied', 'LIVE');
  await until(() => joined.includes('busy') && warn.mock.calls.some((c) => String(c[0]).includes('was refused')));
  expect(asked.filter((id) => id === 'busy')).toHaveLength(3);
  expect(asked.filter((id) => id === 'denied')).toHaveLength(1);
  releaseBusy();
  releaseDenied();
  warn.mockRestore();
});

test('a busy join is not asked again once the page let the room go', async () => {
  ioServer.removeAllListeners('connection');
  const asked: string[] = [];
  let answer: (() => void) | null = null;
  ioServer.on('connection', (socket) => {
    connections.push(socket);
    socket.on('join-event-room', (payload: { eventId: string }, ack: (r: { ok: boolean; messageErrorCode?: string }) => void) => {
      asked.push(payload.eventId);
      answer = () => ack({ ok: false, messageErrorCode: 'busy' });
    });
    socket.on('leave-event-room', (_p: unknown, ack: (r: { ok: boolean }) => void) => ack({ ok: true }));
  });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const rt = createRealtime({ socketBase: base, customer: 'arena', getToken: () => null, busyRetryMs: 10 });
  clients.push(rt);
  const release = rt.followEvent('gone', 'LIVE');
  await until(() => answer !== null);
  release();
  answer!();
  // The answer is judged when it arrives: the room is no longer wanted, so it is final at once.
  await until(() => warn.mock.calls.some((c) => String(c[0]).includes('join-event-room was refused')));
  await rt.settled();
  expect(asked).toEqual(['gone']);
  warn.mockRestore();
});
