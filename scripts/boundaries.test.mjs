// The import boundaries of docs/architecture.md are enforced by lint (eslint on import
// strings, dependency-cruiser on resolved paths); these tests prove the rules bite (and do not bite local folders that merely share a name).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';
import { repoRoot } from './apps.mjs';

const eslint = new ESLint({ cwd: repoRoot });

async function restricted(file, code) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${file}` });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

test('a remote may not import another remote', async () => {
  const messages = await restricted('mf-account/src/probe.ts', "import x from '../../mf-events/src/pages/HomePage.tsx';\nexport default x;\n");
  assert.equal(messages.length, 1);
  assert.match(messages[0], /mf-events/);
});

test('a remote may not import the shell or the backend', async () => {
  assert.equal((await restricted('mf-events/src/probe.ts', "import x from '../../shell/src/bootstrap.tsx';\nexport default x;\n")).length, 1);
  assert.equal((await restricted('mf-events/src/probe.ts', "import x from '../../api/src/server.ts';\nexport default x;\n")).length, 1);
});

test('shared may not import any app', async () => {
  const messages = await restricted('shared/src/probe.ts', "import x from '../../shell/src/routing/router.tsx';\nexport default x;\n");
  assert.equal(messages.length, 1);
});

test('browser code imports @portal/shared through its entries only (tests use the /testing entry)', async () => {
  assert.equal((await restricted('shell/src/probe.ts', "import { x } from '@portal/shared/http/client.ts';\nexport { x };\n")).length, 1);
  assert.equal((await restricted('shell/src/probe.test.ts', "import { x } from '@portal/shared/testing/fake-fetch.ts';\nexport { x };\n")).length, 1);
  assert.equal((await restricted('shell/src/probe.test.ts', "import { x } from '@portal/shared/testing';\nexport { x };\n")).length, 0);
  assert.equal((await restricted('shell/src/probe.ts', "import { api } from '@portal/shared';\nexport { api };\n")).length, 0);
  assert.equal((await restricted('shell/src/probe.ts', "import { Button } from '@portal/shared/ui';\nexport { Button };\n")).length, 0);
});

test("a remote's own api/ folder is not mistaken for the backend", async () => {
  assert.equal((await restricted('mf-events/src/pages/probe.ts', "import { x } from '../api/get-events.ts';\nexport { x };\n")).length, 0);
});

// The same boundaries on RESOLVED paths (dependency-cruiser, .dependency-cruiser.cjs): a
// fixture tree in a temp folder, shaped like the repository (its own @portal/shared
// workspace link, and a wildcard export so deep imports resolve, as they would if one
// came back), cruised once with the repository's config; each rule must report its probe
// and leave the legitimate imports alone.
const cruised = (() => {
  let result;
  return () => (result ??= cruiseFixture());
})();

function cruiseFixture() {
  const dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  const write = (file, code) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), code);
  };
  const sharedPkg = JSON.parse(readFileSync(join(repoRoot, 'shared/package.json'), 'utf8'));
  write(
    'shared/package.json',
    JSON.stringify({ name: '@portal/shared', version: sharedPkg.version, type: 'module', exports: { ...sharedPkg.exports, './*': './src/*' } }),
  );
  copyFileSync(join(repoRoot, 'tsconfig.base.json'), join(dir, 'tsconfig.base.json'));
  mkdirSync(join(dir, 'node_modules/@portal'), { recursive: true });
  symlinkSync('../../shared', join(dir, 'node_modules/@portal/shared'));
  for (const [target] of Object.entries(sharedPkg.exports).filter(([, t]) => !t.includes('*'))) {
    const file = sharedPkg.exports[target].replace(/^\.\//, 'shared/');
    if (/\.(ts|tsx)$/.test(file)) write(file, 'export const entry = 1;\n');
  }
  write('shared/src/http/client.ts', 'export const client = 1;\n');
  write('shared/src/testing/fake-fetch.ts', 'export const fakeFetch = 1;\n');
  write('shell/src/ok.ts', 'export const ok = 1;\n');
  write('mf-events/src/page.ts', 'export const page = 1;\n');
  // Probes: each breaks one rule.
  write('mf-account/src/cross-remote.ts', "export { page } from '../../mf-events/src/page.ts';\n");
  write('mf-following/src/to-shell.ts', "export { ok } from '../../shell/src/ok.ts';\n");
  write('shared/src/to-app.ts', "export { ok } from '../../shell/src/ok.ts';\n");
  write('mf-commerce/src/deep-by-name.ts', "export { client } from '@portal/shared/http/client.ts';\n");
  write('shell/src/deep-by-path.ts', "export { client } from '../../shared/src/http/client.ts';\n");
  write('api/src/to-browser.ts', "export { page } from '../../mf-events/src/page.ts';\n");
  write('shell/src/cycle-a.ts', "import { b } from './cycle-b.ts';\nexport const a = () => b;\n");
  write('shell/src/cycle-b.ts', "import { a } from './cycle-a.ts';\nexport const b = () => a;\n");
  // Legitimate: public entries by name, a remote's own api/ folder, the /testing entry in a test.
  write('mf-events/src/public.ts', "export { entry } from '@portal/shared';\nexport { entry as ui } from '@portal/shared/ui';\n");
  write('mf-events/src/pages/own-api.ts', "export { x } from '../api/get-events.ts';\n");
  write('mf-events/src/api/get-events.ts', 'export const x = 1;\n');
  write('mf-events/src/pages/page.test.ts', "export { entry } from '@portal/shared/testing';\n");
  write('mf-auth/src/pages/deep.test.ts', "export { fakeFetch } from '@portal/shared/testing/fake-fetch.ts';\n");
  write('api/src/uses-contract.ts', "export { entry } from '../../shared/src/index.ts';\n");

  // Features of a remote (docs/conventions.md): through the other feature's index only; common/ uses no feature.
  write('mf-events/src/features/player/Player.tsx', 'export const Player = 1;\n');
  write('mf-events/src/features/player/index.ts', "export { Player } from './Player.tsx';\n");
  write('mf-events/src/features/multiview/into-internals.ts', "export { Player } from '../player/Player.tsx';\n");
  write('mf-events/src/features/multiview/through-index.ts', "export { Player } from '../player/index.ts';\n");
  write('mf-events/src/features/multiview/own.ts', "export { Player } from './through-index.ts';\n");
  write('mf-events/src/common/to-feature.ts', "export { Player } from '../features/player/index.ts';\n");
  write('mf-account/src/features/player/same-name-other-remote.ts', 'export const y = 1;\n');
  const cli = join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
  const run = spawnSync(
    process.execPath,
    [
      cli,
      '--config',
      join(repoRoot, '.dependency-cruiser.cjs'),
      '--output-type',
      'json',
      'shared',
      'shell',
      'mf-auth',
      'mf-account',
      'mf-events',
      'mf-following',
      'mf-commerce',
      'api',
    ],
    {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  rmSync(dir, { recursive: true, force: true });
  if (!run.stdout) throw new Error(`dependency-cruiser did not run: ${run.stderr}`);
  const { summary } = JSON.parse(run.stdout);
  return summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to, cycle: (v.cycle ?? []).map((c) => c.name ?? c) }));
}

const violationsOf = (rule) => cruised().filter((v) => v.rule === rule);

test('resolved paths: a remote may not import another remote, the shell or the backend', () => {
  assert.deepEqual(
    violationsOf('no-remote-to-remote').map((v) => [v.from, v.to]),
    [['mf-account/src/cross-remote.ts', 'mf-events/src/page.ts']],
  );
  assert.deepEqual(
    violationsOf('no-remote-to-shell-or-api').map((v) => [v.from, v.to]),
    [['mf-following/src/to-shell.ts', 'shell/src/ok.ts']],
  );
});

test('resolved paths: shared imports no app, the backend imports no browser app', () => {
  assert.deepEqual(
    violationsOf('shared-imports-no-app').map((v) => [v.from, v.to]),
    [['shared/src/to-app.ts', 'shell/src/ok.ts']],
  );
  assert.deepEqual(
    violationsOf('api-imports-no-browser-app').map((v) => [v.from, v.to]),
    [['api/src/to-browser.ts', 'mf-events/src/page.ts']],
  );
});

test('resolved paths: @portal/shared only through its exported entries, by package name or by relative path', () => {
  const deep = violationsOf('shared-through-public-entries')
    .map((v) => [v.from, v.to])
    .sort();
  assert.deepEqual(deep, [
    ['mf-auth/src/pages/deep.test.ts', 'shared/src/testing/fake-fetch.ts'],
    ['mf-commerce/src/deep-by-name.ts', 'shared/src/http/client.ts'],
    ['shell/src/deep-by-path.ts', 'shared/src/http/client.ts'],
  ]);
  // The public entries (the /testing one in a test), a remote's own api/ folder and the API's use of the contract pass.
  const flagged = new Set(cruised().map((v) => v.from));
  for (const ok of ['mf-events/src/public.ts', 'mf-events/src/pages/own-api.ts', 'mf-events/src/pages/page.test.ts', 'api/src/uses-contract.ts']) {
    assert.equal(flagged.has(ok), false, `${ok} was flagged`);
  }
});

test('resolved paths: no import cycles', () => {
  const cycles = violationsOf('no-circular');
  assert.ok(cycles.length >= 1);
  assert.ok(cycles.every((v) => v.from.startsWith('shell/src/cycle-')));
  assert.deepEqual(cycles[0].cycle.slice().sort(), ['shell/src/cycle-a.ts', 'shell/src/cycle-b.ts']);
});

test('resolved paths: a feature reaches another feature of its remote only through its index; common/ uses none', () => {
  assert.deepEqual(
    violationsOf('feature-internals-private').map((v) => [v.from, v.to]),
    [['mf-events/src/features/multiview/into-internals.ts', 'mf-events/src/features/player/Player.tsx']],
  );
  assert.deepEqual(
    violationsOf('common-imports-no-feature').map((v) => [v.from, v.to]),
    [['mf-events/src/common/to-feature.ts', 'mf-events/src/features/player/index.ts']],
  );
  const flagged = new Set(cruised().map((v) => v.from));
  for (const ok of ['mf-events/src/features/multiview/through-index.ts', 'mf-events/src/features/multiview/own.ts', 'mf-events/src/features/player/index.ts']) {
    assert.equal(flagged.has(ok), false, `${ok} was flagged`);
  }
});
