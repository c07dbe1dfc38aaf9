// An isolated API for the contract tests of the browser workspaces (which may not import the
// backend): the test harness's portal (in-memory PGlite from the seeded template, random ports),
// one JSON line {"portal": url} on stdout once it listens, stopped when stdin closes.
//   node api/scripts/contract-server.ts [--enable-ads=<tenant id>]
import { startTestPortal } from '../src/testing/harness.ts';

const portal = await startTestPortal();
for (const arg of process.argv.slice(2)) {
  const ads = /^--enable-ads=(.+)$/.exec(arg);
  const tenant = ads ? portal.ctx.tenants.byId(ads[1]) : undefined;
  if (!tenant) throw new Error(`unknown argument or tenant: ${arg}`);
  tenant.enable_ads = true;
}
process.stdout.write(`${JSON.stringify({ portal: portal.urls.portal })}\n`);
process.stdin.resume();
process.stdin.on('end', () => void portal.close().then(() => process.exit(0)));
