// A squad's own pipeline: `npm test -w <package>` runs this for that package alone.
//   lint, types, unit tests  -> of the package only
//   build                    -> a candidate build in .pipeline/<package>/dist (the app's dist/ is left alone)
//   federation contract      -> the candidate against the apps as published (scripts/federation-contract.mjs)
//   e2e                      -> the package's own journeys, in a real browser, on a portal that serves the
//                               candidate and, for everything else, the published shell and remotes at the
//                               versions the demo tenants name (a copy of the CDN folder with the candidate
//                               standing in for its own published versions); nothing else is rebuilt
// When every step passes on a commit whose package files are committed, .pipeline/<package>/passed.json
// records it; `npm run publish-remote` publishes that very build and refuses without the record.
//   node scripts/pipeline.mjs mf-commerce [--skip e2e]
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REMOTES, cdnDir, repoRoot } from './apps.mjs';
import { buildMissing } from './build-missing.mjs';
import { checkContract, resolveVersion, tenantRemotes } from './federation-contract.mjs';
import { commitState, pipelineDir } from './pipeline-record.mjs';

export const PACKAGES = ['shared', 'shell', ...REMOTES, 'api'];
/** The e2e spec folders each package owns (e2e/specs/<folder>); a11y/ runs in the whole CI. */
export const E2E_AREAS = {
  shared: [],
  shell: ['shell', 'platform'],
  'mf-auth': ['auth'],
  'mf-events': ['events', 'embed'],
  'mf-account': ['account'],
  'mf-commerce': ['commerce'],
  'mf-following': ['following'],
  api: ['reliability'],
};
const tenantsDir = join(repoRoot, 'tenants');
const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);

/** The e2e spec folders of a package, as paths Playwright's filter takes. */
export function specFolders(pkg) {
  if (!(pkg in E2E_AREAS)) throw new Error(`Unknown package ${pkg}; one of ${PACKAGES.join(', ')}`);
  return E2E_AREAS[pkg].map((area) => `e2e/specs/${area}/`);
}

/**
 * A copy of the CDN folder in which the candidate remote stands in for every version of it that a
 * tenant names (a pointer resolved), so each demo tenant runs the candidate beside the published rest.
 */
export function overlayCdn({ from = cdnDir, to, remote, build, tenants = tenantsDir }) {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  if (existsSync(from)) cpSync(from, to, { recursive: true });
  if (!remote) return [];
  // A pointer the CDN never had resolves to its own name, where the server looks for it too.
  const versions = [
    ...new Set(
      tenantRemotes(tenants)
        .filter((r) => r.remote === remote)
        .map((r) => resolveVersion(to, remote, r.version)),
    ),
  ];
  for (const version of versions) {
    const target = join(to, remote, version);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    cpSync(build, target, { recursive: true });
  }
  return versions;
}

function step(name, fn) {
  const started = Date.now();
  console.log(`\n-- ${name}`);
  let ok;
  try {
    ok = fn();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    ok = false;
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`-- ${name}: ${ok ? 'passed' : 'FAILED'} (${seconds.toFixed(1)} s)`);
  return { name, ok, seconds };
}

const sh = (cmd, args, options = {}) => spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit', ...options }).status === 0;

/** The steps of one package's pipeline, in order; each returns true when it passed. */
function steps(pkg, { skip }) {
  const out = pipelineDir(pkg);
  const build = join(out, 'dist');
  const app = pkg === 'shell' || REMOTES.includes(pkg);
  const list = [
    ['lint', () => sh(bin('eslint'), ['--max-warnings', '0', pkg])],
    ['format', () => sh(bin('prettier'), ['--check', '--log-level', 'warn', pkg])],
    ['types', () => sh(bin('tsc'), ['-p', pkg, '--noEmit'])],
    pkg === 'api' ? ['unit', () => sh('npm', ['run', 'test:unit', '-w', 'api'])] : ['unit', () => sh(bin('jest'), ['--ci', '--selectProjects', pkg])],
  ];
  if (pkg === 'shared') {
    // The kit reaches users only inside an app's build, so each app's pipeline is where its pages are
    // tested in a browser; here, the contracts shared itself keeps.
    list.push([
      'contracts',
      () =>
        sh('node', [
          '--test',
          'scripts/shared-subsets.test.mjs',
          'scripts/boundaries.test.mjs',
          ...(existsSync(join(repoRoot, 'scripts/shared-census.test.mjs')) ? ['scripts/shared-census.test.mjs'] : []),
        ]),
    ]);
  }
  if (app) {
    list.push([
      'build',
      () => {
        rmSync(build, { recursive: true, force: true });
        return sh(bin('webpack'), ['--mode', 'production', '--output-path', build], { cwd: join(repoRoot, pkg) });
      },
    ]);
  }
  // The published apps the candidate is tested against; a clone that never ran `npm start` has none
  // yet, and gets them as `npm start` would make them (once).
  const ensurePublished = () => {
    const { problems } = checkContract({
      candidate: { app: pkg === 'api' ? 'shell' : pkg, dir: app ? build : join(repoRoot, 'shell/dist') },
      cdnDir,
      shellDir: join(repoRoot, 'shell/dist'),
      tenantsDir,
    });
    if (problems.some((p) => p.startsWith('not published'))) {
      console.log('Some apps are not published here yet; building and publishing them once, as `npm start` does.');
      buildMissing();
    }
  };
  if (app) {
    list.push([
      'federation contract',
      () => {
        ensurePublished();
        const { problems, checked } = checkContract({ candidate: { app: pkg, dir: build }, cdnDir, shellDir: join(repoRoot, 'shell/dist'), tenantsDir });
        console.log(`checked together: ${checked.join(', ')}`);
        for (const p of problems) console.error(`  ${p}`);
        return problems.length === 0;
      },
    ]);
  }
  const specs = specFolders(pkg);
  if (specs.length && !skip.includes('e2e')) {
    list.push([
      'e2e',
      () => {
        if (!app) ensurePublished();
        const cdn = join(out, 'cdn');
        const versions = overlayCdn({ to: cdn, remote: REMOTES.includes(pkg) ? pkg : undefined, build });
        if (versions.length) console.log(`${pkg}: the candidate stands in for ${versions.join(', ')} on the CDN`);
        const env = { ...process.env, CDN_DIR: cdn, SHELL_DIST_DIR: pkg === 'shell' ? build : join(repoRoot, 'shell/dist') };
        const ok = sh(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list', ...specs], { env });
        rmSync(cdn, { recursive: true, force: true });
        return ok;
      },
    ]);
  }
  return list.filter(([name]) => !skip.includes(name));
}

export function runPipeline(pkg, { skip = [] } = {}) {
  if (!PACKAGES.includes(pkg)) throw new Error(`Unknown package ${pkg}; one of ${PACKAGES.join(', ')}`);
  const before = commitState(pkg);
  const started = Date.now();
  mkdirSync(pipelineDir(pkg), { recursive: true });
  rmSync(join(pipelineDir(pkg), 'passed.json'), { force: true });
  const results = [];
  for (const [name, fn] of steps(pkg, { skip })) {
    const r = step(name, fn);
    results.push(r);
    if (!r.ok) break;
  }
  const seconds = (Date.now() - started) / 1000;
  const passed = results.every((r) => r.ok) && skip.length === 0;
  const after = commitState(pkg);
  console.log(`\n${pkg} pipeline:`);
  for (const r of results) console.log(`  ${r.name.padEnd(22)} ${r.ok ? 'passed' : 'FAILED'}  ${r.seconds.toFixed(1)} s`);
  console.log(`  ${'total'.padEnd(22)} ${(seconds / 60).toFixed(1)} min`);
  if (passed) {
    // Only a run of committed code, unchanged while it ran, may be published.
    const clean = before.clean && after.clean && before.commit === after.commit;
    writeFileSync(
      join(pipelineDir(pkg), 'passed.json'),
      `${JSON.stringify({ package: pkg, commit: before.commit, clean, seconds, at: new Date().toISOString() }, null, 2)}\n`,
    );
    if (!clean) console.log(`(passed on uncommitted changes: commit them and run it again before publishing ${pkg})`);
  } else if (skip.length) console.log(`(steps skipped: ${skip.join(', ')}; not recorded as passed)`);
  return passed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const skipAt = args.indexOf('--skip');
  const skip = skipAt >= 0 ? (args[skipAt + 1] ?? '').split(',').filter(Boolean) : [];
  const pkg = args.find((a, i) => !a.startsWith('--') && (skipAt < 0 || i !== skipAt + 1));
  if (!pkg) {
    console.error(`usage: pipeline.mjs <${PACKAGES.join('|')}> [--skip e2e,...]`);
    process.exit(2);
  }
  console.log(`pipeline of ${pkg} (${relative(repoRoot, pipelineDir(pkg))})`);
  process.exit(runPipeline(pkg, { skip }) ? 0 : 1);
}
