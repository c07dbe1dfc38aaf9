// API throughput (issue 10 item 3): autocannon against an API process of its own (`node
// api/src/main.ts`), on the embedded PGlite and on a throwaway PostgreSQL, for the event list,
// the event by id, sign-in and token refresh. Each call gets a saturation run (fixed connections,
// as many requests as they carry) and the event list also a fixed-rate run (the aim: p99 at most
// 50 ms at 500 req/s on PostgreSQL, at 200 req/s on PGlite).
//   node bench/api-throughput.mjs                    both databases, cache on (the default 2 s)
//   node bench/api-throughput.mjs --db pglite        one database
//   node bench/api-throughput.mjs --cache-ttl 0      the public cache off (the "before" figures)
//   node bench/api-throughput.mjs --duration 10 --connections 10
// Results: printed as Markdown rows and written to bench/results/api-throughput-<db>-<cache>.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../scripts/apps.mjs';
import { startApi as startApi_, stopApi } from './lib/start-api.mjs';
import { startPostgres } from '../api/src/testing/services.ts';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const duration = Number(arg('duration', 10));
const connections = Number(arg('connections', 10));
const cacheTtl = arg('cache-ttl', '2000');
const dbs = arg('db', 'both') === 'both' ? ['pglite', 'postgres'] : [arg('db')];
const port = Number(arg('port', 18161));
const RATE = { pglite: 200, postgres: 500 };

const startApi = (env) => startApi_({ port, env: { PUBLIC_CACHE_TTL_MS: cacheTtl, ...env } });
const stop = stopApi;

const json = async (base, path, body) => {
  const res = await fetch(`${base}${path}`, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {});
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
};

function run(opts) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ duration, connections, ...opts }, (err, r) => (err ? reject(err) : resolve(r)));
    instance.on('error', reject);
  });
}

const summary = (r) => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
});

async function measure(db) {
  const pg = db === 'postgres' ? await startPostgres() : null;
  const dataDir = db === 'pglite' ? mkdtempSync(join(tmpdir(), 'bench-pglite-')) : null;
  const api = await startApi(pg ? { DATABASE_URL: pg.url } : { PGLITE_DIR: dataDir });
  const results = {};
  try {
    const { base } = api;
    const listBody = JSON.stringify({ page: 0, size: 10 });
    const first = (await json(base, '/api/event/list', { page: 0, size: 10 })).content.entries[0];
    // warm-up: JIT, connection pool, first queries
    await run({ url: `${base}/api/event/list`, method: 'POST', headers: { 'content-type': 'application/json' }, body: listBody, duration: 2 });

    results['event list (size 10)'] = summary(
      await run({ url: `${base}/api/event/list`, method: 'POST', headers: { 'content-type': 'application/json' }, body: listBody }),
    );
    results[`event list at ${RATE[db]} req/s`] = summary(
      await run({ url: `${base}/api/event/list`, method: 'POST', headers: { 'content-type': 'application/json' }, body: listBody, overallRate: RATE[db] }),
    );
    // Control: the cheapest route at the same rate. Its latency is the floor this machine gives any
    // request at that rate (on a shared, loaded machine, mostly waiting for a CPU), so the list's
    // own cost is the difference.
    results[`control: health at ${RATE[db]} req/s`] = summary(await run({ url: `${base}/api/health`, overallRate: RATE[db] }));
    results['event by id'] = summary(await run({ url: `${base}/api/event/get_by_id/id/${first.id}` }));

    // Sign-in: the demo fan, one device (argon2id verification is the cost).
    const loginBody = JSON.stringify({
      username: 'fan@arena.test',
      password: 'Password123!',
      device_id: 'bench-login',
      device_name: 'autocannon',
      strategy: 'refresh',
    });
    results['login'] = summary(await run({ url: `${base}/api/user/login`, method: 'POST', headers: { 'content-type': 'application/json' }, body: loginBody }));

    // Refresh: rotation spends each token, so every connection carries its own chain.
    const pool = [];
    for (let i = 0; i < connections; i++) {
      const r = await json(base, '/api/user/register', {
        email: `bench.${Date.now()}.${i}@example.test`,
        password: 'correct horse battery',
        displayName: 'Bench',
        strategy: 'refresh',
        device_id: `bench-${i}`,
        device_name: 'autocannon',
      });
      pool.push(r.content.tokenData.refresh_token);
    }
    results['refresh'] = summary(
      await run({
        url: `${base}/api/oauth2/token`,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            // autocannon resets a connection's context after each request, so the chains live in a
            // shared queue: a request takes one token, its answer puts the successor back.
            setupRequest(req) {
              return { ...req, body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: pool.shift() }) };
            },
            onResponse(status, body) {
              if (status === 200) pool.push(JSON.parse(body).content.refresh_token);
            },
          },
        ],
      }),
    );
    results.refresh.chainsLeft = pool.length;
  } finally {
    await stop(api.child);
    await pg?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
const cacheLabel = cacheTtl === '0' ? 'cache-off' : `cache-${cacheTtl}ms`;
for (const db of dbs) {
  const results = await measure(db);
  const file = join(repoRoot, `bench/results/api-throughput-${db}-${cacheLabel}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        cpus: cpus().length,
        loadAverage: loadavg().map((l) => l.toFixed(1)),
        duration,
        connections,
        cacheTtl: Number(cacheTtl),
        db,
        results,
      },
      null,
      2,
    ) + '\n',
  );
  console.log(
    `\n${db}, ${cacheLabel}, ${connections} connections, ${duration} s, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (${file})`,
  );
  console.log('| call | req/s | p50 | p99 | non-2xx | errors |\n|---|---|---|---|---|---|');
  for (const [name, r] of Object.entries(results)) console.log(`| ${name} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.non2xx} | ${r.errors} |`);
}
