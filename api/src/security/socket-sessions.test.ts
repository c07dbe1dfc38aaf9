// Security issue 26 item 6: sockets per client address are capped (counted from the handshake),
// a socket follows a bounded number of event rooms, and a session's sockets are disconnected when
// it ends: sign-out, password change (the other sessions), device removal, a sign-in taking the
// device over. (The flood test with HTTP latency: soak/socket-flood.test.ts.)
import { after, afterEach, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { io as ioClient, type Socket } from 'socket.io-client';
import { call, login, register, suitePortal } from '../testing/harness.ts';
import { SOCKET_LIMITS } from '../realtime/guards.ts';

const open: Socket[] = [];
const closeAll = () => open.splice(0).forEach((s) => s.close());

function connect(base: string, opts: { token?: string; from?: string } = {}): Promise<Socket> {
  const s = ioClient(base, {
    path: '/ws',
    transports: ['websocket'],
    reconnection: false,
    auth: opts.token ? { token: opts.token } : {},
    ...(opts.from ? { localAddress: opts.from } : {}),
  } as Parameters<typeof ioClient>[1]);
  open.push(s);
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', (err) => {
      s.close();
      reject(err);
    });
  });
}

/** The raw websocket handshake from `from`: 101 when accepted, else engine.io's status and reason. */
function rawHandshake(base: string, from: string): Promise<{ status: number; body: string }> {
  const url = new URL('/ws/?EIO=4&transport=websocket', base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      localAddress: from,
      headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 101, body: '' });
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const serverDisconnect = (s: Socket) => new Promise<string>((resolve) => s.once('disconnect', resolve));

describe('sockets per client address', () => {
  const MAX = 3;
  const suite = suitePortal({ socketMaxPerAddress: MAX });
  // Clients close before the portal does (its after hook).
  afterEach(closeAll);

  test('the cap counts open sockets per address: one more is refused with a clear error, others and freed slots are fine', async () => {
    const first = await Promise.all(Array.from({ length: MAX }, () => connect(suite.base, { from: '127.0.0.21' })));
    await assert.rejects(connect(suite.base, { from: '127.0.0.21' }));
    const refused = await rawHandshake(suite.base, '127.0.0.21');
    // engine.io refuses an upgrade with 400 and the reason as the body
    assert.equal(refused.status, 400);
    assert.match(refused.body, /too many connections from this address \(at most 3\)/);
    // Handshakes in parallel cannot slip past the count.
    const burst = await Promise.allSettled(Array.from({ length: 5 }, () => connect(suite.base, { from: '127.0.0.22' })));
    assert.equal(burst.filter((r) => r.status === 'fulfilled').length, MAX);
    // Another address is not affected.
    await connect(suite.base, { from: '127.0.0.23' });
    // Closing one frees its slot (once the server has seen the connection close).
    first[0]!.close();
    let reopened = false;
    for (let i = 0; i < 200 && !reopened; i++) reopened = (await rawHandshake(suite.base, '127.0.0.21')).status === 101;
    assert.ok(reopened, 'a slot came free after a socket closed');
  });
});

describe('room cap and session sockets', () => {
  const saved = SOCKET_LIMITS.maxEventRooms;
  before(() => {
    SOCKET_LIMITS.maxEventRooms = 2; // read when the portal starts
  });
  const suite = suitePortal({ rateLimitMax: 1_000_000 });
  afterEach(closeAll);
  after(() => {
    SOCKET_LIMITS.maxEventRooms = saved;
  });

  async function eventIds() {
    const entries = (await call(suite.base, '/api/event/list', { body: { size: 200 } })).body.content.entries as { id: number; commerceCoverage: string }[];
    const free = entries.filter((e) => e.commerceCoverage === 'commerce_free_media').map((e) => e.id);
    const members = entries.find((e) => e.commerceCoverage === 'commerce_members_media')?.id;
    assert.ok(free.length >= 3 && members, 'the seed has three free events and a members-only one');
    return { free, members: members! };
  }

  test('a socket follows at most maxEventRooms events; leaving one makes room, rejoining is free', async () => {
    const { free } = await eventIds();
    const s = await connect(suite.base);
    assert.deepEqual(await s.emitWithAck('join-event-room', { eventId: free[0] }), { ok: true });
    assert.deepEqual(await s.emitWithAck('join-event-room', { eventId: free[1] }), { ok: true });
    assert.deepEqual(await s.emitWithAck('join-event-room', { eventId: free[1] }), { ok: true }, 'already in it');
    const third = await s.emitWithAck('join-event-room', { eventId: free[2] });
    assert.equal(third.ok, false);
    assert.equal(third.messageErrorCode, 'too_many_rooms');
    assert.deepEqual(await s.emitWithAck('leave-event-room', { eventId: free[0] }), { ok: true });
    assert.deepEqual(await s.emitWithAck('join-event-room', { eventId: free[2] }), { ok: true });
  });

  async function signedInSocket(token: string, userId: number, members: number) {
    const s = await connect(suite.base, { token });
    assert.deepEqual(await s.emitWithAck('join-user-room', { userId }), { ok: true });
    assert.deepEqual(await s.emitWithAck('join-event-room', { eventId: members }), { ok: true });
    return s;
  }
  const stillServes = async (s: Socket, members: number) => assert.deepEqual(await s.emitWithAck('join-event-room', { eventId: members }), { ok: true });

  test('sign-out disconnects the session’s sockets; the old token then joins nothing private', async () => {
    const { members } = await eventIds();
    const u = await register(suite.base, { deviceId: 'sock-out-1' });
    const other = await login(suite.base, u.email, u.password, 'sock-out-2');
    const userId = Number(u.profile.id);
    const a = await signedInSocket(u.token, userId, members);
    const a2 = await signedInSocket(u.token, userId, members);
    const b = await signedInSocket(other.body.content.tokenData.access_token, userId, members);
    const cut = [serverDisconnect(a), serverDisconnect(a2)];
    assert.equal((await call(suite.base, '/api/user/logout', { token: u.token, body: {} })).status, 200);
    assert.deepEqual(await Promise.all(cut), ['io server disconnect', 'io server disconnect']);
    await stillServes(b, members);
    // Reconnecting with the ended session's token: anonymous at best.
    const again = await connect(suite.base, { token: u.token });
    assert.equal((await again.emitWithAck('join-event-room', { eventId: members })).ok, false);
    assert.equal((await again.emitWithAck('join-user-room', { userId })).messageErrorCode, 'invalid_token');
  });

  test('a password change disconnects the other sessions’ sockets, not its own', async () => {
    const { members } = await eventIds();
    const u = await register(suite.base, { deviceId: 'sock-pw-1' });
    const other = await login(suite.base, u.email, u.password, 'sock-pw-2');
    const userId = Number(u.profile.id);
    const mine = await signedInSocket(u.token, userId, members);
    const theirs = await signedInSocket(other.body.content.tokenData.access_token, userId, members);
    const cut = serverDisconnect(theirs);
    const changed = await call(suite.base, '/api/user/change_password', {
      token: u.token,
      body: { oldPassword: u.password, newPassword: 'Another long passphrase 77!' },
    });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(await cut, 'io server disconnect');
    await stillServes(mine, members);
  });

  test('removing a device tells its sockets, then disconnects them; the remover keeps its own', async () => {
    const { members } = await eventIds();
    const u = await register(suite.base, { deviceId: 'sock-rm-1' });
    const other = await login(suite.base, u.email, u.password, 'sock-rm-2');
    const userId = Number(u.profile.id);
    const removedSocket = await signedInSocket(u.token, userId, members);
    const remover = await signedInSocket(other.body.content.tokenData.access_token, userId, members);
    const told = new Promise<{ deviceId: string }>((resolve) => removedSocket.once('remove-user-device', resolve));
    const cut = serverDisconnect(removedSocket);
    const del = await call(suite.base, '/api/user/delete_device', { token: other.body.content.tokenData.access_token, body: { deviceId: 'sock-rm-1' } });
    assert.equal(del.status, 200);
    assert.equal((await told).deviceId, 'sock-rm-1');
    assert.equal(await cut, 'io server disconnect');
    await stillServes(remover, members);
  });

  test('a sign-in taking a device over disconnects the older session’s sockets', async () => {
    const { members } = await eventIds();
    const u = await register(suite.base, { deviceId: 'sock-take-1' });
    const older = await signedInSocket(u.token, Number(u.profile.id), members);
    const cut = serverDisconnect(older);
    assert.equal((await login(suite.base, u.email, u.password, 'sock-take-1')).body.content.device_error, null);
    assert.equal(await cut, 'io server disconnect');
  });

  test('a pending (device-limited) token joins no user room and no members-only event', async () => {
    const { members } = await eventIds();
    const u = await register(suite.base, { deviceId: 'sock-pend-1' });
    for (const d of ['sock-pend-2', 'sock-pend-3']) await login(suite.base, u.email, u.password, d);
    const pending = await login(suite.base, u.email, u.password, 'sock-pend-4');
    assert.equal(pending.body.content.device_error.messageErrorCode, 'device_limit_exceeded');
    const s = await connect(suite.base, { token: pending.body.content.tokenData.access_token });
    const room = await s.emitWithAck('join-user-room', { userId: Number(u.profile.id) });
    assert.equal(room.ok, false);
    assert.equal(room.messageErrorCode, 'device_limit_exceeded');
    assert.equal((await s.emitWithAck('join-event-room', { eventId: members })).ok, false);
  });
});
