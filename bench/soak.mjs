// Soak (issue 14 item 7): `node bench/soak.mjs [--minutes 10] [--viewers 8] [--port 18171]` starts
// the API as `npm start` would (its own process, in-memory PGlite, limits raised: the soak measures
// the app, not the rate limiter) and runs mixed viewer traffic against it (api/src/soak/traffic.ts:
// browse, event pages, sign-in, refresh, socket joins, playback segments). Writes
// bench/results/soak.json: error rate, p50/p99 per kind, memory and leak counters at start and end.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../scripts/apps.mjs';
import { startApi, stopApi } from './lib/start-api.mjs';
import { readMetrics, runSoak } from '../api/src/soak/traffic.ts';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const minutes = Number(arg('minutes', 10));
const viewers = Number(arg('viewers', 8));
const port = Number(arg('port', 18171));

const { base, child } = await startApi({ port, env: { PGLITE_DIR: 'memory://' } });

try {
  const started = await readMetrics(base);
  const result = await runSoak({ base, seconds: minutes * 60, viewers, progress: (line) => console.log(line) });
  const mb = (n) => Math.round(n / 1048576);
  const out = {
    date: new Date().toISOString(),
    loadavg: loadavg().map((n) => Math.round(n * 10) / 10),
    minutes,
    viewers,
    requests: result.requests,
    perSecond: Math.round(result.requests / (minutes * 60)),
    errors: result.errors,
    errorRate: result.errorRate,
    p50: result.p50,
    p99: result.p99,
    byKind: result.byKind,
    memoryMb: {
      atStart: { rss: mb(started.memory.rss), heap: mb(started.memory.heapUsed) },
      beforeTraffic: { rss: mb(result.before.memory.rss), heap: mb(result.before.memory.heapUsed) },
      atEnd: { rss: mb(result.after.memory.rss), heap: mb(result.after.memory.heapUsed) },
    },
    leftBehind: {
      sockets: result.after.sockets,
      eventRooms: result.after.eventRooms,
      userRooms: result.after.userRooms,
      listeners: `${result.before.listeners} -> ${result.after.listeners}`,
      db: result.after.db,
    },
    firstErrors: result.firstErrors,
  };
  mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
  writeFileSync(join(repoRoot, 'bench/results/soak.json'), JSON.stringify(out, null, 2) + '\n');
  console.log(JSON.stringify(out, null, 2));
} finally {
  await stopApi(child);
}
