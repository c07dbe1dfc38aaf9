// `npm run test:changed [-- --since <ref>]`: the suites a change can affect, for the developer's loop.
// The change is what differs from <ref> (default HEAD: what is not committed yet, untracked files too).
// Each package touched gets its lint, types and unit tests; the e2e specs its pages own run against
// the apps rebuilt where their sources changed (as `npm start` does), and changed e2e files run through
// Playwright's own --only-changed (a spec, or a support module a spec imports). A change to shared/
// reaches every app, and one to the root or scripts/ every suite: then it says so and runs them all.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './apps.mjs';
import { buildMissing } from './build-missing.mjs';
import { PACKAGES, specFolders } from './pipeline.mjs';

const git = (...args) => spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).stdout.trim().split('\n').filter(Boolean);

/** The files changed since `ref` in the working tree, untracked ones included. */
export function changedFiles(ref = 'HEAD') {
  return [...new Set([...git('diff', '--name-only', ref), ...git('ls-files', '--others', '--exclude-standard')])];
}

/** What to run for a list of changed paths: { all } or the packages, e2e folders and whether e2e files changed. */
export function plan(files) {
  const packages = new Set();
  let e2eFiles = false;
  for (const file of files) {
    const top = file.split('/')[0];
    if (file.split('/').length === 1 || top === 'scripts' || top === '.ci') {
      // root configs (package.json, lockfile, lint, jest, tsconfig) and the scripts reach every suite
      if (!/\.md$/.test(file)) return { all: true, why: file };
    } else if (top === 'shared') {
      return { all: true, why: file };
    } else if (top === 'e2e') e2eFiles = true;
    else if (PACKAGES.includes(top)) packages.add(top);
    // docs/, bench/, tenants/ edits: docs have their own lint suite; tenants are read by the e2e of each app
    else if (top === 'tenants') for (const p of PACKAGES) if (p !== 'shared') packages.add(p);
  }
  const ordered = PACKAGES.filter((p) => packages.has(p));
  return { all: false, packages: ordered, specs: ordered.flatMap((p) => specFolders(p)), e2eFiles };
}

const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);
const sh = (cmd, args) => {
  console.log(`\n$ ${[cmd, ...args].join(' ').replace(`${repoRoot}/`, '')}`);
  return spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit' }).status === 0;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--since');
  const ref = at > 0 ? process.argv[at + 1] : 'HEAD';
  const files = changedFiles(ref);
  const p = plan(files);
  const started = Date.now();
  let ok = true;
  if (files.length === 0) console.log(`Nothing changed since ${ref}.`);
  else if (p.all) {
    console.log(`${p.why} reaches every package: running every suite (npm test).`);
    ok = sh('npm', ['test']);
  } else {
    console.log(`Changed since ${ref}: ${files.length} files; packages ${p.packages.join(', ') || 'none'}${p.e2eFiles ? ', e2e' : ''}.`);
    const web = p.packages.filter((x) => x !== 'api');
    if (p.packages.length) ok = sh(bin('eslint'), ['--max-warnings', '0', ...p.packages]) && ok;
    for (const pkg of [...p.packages, ...(p.e2eFiles ? ['e2e'] : [])]) ok = sh(bin('tsc'), ['-p', pkg, '--noEmit']) && ok;
    if (web.length) ok = sh(bin('jest'), ['--ci', '--selectProjects', ...web]) && ok;
    if (p.packages.includes('api')) ok = sh('npm', ['run', 'test:unit', '-w', 'api']) && ok;
    if (p.specs.length || p.e2eFiles) buildMissing();
    if (p.specs.length) ok = sh(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...p.specs]) && ok;
    if (p.e2eFiles) ok = sh(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', `--only-changed=${ref}`]) && ok;
  }
  console.log(`\ntest:changed ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(ok ? 0 : 1);
}
