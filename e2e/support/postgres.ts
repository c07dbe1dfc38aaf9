// A throwaway PostgreSQL cluster for specs that restart the database under a running API:
// Debian's server binaries (as api/scripts/with-postgres.sh uses them), a temp data folder,
// a free port on 127.0.0.1. stop()/start() keep the folder and the port, like a restart of
// the database server; destroy() stops it and deletes everything.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/portal */
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(root, v, 'bin/initdb'))) return join(root, v, 'bin');
  return null;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  // initdb refuses root: as root the server runs as the postgres user, as in with-postgres.sh.
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : join(bin, tool), asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args, { stdio: 'pipe', timeout: 60_000 });
  const work = mkdtempSync(join(tmpdir(), 'portal-e2e-pg-'));
  chmodSync(work, 0o777);
  const data = join(work, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${work} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () => run('pg_ctl', ['-D', data, '-l', join(work, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'portal']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/portal`,
    stop,
    start,
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
