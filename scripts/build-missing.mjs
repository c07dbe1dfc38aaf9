// Builds every app whose dist is missing or older than its sources, one at a
// time (2 cores), then publishes the remotes to the local CDN folder.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { APPS, REMOTES, appVersion, buildStamp, needsBuild, repoRoot } from './apps.mjs';
import { publishRemote } from './publish-remote.mjs';

export function buildMissing({ force = false, log = console.log } = {}) {
  for (const app of APPS) {
    if (!force && !needsBuild(app)) continue;
    log(`building ${app} ...`);
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build', '-w', app], { cwd: repoRoot, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`Build of ${app} failed`);
    writeFileSync(buildStamp(app), new Date().toISOString());
    log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  for (const remote of REMOTES) publishRemote(remote, appVersion(remote), { pointer: 'latest', log: () => {} });
}

if (import.meta.url === `file://${process.argv[1]}`) buildMissing({ force: process.argv.includes('--force') });
