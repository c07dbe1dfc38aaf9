// What a package's pipeline (scripts/pipeline.mjs) leaves behind for `publish-remote`: the build it
// tested and, when every step passed on committed code, .pipeline/<package>/passed.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './apps.mjs';

/** Files whose change makes a package's earlier pipeline run stale: its own and what it builds from. */
const INPUTS = (pkg) => [pkg, 'shared', 'package.json', 'package-lock.json', 'tenants'];
/** PIPELINE_DIR moves the records (the tests use an empty folder). */
export const pipelineDir = (pkg, root = repoRoot) => (process.env.PIPELINE_DIR ? join(process.env.PIPELINE_DIR, pkg) : join(root, '.pipeline', pkg));

const git = (...args) => spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
/** HEAD's commit and whether the package's inputs match it (nothing uncommitted). */
export function commitState(pkg) {
  const head = git('rev-parse', 'HEAD');
  const status = git('status', '--porcelain', '--', ...INPUTS(pkg));
  return { commit: head.status === 0 ? head.stdout.trim() : null, clean: status.status === 0 && status.stdout.trim() === '' };
}

/** The build `publish-remote` may publish: the one whose pipeline passed for HEAD, else an Error saying why not. */
export function verifiedBuild(pkg, { root = repoRoot, head = commitState(pkg).commit } = {}) {
  const record = join(pipelineDir(pkg, root), 'passed.json');
  const run = `run \`npm test -w ${pkg}\` on a commit that holds every change of ${pkg}`;
  if (!existsSync(record)) return new Error(`${pkg}: its pipeline has not passed here; ${run}`);
  const passed = JSON.parse(readFileSync(record, 'utf8'));
  if (!passed.clean) return new Error(`${pkg}: its pipeline passed on uncommitted changes; ${run}`);
  if (passed.commit !== head) return new Error(`${pkg}: its pipeline passed for ${passed.commit?.slice(0, 10)}, not for HEAD ${head?.slice(0, 10)}; ${run}`);
  const dist = join(pipelineDir(pkg, root), 'dist');
  if (!existsSync(join(dist, 'mf-manifest.json'))) return new Error(`${pkg}: the build its pipeline tested is gone (${dist}); ${run}`);
  return dist;
}
