// Applies the migrations drizzle-kit generated from src/db/schema.ts (migrations/NNNN_name.sql +
// meta/_journal.json) with drizzle's migrator, on PGlite and PostgreSQL alike. Applied migrations
// are recorded in drizzle.__drizzle_migrations.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './client.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** The hand-written migration databases created before drizzle-kit recorded themselves under. */
const LEGACY_INIT = '0001_init.sql';

type Query = (text: string, params?: unknown[]) => Promise<unknown[]>;

async function appliedCount(query: Query): Promise<number> {
  const [table] = (await query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`)) as { present: boolean }[];
  if (!table?.present) return 0;
  const [row] = (await query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')) as { n: number }[];
  return row?.n ?? 0;
}

/**
 * A database made by the old hand-written 0001_init.sql has exactly the structure of the generated
 * 0000_init (checked with scripts/db-structure.ts): record that migration as applied instead of
 * running it again over existing tables.
 */
async function adoptLegacyDatabase(query: Query, first: { hash: string; folderMillis: number }) {
  const [legacy] = (await query(`SELECT to_regclass('public.schema_migrations') IS NOT NULL AS present`)) as { present: boolean }[];
  if (!legacy?.present || (await appliedCount(query)) > 0) return;
  const done = await query('SELECT 1 FROM schema_migrations WHERE name = $1', [LEGACY_INIT]);
  if (!done.length) return;
  await query('CREATE SCHEMA IF NOT EXISTS drizzle');
  await query('CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)');
  await query('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [first.hash, first.folderMillis]);
}

/** Applies pending migrations; returns the names of those applied by this call. */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readMigrationFiles({ migrationsFolder: dir });
  const journal = JSON.parse(readFileSync(join(dir, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  let before = 0;
  await database.migrate(dir, async (query) => {
    if (files[0]) await adoptLegacyDatabase(query, files[0]);
    before = await appliedCount(query);
  });
  const after = await appliedCount((text, params) => database.query(text, params));
  return journal.entries.slice(before, after).map((e) => `${e.tag}.sql`);
}
