#!/usr/bin/env node
// Flake proof (issue 28 item 3): runs e2e spec files, each test 5 times in a row, no retries, one
// worker, while a busy loop holds one of the machine's two cores, the way a crowded CI machine
// would. A test that only passes on an idle machine fails here.
//
//   node scripts/repeat-under-load.mjs e2e/specs/shell/survey.spec.ts specs/events/multiview.spec.ts
//   node scripts/repeat-under-load.mjs --package mf-commerce        (every spec of that area)
//   node scripts/repeat-under-load.mjs --repeat-each 3 --grep "layouts" specs/events/multiview.spec.ts
//
// E2E_PORT and the usual Playwright variables pass through. The hog is always killed at the end:
// after the run, on a failure, on Ctrl-C or SIGTERM. Prints passed/failed per spec and the seconds.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const REPO = resolve(import.meta.dirname, '..');
const E2E = join(REPO, 'e2e');

/** The e2e spec folders (under e2e/) of each package of the monorepo. */
export const PACKAGE_SPECS = {
  'mf-auth': ['specs/auth'],
  'mf-events': ['specs/events', 'specs/embed'],
  'mf-account': ['specs/account'],
  'mf-commerce': ['specs/commerce'],
  'mf-following': ['specs/following'],
  shell: ['specs/shell', 'specs/platform'],
};

/** Turns the command line into the options and the spec paths (relative to e2e/) to run. */
export function parseArgs(argv) {
  const options = { repeatEach: 5, grep: undefined, specs: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
      if (v === undefined || v === '') throw new Error(`${arg.split('=')[0]} needs a value`);
      return v;
    };
    if (arg === '--package' || arg.startsWith('--package=')) {
      const name = value();
      const folders = PACKAGE_SPECS[name];
      if (!folders) throw new Error(`unknown package ${name}: one of ${Object.keys(PACKAGE_SPECS).join(', ')}`);
      options.specs.push(...folders);
    } else if (arg === '--repeat-each' || arg.startsWith('--repeat-each=')) {
      options.repeatEach = Number(value());
      if (!Number.isInteger(options.repeatEach) || options.repeatEach < 1) throw new Error('--repeat-each needs a whole number of at least 1');
    } else if (arg === '--grep' || arg.startsWith('--grep=') || arg === '-g') {
      options.grep = value();
    } else if (arg.startsWith('-')) {
      throw new Error(`unknown option ${arg}`);
    } else {
      options.specs.push(specPath(arg));
    }
  }
  if (options.specs.length === 0) throw new Error('name spec files or folders, or --package <name>');
  return options;
}

/** A spec file or folder as Playwright's e2e/ working directory sees it: `e2e/specs/x` and `specs/x` are the same. */
export function specPath(arg) {
  const normal = arg.replace(/\\/g, '/').replace(/^\.\//, '');
  return normal.startsWith('e2e/') ? normal.slice('e2e/'.length) : normal;
}

/** The spec files a list of files and folders (relative to e2e/) stands for, sorted. */
export function expandSpecs(paths, root = E2E) {
  const files = new Set();
  const walk = (rel) => {
    const full = join(root, rel);
    if (statSync(full).isDirectory()) for (const name of readdirSync(full)) walk(`${rel}/${name}`);
    else if (rel.endsWith('.spec.ts')) files.add(rel);
  };
  for (const p of paths) walk(p);
  return [...files].sort();
}

/** Playwright's messages carry terminal colours. */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Per spec file: tests passed and failed over all repeats, and the seconds its tests took. */
export function summarize(report) {
  const bySpec = new Map();
  const visit = (suite) => {
    for (const child of suite.suites ?? []) visit(child);
    for (const spec of suite.specs ?? []) {
      const entry = bySpec.get(spec.file) ?? { passed: 0, failed: 0, skipped: 0, seconds: 0, failures: [] };
      for (const t of spec.tests) {
        for (const r of t.results) {
          entry.seconds += r.duration / 1000;
          if (r.status === 'passed') entry.passed++;
          else if (r.status === 'skipped') entry.skipped++;
          else {
            entry.failed++;
            entry.failures.push(`${spec.title} (${r.status}${r.error?.message ? `: ${r.error.message.replace(COLOURS, '').split('\n')[0]}` : ''})`);
          }
        }
      }
      bySpec.set(spec.file, entry);
    }
  };
  for (const suite of report.suites ?? []) visit(suite);
  return bySpec;
}

function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`repeat-under-load: ${error.message}`);
    process.exit(2);
  }
  const specs = expandSpecs(options.specs);
  const work = mkdtempSync(join(tmpdir(), 'repeat-under-load-'));
  const reportFile = join(work, 'report.json');

  // The CPU hog: a busy loop in its own process, one core's worth.
  const hog = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
  let hogKilled = false;
  const killHog = () => {
    if (hogKilled) return;
    hogKilled = true;
    hog.kill('SIGKILL');
  };
  process.on('exit', killHog);

  const args = [
    'playwright',
    'test',
    ...specs,
    `--repeat-each=${options.repeatEach}`,
    '--retries=0',
    '--workers=1',
    '--reporter=line,json',
    `--output=${join(work, 'results')}`,
  ];
  if (options.grep) args.push(`--grep=${options.grep}`);
  console.log(
    `repeat-under-load: ${specs.length} spec file(s), each test ${options.repeatEach}x, 1 worker, no retries, a busy loop on one core (pid ${hog.pid})`,
  );
  const started = Date.now();
  const run = spawn('npx', args, { cwd: E2E, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile } });

  let interrupted = false;
  const stop = (signal) => {
    interrupted = true;
    killHog();
    run.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  run.on('exit', (code, signal) => {
    killHog();
    const seconds = (Date.now() - started) / 1000;
    let failed = code !== 0 || interrupted;
    try {
      const bySpec = summarize(JSON.parse(readFileSync(reportFile, 'utf8')));
      console.log(`\nrepeat-under-load: ${options.repeatEach}x per test, --retries=0 --workers=1, one core busy; ${seconds.toFixed(0)} s in all`);
      for (const [file, r] of bySpec) {
        console.log(
          `  ${r.failed ? 'FAIL' : 'ok  '} specs/${file}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''} (${r.seconds.toFixed(0)} s)`,
        );
        for (const f of r.failures) console.log(`         ${f}`);
        if (r.failed) failed = true;
      }
    } catch (error) {
      console.error(`repeat-under-load: no report (${error.message})${signal ? `, Playwright ended by ${signal}` : ''}`);
      failed = true;
    }
    rmSync(work, { recursive: true, force: true });
    process.exit(failed ? 1 : 0);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
