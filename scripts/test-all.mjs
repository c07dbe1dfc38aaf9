// `npm test`: every suite in order (lint, types, unit, API on PGlite and, when
// TEST_POSTGRES=1, on PostgreSQL, build, e2e), then one line totalling them all:
// "N passed, N failed". A suite that cannot run counts as failed, never skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './apps.mjs';

const only = process.argv.slice(2);
const results = [];
const want = (name) => only.length === 0 || only.includes(name);

function run(cmd, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env }, maxBuffer: 256 * 1024 * 1024 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  process.stdout.write(output);
  return { status: result.status, output, seconds: (Date.now() - started) / 1000 };
}

function record(name, passed, failed, seconds) {
  results.push({ name, passed, failed, seconds });
  console.log(`\n== ${name}: ${passed} passed, ${failed} failed (${seconds.toFixed(1)} s)\n`);
}

/** Whole-suite checks (lint, typecheck, build) count as one test each. */
function check(name, cmd, args, env) {
  const r = run(cmd, args, env);
  record(name, r.status === 0 ? 1 : 0, r.status === 0 ? 0 : 1, r.seconds);
  return r.status === 0;
}

/** Runs a suite on Node's test runner and reads its closing counts. */
function nodeTestSuite(name, cmd, args, env) {
  const r = run(cmd, args, env);
  const pass = Number(/ℹ pass (\d+)/.exec(r.output)?.[1] ?? 0);
  const fail = Number(/ℹ fail (\d+)/.exec(r.output)?.[1] ?? 0);
  record(name, pass, fail + (r.status !== 0 && fail === 0 ? 1 : 0), r.seconds);
}

if (want('lint')) {
  check('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
  nodeTestSuite('lint boundaries', 'node', ['--test', 'scripts/boundaries.test.mjs']);
}
if (want('typecheck')) check('typecheck', 'node', ['scripts/typecheck.mjs']);

if (want('unit')) {
  const out = join(mkdtempSync(join(tmpdir(), 'jest-')), 'results.json');
  const r = run('npx', ['jest', '--ci', '--json', `--outputFile=${out}`]);
  if (existsSync(out)) {
    const json = JSON.parse(readFileSync(out, 'utf8'));
    const suiteFailures = json.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length;
    record('unit (jest)', json.numPassedTests, json.numFailedTests + suiteFailures, r.seconds);
  } else record('unit (jest)', 0, 1, r.seconds);
}

if (want('api')) {
  nodeTestSuite('api (PGlite)', 'npm', ['test', '-w', 'api']);
  if (process.env.TEST_POSTGRES === '1') {
    nodeTestSuite('api (PostgreSQL)', 'bash', ['api/scripts/with-postgres.sh', 'npm', 'test', '-w', 'api']);
  }
}

if (want('build') || want('e2e')) check('build (all apps)', 'node', ['scripts/build-missing.mjs', '--force']);

if (want('e2e')) {
  const out = join(mkdtempSync(join(tmpdir(), 'pw-')), 'results.json');
  const r = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (existsSync(out)) {
    const stats = JSON.parse(readFileSync(out, 'utf8')).stats;
    record('e2e (playwright)', stats.expected + stats.flaky, stats.unexpected, r.seconds);
  } else record('e2e (playwright)', 0, 1, r.seconds);
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('\nSuites:');
for (const r of results) console.log(`  ${r.name.padEnd(22)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
