// npm run seed -w api: migrates, then (re)seeds the demo data for every tenant. Idempotent.
import { resolve } from 'node:path';
import { optionsFromEnv, REPO_DIR } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { refreshEventDates, seed } from './seed.ts';
import { loadTenants } from '../tenants.ts';

const opts = optionsFromEnv();
const tenants = loadTenants(opts.tenantsDir ?? resolve(REPO_DIR, 'tenants'));
const database = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir });
try {
  await migrate(database);
  await seed(database, tenants);
  await refreshEventDates(database);
  const [{ n } = { n: 0 }] = await database.query<{ n: number }>('select count(*)::int as n from media where seeded');
  process.stdout.write(`seeded ${tenants.map((t) => t.id).join(', ')}: ${n} media items\n`);
} finally {
  await database.close();
}
