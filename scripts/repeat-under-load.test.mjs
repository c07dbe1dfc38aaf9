// scripts/repeat-under-load.mjs: which spec files a command line stands for (issue 28 item 3).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expandSpecs, PACKAGE_SPECS, parseArgs, specPath, summarize } from './repeat-under-load.mjs';

test('each package maps to the e2e spec folders of its area', () => {
  assert.deepEqual(parseArgs(['--package', 'mf-auth']).specs, ['specs/auth']);
  assert.deepEqual(parseArgs(['--package', 'mf-events']).specs, ['specs/events', 'specs/embed']);
  assert.deepEqual(parseArgs(['--package=mf-account']).specs, ['specs/account']);
  assert.deepEqual(parseArgs(['--package', 'mf-commerce']).specs, ['specs/commerce']);
  assert.deepEqual(parseArgs(['--package', 'mf-following']).specs, ['specs/following']);
  assert.deepEqual(parseArgs(['--package', 'shell']).specs, ['specs/shell', 'specs/platform']);
  assert.deepEqual(Object.keys(PACKAGE_SPECS).sort(), ['mf-account', 'mf-auth', 'mf-commerce', 'mf-events', 'mf-following', 'shell']);
});

test('spec files are taken from the repository root or from e2e/ alike, and mix with packages', () => {
  assert.equal(specPath('e2e/specs/shell/survey.spec.ts'), 'specs/shell/survey.spec.ts');
  assert.equal(specPath('./specs/shell/survey.spec.ts'), 'specs/shell/survey.spec.ts');
  assert.deepEqual(parseArgs(['e2e/specs/events/multiview.spec.ts', '--package', 'mf-commerce']).specs, ['specs/events/multiview.spec.ts', 'specs/commerce']);
});

test('5 repeats by default; --repeat-each and --grep change the run; bad input is refused', () => {
  assert.deepEqual(parseArgs(['specs/x.spec.ts']), { repeatEach: 5, grep: undefined, specs: ['specs/x.spec.ts'] });
  assert.equal(parseArgs(['--repeat-each', '3', 'specs/x.spec.ts']).repeatEach, 3);
  assert.equal(parseArgs(['--grep=layouts', 'specs/x.spec.ts']).grep, 'layouts');
  assert.throws(() => parseArgs([]), /--package/);
  assert.throws(() => parseArgs(['--package', 'mf-nope']), /unknown package mf-nope/);
  assert.throws(() => parseArgs(['--package']), /needs a value/);
  assert.throws(() => parseArgs(['--repeat-each', '0', 'specs/x.spec.ts']), /whole number/);
  assert.throws(() => parseArgs(['--workers=2', 'specs/x.spec.ts']), /unknown option --workers=2/);
});

test('a package folder expands to its spec files, sorted; support files are left out', () => {
  const files = expandSpecs(['specs/commerce']);
  assert.ok(files.length > 0);
  assert.ok(files.every((f) => f.startsWith('specs/commerce/') && f.endsWith('.spec.ts')));
  assert.ok(!files.includes('specs/commerce/paywall-support.ts'));
  assert.deepEqual(files, [...files].sort());
});

test('the JSON report is summed per spec file: passed, failed with their first line, seconds', () => {
  const result = (status, duration, message) => ({ status, duration, ...(message ? { error: { message } } : {}) });
  const report = {
    suites: [
      {
        suites: [
          {
            specs: [
              { file: 'shell/survey.spec.ts', title: 'a', tests: [{ results: [result('passed', 1000), result('passed', 1500)] }] },
              { file: 'shell/survey.spec.ts', title: 'b', tests: [{ results: [result('failed', 500, 'Timeout\nmore')] }] },
            ],
          },
        ],
        specs: [{ file: 'events/multiview.spec.ts', title: 'c', tests: [{ results: [result('passed', 2000)] }] }],
      },
    ],
  };
  const by = summarize(report);
  assert.deepEqual(by.get('shell/survey.spec.ts'), { passed: 2, failed: 1, skipped: 0, seconds: 3, failures: ['b (failed: Timeout)'] });
  assert.equal(by.get('events/multiview.spec.ts').passed, 1);
});
