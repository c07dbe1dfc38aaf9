// `npm start`: build what is missing, then run the API, which migrates and seeds
// the embedded database and serves the portal and its other origins.
import { spawn } from 'node:child_process';
import { buildMissing } from './build-missing.mjs';
import { repoRoot } from './apps.mjs';

buildMissing();
const api = spawn(process.execPath, ['api/src/main.ts'], { cwd: repoRoot, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
