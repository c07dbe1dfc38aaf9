// Socket authorization (issue 14 item 3): rooms by who may watch, tokens checked, user rooms
// private, handshake origin checked, oversized and flooding clients cut off.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { io as ioClient, type Socket } from 'socket.io-client';
import { call, register, suitePortal } from '../testing/harness.ts';
import { SOCKET_LIMITS } from '../realtime/guards.ts';

describe('socket guards', () => {
  const suite = suitePortal();
  const open: Socket[] = [];

  async function connect(opts: { token?: string; origin?: string } = {}): Promise<Socket> {
    const s = ioClient(suite.base, {
      path: '/ws',
      transports: ['websocket'],
      reconnection: false,
      auth: opts.token ? { token: opts.token } : {},
      extraHeaders: opts.origin ? { origin: opts.origin } : {},
    });
    open.push(s);
    await new Promise<void>((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    });
    return s;
  }
  const closeAll = () => open.splice(0).forEach((s) => s.disconnect());

  async function eventsByAccess() {
    const entries = (await call(suite.base, '/api/event/list', { body: { filters: { media_type: 'event' }, size: 200 } })).body.content.entries as {
      id: number;
      availableForUser: boolean;
    }[];
    const free = entries.find((e) => e.availableForUser);
    const paid = entries.find((e) => !e.availableForUser);
    assert.ok(free && paid, 'the seed has free and paid events');
    return { free: free.id, paid: paid.id };
  }

  test('anonymous sockets join free events only; unknown ids and other strings are refused', async () => {
    const { free, paid } = await eventsByAccess();
    const anon = await connect();
    try {
      assert.deepEqual(await anon.emitWithAck('join-event-room', { eventId: free }), { ok: true });
      for (const eventId of [paid, 987654321, 'e1', String(paid)]) {
        const res = await anon.emitWithAck('join-event-room', { eventId });
        assert.equal(res.ok, false, `joined ${eventId}`);
      }
      // Refused means not in the room: a push to the paid event's room never arrives.
      let got = 0;
      anon.on('event-url-change', () => got++);
      suite.portal.ctx.realtime.emitToEvent('arena', paid, 'event-url-change', { eventId: paid, eventUrl: 'http://x/paid.m3u8' });
      suite.portal.ctx.realtime.emitToEvent('arena', free, 'event-url-change', { eventId: free, eventUrl: 'http://x/free.m3u8' });
      await new Promise((r) => setTimeout(r, 150));
      assert.equal(got, 1);
    } finally {
      closeAll();
    }
  });

  test('a presented token must be valid: a bad one joins no user room and no members-only event; a valid one does', async () => {
    const a = await register(suite.base);
    const entries = (await call(suite.base, '/api/event/list', { body: { size: 200 } })).body.content.entries as { id: number; commerceCoverage: string }[];
    const members = entries.find((e) => e.commerceCoverage === 'commerce_members_media');
    const plan = entries.find((e) => e.commerceCoverage === 'commerce_subscription_basic_media');
    assert.ok(members && plan, 'the seed has members-only and subscription events');
    const bad = await connect({ token: 'forged-token' });
    const good = await connect({ token: a.token });
    try {
      const res = await bad.emitWithAck('join-user-room', { userId: a.profile.id });
      assert.equal(res.ok, false);
      assert.equal(res.messageErrorCode, 'invalid_token');
      assert.equal((await bad.emitWithAck('join-event-room', { eventId: members.id })).ok, false);
      assert.deepEqual(await good.emitWithAck('join-event-room', { eventId: members.id }), { ok: true });
      // signed in but without a plan: the subscription event's room (its stream changes) stays closed
      assert.equal((await good.emitWithAck('join-event-room', { eventId: plan.id })).ok, false);
    } finally {
      closeAll();
    }
  });

  test("join-user-room with someone else's id is refused and none of their messages arrive", async () => {
    const a = await register(suite.base);
    const b = await register(suite.base);
    const sa = await connect({ token: a.token });
    const sb = await connect({ token: b.token });
    try {
      assert.deepEqual(await sa.emitWithAck('join-user-room', { userId: a.profile.id }), { ok: true });
      const res = await sb.emitWithAck('join-user-room', { userId: a.profile.id });
      assert.equal(res.ok, false);
      assert.equal(res.messageErrorCode, 'forbidden');
      const seen = { a: 0, b: 0 };
      sa.on('remove-user-device', () => seen.a++);
      sb.on('remove-user-device', () => seen.b++);
      suite.portal.ctx.realtime.emitToUser('arena', a.profile.id, 'remove-user-device', { deviceId: 'x', id: 1 });
      await new Promise((r) => setTimeout(r, 150));
      assert.deepEqual(seen, { a: 1, b: 0 });
    } finally {
      closeAll();
    }
  });

  test("the handshake origin must be the page's own or one of the tenant's hosts", async () => {
    const base = new URL(suite.base);
    try {
      await connect({ origin: base.origin });
      await connect({ origin: `http://localhost:${base.port}` });
      await assert.rejects(connect({ origin: 'https://evil.example' }));
      await assert.rejects(connect({ origin: 'null' }));
    } finally {
      closeAll();
    }
  });

  test('an oversized message closes the connection; a flooder is dropped and disconnected', async () => {
    const { free } = await eventsByAccess();
    const big = await connect();
    const flooder = await connect();
    const calm = await connect();
    try {
      const closedBig = new Promise((r) => big.once('disconnect', r));
      big.emit('join-event-room', { eventId: free, pad: 'x'.repeat(SOCKET_LIMITS.maxMessageBytes + 1) });
      await closedBig;

      let acks = 0;
      const closedFlooder = new Promise<string>((r) => flooder.once('disconnect', r));
      for (let i = 0; i < SOCKET_LIMITS.maxPerSecond * 3; i++) flooder.emit('join-event-room', { eventId: free }, () => acks++);
      assert.equal(await closedFlooder, 'io server disconnect');
      assert.ok(acks <= SOCKET_LIMITS.maxBurst, `${acks} answered`);
      // Everyone else carries on.
      assert.deepEqual(await calm.emitWithAck('join-event-room', { eventId: free }), { ok: true });
    } finally {
      closeAll();
    }
  });
});
