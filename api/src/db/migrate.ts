// A tiny migration runner: applies migrations/NNNN_name.sql in order, each in its own
// transaction, and records it in schema_migrations. Same files for PGlite and PostgreSQL.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await database.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const done = await database.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
    if (done.length) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    // The advisory lock serialises concurrent starters on PostgreSQL; the re-check makes it idempotent.
    await database.execScript(`SELECT pg_advisory_xact_lock(72707);\n${text}`, async (query) => {
      const again = await query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (again.length) throw new Error(`migration ${file} applied concurrently`);
      await query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}
