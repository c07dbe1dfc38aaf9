// Entry for `npm start -w api`: reads the environment, starts every origin, prints URLs and demo credentials.
// API_WORKERS=N (N > 1, with DATABASE_URL and REDIS_URL): a node:cluster primary forks N workers
// that share the ports (ADR 0022); the default stays one process on the embedded database.
import cluster from 'node:cluster';
import { optionsFromEnv } from './config.ts';
import { startPortal } from './server.ts';
import { DEMO_PASSWORD, demoUsers } from './db/seed.ts';
import { IDP_PASSWORD, IDP_USERS } from './idp/provider.ts';

const options = optionsFromEnv();
const workers = Number(process.env.API_WORKERS || 1);
if (cluster.isPrimary && workers > 1) await runPrimary(workers);
else await runWorker();

async function runPrimary(count: number) {
  const missing = [
    !options.databaseUrl && 'DATABASE_URL (PGlite is one process’s file)',
    !options.redisUrl && 'REDIS_URL (socket rooms and rate limits span processes through it)',
  ].filter(Boolean);
  if (missing.length || !Number.isInteger(count) || options.port === 0) {
    const why = missing.length ? `needs ${missing.join(' and ')}` : 'needs a whole number of workers and a fixed PORT';
    process.stderr.write(`\nAPI_WORKERS=${process.env.API_WORKERS} ${why}.\n\n`);
    process.exit(1);
  }
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    const check = setInterval(() => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0), 100);
    setTimeout(() => process.exit(0), 10_000).unref();
    check.unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const fork = (index: number) =>
    new Promise<void>((resolve) => {
      const worker = cluster.fork({ API_WORKER_INDEX: String(index) });
      worker.on('message', (m: { type?: string }) => m?.type === 'ready' && resolve());
      worker.on('exit', (code) => {
        resolve();
        if (stopping) return;
        // A crashed worker is replaced; its sockets reconnect to the others meanwhile.
        process.stderr.write(`worker ${index} exited (${code}); starting another\n`);
        setTimeout(() => void fork(index), 1000);
      });
    });
  // The first worker migrates and seeds alone; the others start once it listens.
  await fork(1);
  await Promise.all(Array.from({ length: count - 1 }, (_, i) => fork(i + 2)));
  process.stdout.write(
    `${count} API workers (pid ${Object.values(cluster.workers ?? {})
      .map((w) => w?.process.pid)
      .join(', ')}) share the ports above\n`,
  );
}

async function runWorker() {
  const index = Number(process.env.API_WORKER_INDEX || 1);
  try {
    const portal = await startPortal({ ...options, standIns: index === 1 });
    const { urls } = portal;
    const tenants = portal.ctx.tenants.tenants;
    const port = new URL(urls.portal).port;
    const lines = [
      '',
      'Sports portal is running',
      `  portal + API     ${urls.portal}   (socket.io at /ws)`,
      ...tenants.map(
        (t) =>
          `    tenant ${t.id.padEnd(8)} ${t.hosts
            .filter((h) => h !== '127.0.0.1')
            .map((h) => `http://${h}:${port}/`)
            .join('  ')}  or ${urls.portal}/?tenant=${t.id}`,
      ),
      `  remotes CDN      ${urls.cdn}`,
      `  OpenID provider  ${urls.idp}`,
      `  card sandbox     ${urls.cards}`,
      `  survey form      ${urls.survey}/forms/ux-survey/`,
      `  database         ${portal.ctx.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${options.dataDir}`}`,
      '',
      `Demo accounts (password ${DEMO_PASSWORD}):`,
      ...tenants.flatMap((t) => demoUsers(t).map((u) => `  ${t.id.padEnd(8)} ${u.email}`)),
      `Single sign-on demo accounts on the OpenID provider (password ${IDP_PASSWORD}): ${IDP_USERS.map((u) => u.email).join(', ')}`,
      '',
    ];
    if (index === 1) process.stdout.write(lines.join('\n') + '\n');
    process.send?.({ type: 'ready' });
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      process.stdout.write(`\n${signal}: shutting down\n`);
      await portal.close();
      process.exit(0);
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));
  } catch (err) {
    process.stderr.write(`\nThe portal could not start:\n  ${(err as Error).message}\n\n`);
    process.exit(1);
  }
}
