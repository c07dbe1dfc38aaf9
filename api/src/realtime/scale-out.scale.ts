// Scale-out mode (issue 10 item 5, ADR 0022): two API processes on one PostgreSQL and one Redis,
// each started from main.ts as in production. Proves that socket rooms, sessions, device limits,
// rate limits and the public cache's invalidation hold whichever process a request hits.
// Run: npm run test:scale -w api (needs Debian's postgresql and redis-server; .ci/run installs them).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { io as ioClient, type Socket } from 'socket.io-client';
import { call, login, register } from '../testing/harness.ts';
import { startPostgres, startRedis, type Service } from '../testing/services.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

interface ApiProcess {
  base: string;
  child: ChildProcess;
  output: () => string;
}

/** `node main.ts` on random ports; resolves once it prints its portal URL. */
function startApi(env: Record<string, string>, ready = /portal \+ API/): Promise<ApiProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', NODE_ENV: 'development', PORTAL_DEV: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start in 90 s:\n${out}`)), 90_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /portal \+ API\s+(http:\/\/\S+)/.exec(out);
      if (m && ready.test(out)) {
        clearTimeout(timer);
        resolve({ base: m[1]!, child, output: () => out });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`API exited (${code}):\n${out}`));
    });
  });
}

async function stopApi(p: ApiProcess | undefined) {
  if (!p || p.child.exitCode !== null) return;
  const exited = new Promise((r) => p.child.once('exit', r));
  p.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (p.child.exitCode === null) p.child.kill('SIGKILL');
}

describe('scale-out: two API processes, PostgreSQL and Redis', { timeout: 240_000 }, () => {
  let pg: Service;
  let redis: Service;
  let a: ApiProcess;
  let b: ApiProcess;
  const sockets: Socket[] = [];

  before(async () => {
    [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
    const env = { DATABASE_URL: pg.url, REDIS_URL: redis.url, RATE_LIMIT_MAX: '4', PUBLIC_CACHE_TTL_MS: '600000' };
    // The first migrates and seeds; the second finds it done (as the cluster primary does it).
    a = await startApi(env);
    b = await startApi(env);
  });
  after(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all([stopApi(a), stopApi(b)]);
    await Promise.all([pg?.stop(), redis?.stop()]);
  });

  const connect = (base: string, token?: string) => {
    const s = ioClient(base, { path: '/ws', transports: ['websocket'], auth: token ? { token } : {}, reconnection: false, extraHeaders: { origin: base } });
    sockets.push(s);
    return new Promise<Socket>((resolve, reject) => {
      s.once('connect', () => resolve(s));
      s.once('connect_error', reject);
    });
  };
  const freeUpcoming = async (base: string) => {
    const list = await call(base, '/api/event/list', { body: { status: 'upcoming', size: 200 } });
    return (list.body.content.entries as { id: number; availableForUser: boolean }[]).filter((e) => e.availableForUser);
  };

  test('both processes answer from the same PostgreSQL', async () => {
    const [ha, hb] = await Promise.all([call(a.base, '/api/dev/metrics'), call(b.base, '/api/dev/metrics')]);
    assert.equal(ha.body.content.database, 'postgres');
    assert.equal(hb.body.content.database, 'postgres');
    assert.notEqual(ha.body.content.pid, hb.body.content.pid);
    // The live scheduler's lease is held by exactly one of them (renewed every pass, 5 s).
    const { createClient } = await import('redis');
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      let holder: string | null = null;
      for (let i = 0; i < 70 && !holder; i++) {
        holder = await client.get('portal:leader:live-scheduler');
        if (!holder) await new Promise((r) => setTimeout(r, 100));
      }
      assert.ok(holder, 'a process took the lease');
      assert.ok([ha.body.content.pid, hb.body.content.pid].includes(Number(holder.split(':')[0])), holder);
    } finally {
      await client.quit();
    }
  });

  test('a broadcast from either process reaches the room’s clients on both', async () => {
    const [first, second] = await freeUpcoming(a.base);
    assert.ok(first && second, 'two free upcoming events');
    for (const [from, event] of [
      [a, first],
      [b, second],
    ] as const) {
      const onA = await connect(a.base);
      const onB = await connect(b.base);
      for (const s of [onA, onB]) assert.deepEqual(await s.emitWithAck('join-event-room', { eventId: event.id }), { ok: true });
      const heard = [onA, onB].map((s) => new Promise<{ eventId: number; eventUrl: string }>((resolve) => s.once('event-url-change', resolve)));
      const started = await call(from.base, `/api/dev/event/${event.id}/start`, { method: 'POST' });
      assert.equal(started.status, 200);
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event-url-change within 5 s')), 5000));
      const got = await Promise.race([Promise.all(heard), timeout]);
      for (const m of got) assert.equal(m.eventId, event.id);
    }
  });

  test('the other process’s cached list is dropped by the change (Redis), not left for its TTL', async () => {
    const [event] = await freeUpcoming(b.base);
    const isLive = async () =>
      ((await call(b.base, '/api/event/list', { body: { status: 'live', size: 200 } })).body.content.entries as { id: number }[]).some(
        (e) => e.id === event!.id,
      );
    assert.equal(await isLive(), false); // cached on B for 10 minutes
    assert.equal((await call(a.base, `/api/dev/event/${event!.id}/start`, { method: 'POST' })).status, 200);
    let live = false;
    for (let i = 0; i < 50 && !live; i++) {
      live = await isLive();
      if (!live) await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(live, true, 'B lists the event as live within 5 s');
  });

  test('a session made on one works on the other: profile, refresh, device limit, user room', async () => {
    const u = await register(a.base, { deviceId: 'd1' });
    const profile = await call(b.base, '/api/user/get_profile', { token: u.token });
    assert.equal(profile.status, 200);
    assert.equal(profile.body.content.id ?? profile.body.content.profile?.id, u.profile.id);
    // refresh on B, the new access token on A; the old refresh token is spent everywhere
    const refreshed = await call(b.base, '/api/oauth2/token', { body: { grant_type: 'refresh_token', refresh_token: u.refresh } });
    assert.equal(refreshed.status, 200);
    const access = (refreshed.body.content?.access_token ?? refreshed.body.access_token) as string;
    assert.ok(access);
    assert.equal((await call(a.base, '/api/user/get_profile', { token: access })).status, 200);

    // device limit (arena: 3) counted across processes; the removal is heard on the other one
    const s1 = await connect(a.base, access);
    assert.deepEqual(await s1.emitWithAck('join-user-room', { userId: u.profile.id }), { ok: true });
    const removed = new Promise<{ deviceId: string }>((resolve) => s1.once('remove-user-device', resolve));
    assert.equal((await login(b.base, u.email, u.password, 'd2')).body.content.device_error, null);
    assert.equal((await login(a.base, u.email, u.password, 'd3')).body.content.device_error, null);
    const fourth = await login(b.base, u.email, u.password, 'd4');
    assert.equal(fourth.body.content.device_error.messageErrorCode, 'device_limit_exceeded');
    const pending = fourth.body.content.tokenData.access_token as string;
    assert.equal((await call(a.base, '/api/user/get_profile', { token: pending })).status, 403);
    const del = await call(b.base, '/api/user/delete_device', { body: { deviceId: 'd1', token: pending } });
    assert.equal(del.status, 200);
    assert.equal((await removed).deviceId, 'd1', 'the socket on A heard the removal made on B');
    const done = await call(a.base, '/api/user/check_current_device', {
      token: pending,
      body: { device_id: 'd4', device_name: 'x', register_new: 'no_register' },
    });
    assert.equal(done.body.content.enabled, true);
    assert.equal((await call(b.base, '/api/user/get_profile', { token: pending })).status, 200, 'the pending session is active on B too');
    assert.equal((await call(b.base, '/api/user/get_profile', { token: access })).body.messageErrorCode, 'device_removed');
  });

  test('rate limits are counted in Redis: attempts on both processes share one window', async () => {
    const body = { username: 'nobody@example.test', password: 'wrong password', device_id: 'rl', device_name: 'x', strategy: 'refresh' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(i % 2 ? b.base : a.base, '/api/user/login', { body })).status);
    // RATE_LIMIT_MAX=4 per minute: the fifth attempt is refused whichever process it reaches
    assert.deepEqual(
      statuses.slice(0, 4).every((s) => s !== 429),
      true,
      statuses.join(','),
    );
    assert.deepEqual(statuses.slice(4), [429, 429]);
  });

  test('API_WORKERS=2: one address, two workers answering, sockets across them, a clean stop', async () => {
    // Fixed ports (the cluster shares them): the range kept for this work, PORT..PORT+4.
    const port = process.env.SCALE_TEST_PORT ?? '18164';
    const cluster = await startApi({ DATABASE_URL: pg.url, REDIS_URL: redis.url, API_WORKERS: '2', PORT: port }, /share the ports above/);
    try {
      const pids = new Set<number>();
      for (let i = 0; i < 30 && pids.size < 2; i++)
        pids.add((await call(cluster.base, '/api/dev/metrics', { headers: { connection: 'close' } })).body.content.pid);
      assert.equal(pids.size, 2, 'requests on new connections reach both workers');
      // A room joined through the cluster hears a start made on process A.
      const [event] = await freeUpcoming(a.base);
      const listeners = await Promise.all([connect(cluster.base), connect(cluster.base), connect(cluster.base)]);
      for (const s of listeners) assert.deepEqual(await s.emitWithAck('join-event-room', { eventId: event!.id }), { ok: true });
      const heard = Promise.all(listeners.map((s) => new Promise((resolve) => s.once('event-url-change', resolve))));
      assert.equal((await call(a.base, `/api/dev/event/${event!.id}/start`, { method: 'POST' })).status, 200);
      await Promise.race([heard, new Promise((_, reject) => setTimeout(() => reject(new Error('cluster sockets did not hear the start')), 5000))]);
    } finally {
      const exited = new Promise<number | null>((r) => cluster.child.once('exit', r));
      cluster.child.kill('SIGTERM');
      assert.equal(await exited, 0, 'the primary stops its workers and exits 0');
    }
  });

  test('API_WORKERS without REDIS_URL is refused with the reason', async () => {
    await assert.rejects(startApi({ DATABASE_URL: pg.url, API_WORKERS: '2', PORT: '18164' }), /needs REDIS_URL/);
  });
});
