// Database client: PGlite (embedded Postgres in WASM) by default, PostgreSQL through `pg`
// when a database URL is given. Both expose the same drizzle-orm API.
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script inside one transaction, then `after` in the same transaction. */
  execScript(sqlText: string, after?: (query: (text: string, params?: unknown[]) => Promise<unknown[]>) => Promise<void>): Promise<void>;
  /**
   * Applies the drizzle-kit migrations in `folder` with drizzle's migrator. `prepare` runs first,
   * on the same connection; on PostgreSQL both hold an advisory lock, so concurrent starters
   * migrate one after the other.
   */
  migrate(folder: string, prepare?: (query: (text: string, params?: unknown[]) => Promise<unknown[]>) => Promise<void>): Promise<void>;
  /** Parameterised query returning rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** Connections held now (PGlite: its one; PostgreSQL: the pool), for the soak's leak check. */
  connections(): { total: number; idle: number; waiting: number };
  /** PGlite only: the data directory as a tarball (for fast test templates). */
  dump?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://... ; when set, PostgreSQL is used. */
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' or undefined for an in-memory database. */
  dataDir?: string;
  /** PGlite only: start from a dumped data directory (PGlite#dumpDataDir), skipping initdb. */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir, opts.loadDataDir);
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = !dataDir || dataDir === 'memory://';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir: inMemory ? undefined : dataDir, loadDataDir });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    async execScript(sqlText, after) {
      await client.transaction(async (tx) => {
        await tx.exec(sqlText);
        if (after) await after(async (text, params) => (await tx.query(text, params)).rows as unknown[]);
      });
    },
    async migrate(folder, prepare) {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      // PGlite is one connection in one process: nothing to serialise.
      if (prepare) await prepare(async (text, params) => (await client.query(text, params)).rows as unknown[]);
      await migrate(drizzle(client), { migrationsFolder: folder });
    },
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query(text, params)).rows as T[];
    },
    connections: () => ({ total: 1, idle: 1, waiting: 0 }),
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // connectionTimeoutMillis: with the server gone, a call fails in seconds instead of waiting forever.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection the server closes (restart, failover, admin kill) is an 'error' event on the
  // pool; unheard, it would crash the process. The pool drops that client and opens a fresh one on
  // the next query; calls during the gap fail and answer 503 (http/errors.ts).
  pool.on('error', () => {});
  // Fail fast with a clear message when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async execScript(sqlText, after) {
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        await c.query(sqlText);
        if (after) await after(async (text, params) => (await c.query(text, params as unknown[])).rows);
        await c.query('COMMIT');
      } catch (err) {
        await c.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        c.release();
      }
    },
    async migrate(folder, prepare) {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const c = await pool.connect();
      try {
        await c.query('SELECT pg_advisory_lock(72707)');
        if (prepare) await prepare(async (text, params) => (await c.query(text, params as unknown[])).rows);
        await migrate(drizzle(c), { migrationsFolder: folder });
      } finally {
        await c.query('SELECT pg_advisory_unlock(72707)').catch(() => {});
        c.release();
      }
    },
    async query<T>(text: string, params?: unknown[]) {
      return (await pool.query(text, params as unknown[])).rows as T[];
    },
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await pool.end();
    },
  };
}
