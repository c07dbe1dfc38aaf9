// Realtime fan-out (issue 10 item 4): N socket.io clients (websocket transport, path /ws, api/README.md)
// join one event room, spread over 2 API processes joined by the Redis adapter (scale-out mode,
// ADR 0022) on a throwaway PostgreSQL and redis-server. The development start call on process A
// emits `event-url-change` to the room; every client records when it arrived. Reported: delivery
// latency p50/p95/p99/max over all clients and rounds, clients that missed a round, and the API
// processes' memory per 1,000 sockets (RSS after connecting minus before).
//   node bench/socket-fanout.mjs                         10,000 clients, 5 rounds
//   node bench/socket-fanout.mjs --clients 2000 --rounds 3
//   node bench/socket-fanout.mjs --client socket.io-client   clients made with the library
//   node bench/socket-fanout.mjs --client builtin            the protocol over Node's built-in WebSocket
// Bounded: connecting stops after 120 s, a round waits at most 10 s, the whole run 300 s.
// The clients run in two child processes (one per API process) so the load generator is not
// one event loop; the file-descriptor limit is raised to the hard limit first (each side of a
// socket is a descriptor). The client processes (not the API processes) run with a 32 MB
// young generation and collect their heap once after connecting, so their own GC stays out of
// the rounds.
import { fork, execSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { startApi as startApiProcess } from './lib/start-api.mjs';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

if (process.argv.includes('--as-client')) await clientMain();
else await main();

/**
 * One client speaking the socket.io protocol (Engine.IO 4 + Socket.IO 5 packets) over the `ws`
 * package (the WebSocket engine.io and socket.io-client use in Node): what socket.io-client sends
 * and reads, without its per-socket objects, so 5,000 of them in one process cost less CPU than
 * the servers being measured. It opens the engine, connects to namespace '/', joins through the
 * real `join-event-room` ack and answers every ping. A text frame arrives as bytes; only its first
 * bytes are read to tell the packet apart, so the large `update-event` packet is received but not
 * turned into a string (`--client builtin` reads every frame as a string through Node's built-in
 * WebSocket, the generator used before; `--client socket.io-client` uses the library).
 */
function protocolClient(WebSocketImpl, base, eventId, onEvent) {
  return new Promise((resolve) => {
    const url = `${base.replace(/^http/, 'ws')}/ws/?EIO=4&transport=websocket`;
    // The server has permessage-deflate off, so not offering it changes nothing on the wire.
    const ws = new WebSocketImpl(url, { headers: { origin: base }, perMessageDeflate: false });
    let done = false;
    const settle = (ok) => !done && ((done = true), resolve({ ok, close: () => ws.close() }));
    const onPacket = (data) => {
      // data: a Buffer (ws) or a string (built-in WebSocket)
      const head = typeof data === 'string' ? data.slice(0, 21) : data.latin1Slice(0, Math.min(21, data.length));
      if (head === '2')
        ws.send('3'); // ping -> pong
      else if (head[0] === '0')
        ws.send('40'); // engine open -> connect to namespace '/'
      else if (head.startsWith('40'))
        ws.send(`420["join-event-room",{"eventId":${eventId}}]`); // event with ack id 0
      else if (head.startsWith('430')) settle(JSON.parse(String(data).slice(3))[0]?.ok === true);
      else if (head === '42["event-url-change"') onEvent();
    };
    if (typeof ws.on === 'function') {
      ws.on('message', onPacket);
      ws.on('error', () => settle(false));
      ws.on('close', () => settle(false));
    } else {
      ws.onmessage = ({ data }) => onPacket(data);
      ws.onerror = () => settle(false);
      ws.onclose = () => settle(false);
    }
    setTimeout(() => settle(false), 20_000);
  });
}

function libraryClient(io, base, eventId, onEvent) {
  return new Promise((resolve) => {
    const s = io(base, { path: '/ws', transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { origin: base }, timeout: 20_000 });
    s.on('event-url-change', onEvent);
    s.once('connect', async () => {
      const ack = await s
        .timeout(20_000)
        .emitWithAck('join-event-room', { eventId })
        .catch(() => null);
      resolve({ ok: ack?.ok === true, close: () => s.disconnect() });
    });
    s.once('connect_error', () => resolve({ ok: false, close: () => s.disconnect() }));
  });
}

/** Child: opens its share of sockets to one API process, joins the room, reports arrivals. */
async function clientMain() {
  const base = arg('base');
  const count = Number(arg('count'));
  const eventId = Number(arg('event'));
  const lib = arg('client-lib', 'protocol');
  const io = lib === 'socket.io-client' ? (await import('socket.io-client')).io : null;
  // `ws` as engine.io (the server's dependency) resolves it: not a dependency of the repo itself
  const WebSocketImpl = lib === 'builtin' ? globalThis.WebSocket : createRequire(createRequire(import.meta.url).resolve('engine.io'))('ws').WebSocket;
  const sockets = [];
  const arrivals = new Map(); // round -> [ms timestamps]
  let joined = 0;
  let failed = 0;
  const connectOne = async () => {
    let round = 0;
    const onEvent = () => {
      const at = performance.timeOrigin + performance.now();
      if (!arrivals.has(round)) arrivals.set(round, []);
      arrivals.get(round++).push(at);
    };
    const client = io ? await libraryClient(io, base, eventId, onEvent) : await protocolClient(WebSocketImpl, base, eventId, onEvent);
    if (client.ok) joined++;
    else failed++;
    sockets.push(client);
  };
  // Ramp: batches of 100 at a time, so the handshakes do not all land in one tick.
  const deadline = Date.now() + 120_000;
  for (let i = 0; i < count && Date.now() < deadline; i += 100) {
    await Promise.all(Array.from({ length: Math.min(100, count - i) }, connectOne));
  }
  // The generator's own heap: connecting 5,000 sockets leaves garbage whose full collection would
  // otherwise land in a round and hold back the arrival times (a pause of the clients, not of the
  // servers). Collected once here, before any round; the rounds are measured as they come.
  globalThis.gc?.();
  process.send({ type: 'joined', joined, failed });
  process.on('message', (m) => {
    if (m.type === 'report') process.send({ type: 'report', rounds: Object.fromEntries(arrivals) });
    if (m.type === 'close') {
      for (const s of sockets) s.close();
      setTimeout(() => process.exit(0), 200);
    }
  });
}

async function main() {
  const clients = Number(arg('clients', 10_000));
  const rounds = Number(arg('rounds', 5));
  const repoRoot = fileURLToPath(new URL('..', import.meta.url));
  const { startPostgres, startRedis } = await import('../api/src/testing/services.ts');
  const hardStop = setTimeout(() => {
    console.error('socket-fanout: 300 s limit reached');
    process.exit(2);
  }, 300_000);
  hardStop.unref();

  const rss = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
  const startApi = (port, env) => startApiProcess({ port, env: { RATE_LIMIT_MAX: '1000000', ...env }, raiseFileLimit: true });

  const [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
  const env = { DATABASE_URL: pg.url, REDIS_URL: redis.url };
  const apis = [];
  const children = [];
  try {
    // B serves no stand-ins (API_WORKER_INDEX=2, as a cluster's later workers): two ports, not five.
    apis.push(await startApi(Number(arg('port', 18161)), env));
    apis.push(await startApi(Number(arg('port', 18161)) + 5, { ...env, API_WORKER_INDEX: '2' }));
    const [a] = apis;
    const list = await (
      await fetch(`${a.base}/api/event/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'upcoming', size: 50 }),
      })
    ).json();
    const event = list.content.entries.find((e) => e.availableForUser);
    const rssBefore = apis.map((p) => rss(p.child.pid));

    const started = Date.now();
    for (const [i, api] of apis.entries()) {
      const share = Math.floor(clients / 2) + (i === 0 ? clients % 2 : 0);
      children.push(
        fork(
          fileURLToPath(import.meta.url),
          ['--as-client', '--base', api.base, '--count', String(share), '--event', String(event.id), '--client-lib', arg('client', 'protocol')],
          { execArgv: ['--expose-gc', '--max-semi-space-size=32'], stdio: 'inherit' },
        ),
      );
    }
    const once = (child, type) => new Promise((resolve) => child.on('message', (m) => m.type === type && resolve(m)));
    const joins = await Promise.all(children.map((c) => once(c, 'joined')));
    const joined = joins.reduce((n, j) => n + j.joined, 0);
    const failedToJoin = joins.reduce((n, j) => n + j.failed, 0);
    const connectSeconds = (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 2000)); // let the processes settle before measuring memory
    const rssAfter = apis.map((p) => rss(p.child.pid));
    console.log(`${joined} clients in the room (${failedToJoin} failed) after ${connectSeconds.toFixed(1)} s`);

    const emitter = arg('emit-from', 'a') === 'b' ? apis[1] : apis[0];
    const emitted = [];
    for (let r = 0; r < rounds; r++) {
      emitted.push(performance.timeOrigin + performance.now());
      const res = await fetch(`${emitter.base}/api/dev/event/${event.id}/start`, { method: 'POST' });
      if (!res.ok) throw new Error(`start: ${res.status} ${await res.text()}`);
      await new Promise((resolve) => setTimeout(resolve, Number(arg('gap', 8000))));
    }
    const reports = await Promise.all(children.map((c) => (c.send({ type: 'report' }), once(c, 'report'))));
    // From the start call (includes its HTTP request and database update: an upper bound), and
    // from the round's first arrival (how long reaching everyone takes once the message is out).
    const latencies = [];
    const spreads = [];
    let missed = 0;
    const perRound = [];
    for (let r = 0; r < rounds; r++) {
      const times = reports.flatMap((rep) => rep.rounds[r] ?? []);
      missed += joined - times.length;
      const first = Math.min(...times);
      const sorted = times.map((t) => t - emitted[r]).sort((x, y) => x - y);
      perRound.push({ p50: +(sorted[Math.floor(sorted.length / 2)] ?? NaN).toFixed(1), p99: +(sorted[Math.floor(sorted.length * 0.99)] ?? NaN).toFixed(1) });
      for (const t of times) {
        latencies.push(t - emitted[r]);
        spreads.push(t - first);
      }
    }
    // By receiving side: the sockets on A and on B (the one not emitting hears it through Redis).
    const bySide = reports.map((rep) => {
      const list = Object.entries(rep.rounds)
        .flatMap(([r, ts]) => ts.map((t) => t - emitted[Number(r)]))
        .sort((x, y) => x - y);
      return { p50: +(list[Math.floor(list.length / 2)] ?? NaN).toFixed(1), p99: +(list[Math.floor(list.length * 0.99)] ?? NaN).toFixed(1) };
    });
    latencies.sort((x, y) => x - y);
    spreads.sort((x, y) => x - y);
    const pctOf = (list, p) => (list.length ? list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))] : NaN);
    const pct = (p) => pctOf(latencies, p);
    const perThousand = apis.map((_, i) => (rssAfter[i] - rssBefore[i]) / ((i === 0 ? Math.ceil(joined / 2) : Math.floor(joined / 2)) / 1000));
    const result = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      loadAverage: loadavg().map((l) => l.toFixed(1)),
      clients,
      client: arg('client', 'protocol'),
      joined,
      failedToJoin,
      connectSeconds,
      rounds,
      deliveries: latencies.length,
      missed,
      latencyMs: { p50: +pct(50).toFixed(1), p95: +pct(95).toFixed(1), p99: +pct(99).toFixed(1), max: +latencies.at(-1)?.toFixed(1) },
      perRoundMs: perRound,
      emitFrom: arg('emit-from', 'a'),
      bySideMs: { socketsOnA: bySide[0], socketsOnB: bySide[1] },
      afterFirstArrivalMs: { p50: +pctOf(spreads, 50).toFixed(1), p99: +pctOf(spreads, 99).toFixed(1), max: +spreads.at(-1)?.toFixed(1) },
      rssMb: { before: rssBefore.map((x) => +x.toFixed(0)), after: rssAfter.map((x) => +x.toFixed(0)) },
      rssMbPer1000Sockets: perThousand.map((x) => +x.toFixed(1)),
      redisClients: Number(/connected_clients:(\d+)/.exec(execSync(`redis-cli -u ${redis.url} info clients`).toString())?.[1] ?? NaN),
    };
    mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
    writeFileSync(join(repoRoot, 'bench/results/socket-fanout.json'), JSON.stringify(result, null, 2) + '\n');
    console.log(JSON.stringify(result, null, 2));
    console.log(
      `| ${joined} sockets on 2 processes, ${rounds} rounds | p50 ${result.latencyMs.p50} ms | p99 ${result.latencyMs.p99} ms | max ${result.latencyMs.max} ms | missed ${missed} | ${result.rssMbPer1000Sockets.join(' / ')} MB RSS per 1,000 sockets |`,
    );
  } finally {
    for (const c of children) c.send?.({ type: 'close' });
    await new Promise((r) => setTimeout(r, 500));
    await Promise.all(
      apis.map(
        (p) =>
          new Promise((resolve) => {
            if (p.child.exitCode !== null) return resolve();
            p.child.once('exit', resolve);
            p.child.kill('SIGTERM');
            setTimeout(() => (p.child.kill('SIGKILL'), resolve()), 10_000).unref();
          }),
      ),
    );
    await Promise.all([pg.stop(), redis.stop()]);
  }
}
