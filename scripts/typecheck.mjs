// Type-checks every package with TypeScript 7 (native, fast); fails on the first error list.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './apps.mjs';

const projects = ['shared', 'shell', 'mf-auth', 'mf-events', 'mf-account', 'mf-commerce', 'mf-following', 'api', 'e2e'];
let failed = false;
for (const project of projects) {
  const result = spawnSync(join(repoRoot, 'node_modules', '.bin', 'tsc'), ['-p', project, '--noEmit'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
