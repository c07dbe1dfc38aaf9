// Throwaway PostgreSQL and Redis servers on 127.0.0.1 (random free ports, temp dirs) for the
// scale-out test and the benchmarks; each `stop()` kills its server and deletes its folder.
// Debian's packages: postgresql (initdb refuses root, so as root it runs as 'postgres') and
// redis-server (.ci/run installs both when missing).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Service {
  url: string;
  stop(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

function pgBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(join(root, v, 'bin/initdb'))) return join(root, v, 'bin');
  throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
}

export async function startPostgres(): Promise<Service> {
  const bin = pgBin();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  const dir = mkdtempSync(join(tmpdir(), 'pg-scale-'));
  chmodSync(dir, 0o755);
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const port = await freePort();
  run('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const opts = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run('pg_ctl', ['-D', join(dir, 'data'), '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', opts, 'start']);
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'portal']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/portal`,
    async stop() {
      try {
        run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startRedis(): Promise<Service> {
  const dir = mkdtempSync(join(tmpdir(), 'redis-scale-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no', '--maxclients', '20000'],
    {
      stdio: 'ignore',
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('error', (err) => reject(new Error(`redis-server could not start (apt-get install -y redis-server): ${err.message}`)));
    const deadline = Date.now() + 10_000;
    const probe = () => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.destroy();
        resolve();
      });
      s.once('error', () => {
        s.destroy();
        if (Date.now() > deadline || child.exitCode !== null) reject(new Error('redis-server did not start'));
        else setTimeout(probe, 50);
      });
    };
    probe();
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
