import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from './client.ts';
import { MIGRATIONS_DIR, migrate } from './migrate.ts';

// Every generated migration, in order (later issues add their own after 0000_init).
const ALL = readdirSync(MIGRATIONS_DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort();

describe('migrations (drizzle-kit generated, drizzle migrator)', () => {
  test('apply once on a fresh database, then nothing is pending', async () => {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    try {
      const first = await migrate(database);
      // PostgreSQL in CI is shared by the suite: it may already be migrated.
      if (database.kind === 'pglite') assert.deepEqual(first, ALL);
      assert.equal(ALL[0], '0000_init.sql');
      assert.deepEqual(await migrate(database), []);
      const indexes = await database.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'users'`);
      assert.ok(
        indexes.some((i) => i.indexname === 'users_tenant_email'),
        'indexes come from the schema',
      );
    } finally {
      await database.close();
    }
  });

  test('a database made by the old hand-written 0001_init.sql is adopted, not re-created', async () => {
    const database = await openDatabase({});
    try {
      // the old runner's state: the same structure plus its own bookkeeping table
      const sqlText = readFileSync(join(MIGRATIONS_DIR, '0000_init.sql'), 'utf8').replaceAll('--> statement-breakpoint', '');
      await database.execScript(sqlText);
      await database.query('CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
      await database.query(`INSERT INTO schema_migrations (name) VALUES ('0001_init.sql')`);
      await database.query(`INSERT INTO seed_meta (key, value) VALUES ('kept', 'yes')`);
      // 0000_init is recorded, not re-run over the existing tables; only the later migrations apply.
      assert.deepEqual(await migrate(database), ALL.slice(1), 'nothing re-run over the existing tables');
      assert.deepEqual(await database.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations'), [{ n: ALL.length }], 'recorded as applied');
      assert.deepEqual(await database.query(`SELECT value FROM seed_meta WHERE key = 'kept'`), [{ value: 'yes' }]);
      assert.deepEqual(await migrate(database), []);
    } finally {
      await database.close();
    }
  });
});
