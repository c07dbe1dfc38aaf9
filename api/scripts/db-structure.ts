// Prints the database structure (columns, defaults, indexes, constraints, sequences) in a stable,
// diffable form, for checking that a migration change keeps the structure identical:
//   node api/scripts/db-structure.ts [--sql file.sql]   (PGlite in memory; DATABASE_URL for PostgreSQL)
// Without --sql the drizzle migrations are applied; with it, that SQL script instead.
import { readFileSync } from 'node:fs';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

const at = process.argv.indexOf('--sql');
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
try {
  if (at > 0) await database.execScript(readFileSync(process.argv[at + 1]!, 'utf8'));
  else await migrate(database);
  const sections: Record<string, string> = {
    columns: `select table_name || '.' || column_name || ' ' || udt_name || coalesce('(' || numeric_precision || ',' || numeric_scale || ')', '')
        || case when is_nullable = 'NO' then ' not null' else '' end || coalesce(' default ' || column_default, '') as line
      from information_schema.columns where table_schema = 'public' order by table_name, column_name`,
    indexes: `select tablename || ': ' || indexdef as line from pg_indexes where schemaname = 'public' order by tablename, indexname`,
    constraints: `select conrelid::regclass::text || ': ' || conname || ' ' || pg_get_constraintdef(oid) as line
      from pg_constraint where connamespace = 'public'::regnamespace order by conrelid::regclass::text, conname`,
    sequences: `select sequence_name || ' ' || data_type as line from information_schema.sequences where sequence_schema = 'public' order by 1`,
    other: `select 'extension ' || extname as line from pg_extension where extname <> 'plpgsql'
      union all select 'trigger ' || tgname from pg_trigger where not tgisinternal
      union all select 'function ' || proname from pg_proc where pronamespace = 'public'::regnamespace order by 1`,
  };
  for (const [name, query] of Object.entries(sections)) {
    process.stdout.write(`## ${name}\n`);
    for (const row of await database.query<{ line: string }>(query)) process.stdout.write(`${row.line}\n`);
  }
} finally {
  await database.close();
}
