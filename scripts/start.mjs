// `npm start`: build what is missing, then run the API, which migrates and seeds
// the embedded database and serves the portal and its other origins.
import { spawn } from 'node:child_process';
import { buildMissing } from './build-missing.mjs';
import { repoRoot } from './apps.mjs';

buildMissing();
// Development mode (the dev outbox with reset links, event start, fault injection; loopback clients
// only) is explicit: on here, never for a bare `node api/src/main.ts` or a deployment.
const api = spawn(process.execPath, ['api/src/main.ts'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, PORTAL_DEV: '1' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
