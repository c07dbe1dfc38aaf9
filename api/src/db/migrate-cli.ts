// npm run migrate -w api: applies pending migrations to DATABASE_URL or the PGlite data dir.
import { optionsFromEnv } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';

const opts = optionsFromEnv();
const database = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir });
try {
  const applied = await migrate(database);
  process.stdout.write(applied.length ? `applied: ${applied.join(', ')}\n` : 'database is up to date\n');
} finally {
  await database.close();
}
