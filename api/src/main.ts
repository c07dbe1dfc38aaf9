// Entry for `npm start -w api`: reads the environment, starts every origin, prints URLs and demo credentials.
import { optionsFromEnv } from './config.ts';
import { startPortal } from './server.ts';
import { DEMO_PASSWORD, demoUsers } from './db/seed.ts';
import { IDP_PASSWORD, IDP_USERS } from './idp/provider.ts';

const options = optionsFromEnv();
try {
  const portal = await startPortal(options);
  const { urls } = portal;
  const tenants = portal.ctx.tenants.tenants;
  const port = new URL(urls.portal).port;
  const lines = [
    '',
    'Sports portal is running',
    `  portal + API     ${urls.portal}   (socket.io at /ws)`,
    ...tenants.map((t) => `    tenant ${t.id.padEnd(8)} ${t.hosts.filter((h) => h !== '127.0.0.1').map((h) => `http://${h}:${port}/`).join('  ')}  or ${urls.portal}/?tenant=${t.id}`),
    `  remotes CDN      ${urls.cdn}`,
    `  OpenID provider  ${urls.idp}`,
    `  card sandbox     ${urls.cards}`,
    `  survey form      ${urls.survey}/forms/ux-survey/`,
    `  database         ${portal.ctx.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${options.dataDir}`}`,
    '',
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...tenants.flatMap((t) => demoUsers(t).map((u) => `  ${t.id.padEnd(8)} ${u.email}`)),
    `Single sign-on demo accounts on the OpenID provider (password ${IDP_PASSWORD}): ${IDP_USERS.map((u) => u.email).join(', ')}`,
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: shutting down\n`);
    await portal.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (err) {
  process.stderr.write(`\nThe portal could not start:\n  ${(err as Error).message}\n\n`);
  process.exit(1);
}
