// drizzle-kit: `npm run db:generate -w api` compares src/db/schema.ts with the last snapshot in
// migrations/meta and writes the next SQL migration. The same folder is applied on PGlite and
// PostgreSQL by src/db/migrate.ts (drizzle's migrator).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
  // One statement per breakpoint, so a failing statement is reported on its own.
  breakpoints: true,
});
