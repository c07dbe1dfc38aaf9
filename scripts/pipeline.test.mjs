// The squad pipeline's parts (scripts/pipeline.mjs): which e2e specs a package owns, the federation
// contract on small fixture builds, the CDN overlay, and publish-remote's refusal without a pass.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { repoRoot } from './apps.mjs';
import { checkContract } from './federation-contract.mjs';
import { E2E_AREAS, PACKAGES, overlayCdn, specFolders } from './pipeline.mjs';
import { verifiedBuild } from './pipeline-record.mjs';
import { plan } from './test-changed.mjs';

const temps = [];
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pipeline-test-'));
  temps.push(dir);
  return dir;
};
after(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));
const write = (file, value) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
};

const singleton = (name, version, requiredVersion = `^${version.split('.')[0]}.0.0`, strictVersion = false) => ({
  name,
  version,
  requiredVersion,
  singleton: true,
  strictVersion,
});

/** A world of two tenants, a built shell and two published remotes; `candidate` overrides mf-b's build. */
function world({ candidateShared = [singleton('react', '19.3.1')], candidateExposes = ['./routes'], candidateRoutes = ['b', 'b/:id'] } = {}) {
  const root = temp();
  const cdn = join(root, 'cdn');
  const tenants = join(root, 'tenants');
  write(join(root, 'shell/shared.json'), { shared: [singleton('react', '19.3.1'), singleton('jotai', '3.0.1', '^3.0.0', true)] });
  const remote = (dir, shared, exposes, routes) => {
    write(join(dir, 'mf-manifest.json'), { shared, exposes: exposes.map((path) => ({ path })) });
    write(join(dir, 'routes.json'), { routes: routes.map((path) => ({ path })) });
  };
  remote(join(cdn, 'mf-a/1.0.0'), [singleton('react', '19.3.1')], ['./routes'], ['', 'a']);
  write(join(cdn, 'mf-a/pointers.json'), { latest: '1.0.0' });
  remote(join(cdn, 'mf-b/1.0.0'), [singleton('react', '19.3.1')], ['./routes'], ['b']);
  write(join(cdn, 'mf-b/pointers.json'), { latest: '1.0.0' });
  remote(join(root, 'candidate'), candidateShared, candidateExposes, candidateRoutes);
  const remotes = (version) => ({ 'mf-a': { enabled: true, version, prefixes: ['/'] }, 'mf-b': { enabled: true, version, prefixes: ['/b'] } });
  write(join(tenants, 'one.json'), { id: 'one', remotes: remotes('latest') });
  write(join(tenants, 'two.json'), { id: 'two', remotes: remotes('1.0.0') });
  return { cdnDir: cdn, shellDir: join(root, 'shell'), tenantsDir: tenants, candidate: { app: 'mf-b', dir: join(root, 'candidate') } };
}

describe('federation contract', () => {
  test("a candidate that agrees with what is published passes, checked with each app at its tenants' versions", () => {
    const { problems, checked } = checkContract(world());
    assert.deepEqual(problems, []);
    assert.deepEqual(checked.sort(), ['mf-a@1.0.0', 'mf-b@candidate', 'shell@built']);
  });
  test('a singleton range the published copies do not meet, either way round', () => {
    const newer = checkContract(world({ candidateShared: [singleton('react', '20.0.0')] })).problems;
    assert.ok(
      newer.some((p) => /react: mf-b@candidate requires \^20\.0\.0; shell@built provides 19\.3\.1/.test(p)),
      newer.join('\n'),
    );
    assert.ok(
      newer.some((p) => /react: shell@built requires \^19\.0\.0; mf-b@candidate provides 20\.0\.0/.test(p)),
      newer.join('\n'),
    );
    const strict = checkContract(world({ candidateShared: [singleton('react', '19.3.1'), singleton('jotai', '4.0.0')] })).problems;
    assert.ok(
      strict.some((p) => /jotai: shell@built requires \^3\.0\.0 \(strict\); mf-b@candidate provides 4\.0\.0/.test(p)),
      strict.join('\n'),
    );
  });
  test('the shell loads ./routes: a remote that does not expose it fails', () => {
    const { problems } = checkContract(world({ candidateExposes: ['./Page'] }));
    assert.ok(
      problems.some((p) => p.includes('exposes ./Page; the shell loads ./routes')),
      problems.join('\n'),
    );
  });
  test("a page outside the remote's prefixes, or one another remote has, fails", () => {
    const { problems } = checkContract(world({ candidateRoutes: ['b', 'elsewhere', 'a'] }));
    assert.ok(
      problems.some((p) => p.includes('page /elsewhere is routed to mf-a on one')),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((p) => p.includes('page /a is also a page of mf-a@1.0.0')),
      problems.join('\n'),
    );
  });
  test("a page of the shell's own (SHELL_PAGES) claimed by a remote fails", () => {
    const { problems } = checkContract(world({ candidateRoutes: ['b', 'b/:id', 'terms'] }));
    assert.ok(
      problems.some((p) => p.includes("page /terms is the shell's (SHELL_PAGES)")),
      problems.join('\n'),
    );
    assert.deepEqual(checkContract(world({ candidateRoutes: ['b', 'b/terms'] })).problems, []);
  });
  test('an app that is not published is named', () => {
    const w = world();
    rmSync(join(w.cdnDir, 'mf-a'), { recursive: true });
    assert.ok(checkContract(w).problems.some((p) => p.startsWith('not published: mf-a@')));
  });
});

test('the CDN overlay puts the candidate at every version a tenant names and copies the rest', () => {
  const w = world();
  const to = join(temp(), 'overlay');
  const versions = overlayCdn({ from: w.cdnDir, to, remote: 'mf-b', build: w.candidate.dir, tenants: w.tenantsDir });
  assert.deepEqual(versions, ['1.0.0']);
  assert.deepEqual(JSON.parse(readFileSync(join(to, 'mf-b/1.0.0/routes.json'), 'utf8')).routes, [{ path: 'b' }, { path: 'b/:id' }]);
  assert.deepEqual(JSON.parse(readFileSync(join(to, 'mf-a/1.0.0/routes.json'), 'utf8')).routes, [{ path: '' }, { path: 'a' }]);
  // the published folder itself is untouched
  assert.deepEqual(JSON.parse(readFileSync(join(w.cdnDir, 'mf-b/1.0.0/routes.json'), 'utf8')).routes, [{ path: 'b' }]);
});

test('every e2e spec folder but the cross-app a11y one belongs to exactly one package', () => {
  const folders = readdirSync(join(repoRoot, 'e2e/specs'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const owned = Object.values(E2E_AREAS).flat();
  assert.equal(new Set(owned).size, owned.length, 'a folder owned twice');
  assert.deepEqual(
    folders.filter((f) => f !== 'a11y' && !owned.includes(f)),
    [],
  );
  assert.deepEqual(specFolders('mf-commerce'), ['e2e/specs/commerce/']);
  assert.throws(() => specFolders('mf-nope'), /Unknown package/);
});

describe('publishing needs a pass of the pipeline on that commit', () => {
  const root = temp();
  const record = (value) => write(join(root, '.pipeline/mf-b/passed.json'), value);
  test('no record, a dirty pass, another commit, or a lost build: refused with the reason', () => {
    assert.match(String(verifiedBuild('mf-b', { root, head: 'abc' })), /has not passed here/);
    record({ commit: 'abc', clean: false });
    assert.match(String(verifiedBuild('mf-b', { root, head: 'abc' })), /uncommitted changes/);
    record({ commit: 'abc', clean: true });
    assert.match(String(verifiedBuild('mf-b', { root, head: 'def' })), /passed for abc, not for HEAD def/);
    assert.match(String(verifiedBuild('mf-b', { root, head: 'abc' })), /the build its pipeline tested is gone/);
  });
  test('a clean pass on HEAD with its build: that build is the one published', () => {
    record({ commit: 'abc', clean: true });
    write(join(root, '.pipeline/mf-b/dist/mf-manifest.json'), '{}');
    assert.equal(verifiedBuild('mf-b', { root, head: 'abc' }), join(root, '.pipeline/mf-b/dist'));
  });
  test('the command refuses and publishes nothing', () => {
    const cdn = temp();
    const r = spawnSync('node', ['scripts/publish-remote.mjs', 'mf-commerce', '9.9.9', '--pointer', 'latest'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, CDN_DIR: cdn, PIPELINE_DIR: temp() },
    });
    assert.equal(r.status, 1);
    assert.match(r.stderr, /refused: mf-commerce: its pipeline has not passed here; run `npm test -w mf-commerce`/);
    assert.deepEqual(readdirSync(cdn), []);
  });
});

test('test:changed runs what a change reaches', () => {
  assert.deepEqual(plan(['mf-commerce/src/features/plans/PlansPage.tsx', 'docs/product.md']), {
    all: false,
    packages: ['mf-commerce'],
    specs: ['e2e/specs/commerce/'],
    e2eFiles: false,
  });
  assert.deepEqual(plan(['api/src/routes/commerce.ts', 'e2e/specs/commerce/checkout.spec.ts']), {
    all: false,
    packages: ['api'],
    specs: ['e2e/specs/reliability/'],
    e2eFiles: true,
  });
  assert.equal(plan(['shared/src/ui/Button.tsx']).all, true);
  assert.equal(plan(['package-lock.json']).all, true);
  assert.equal(plan(['README.md']).all, false);
  assert.deepEqual(
    plan(['tenants/kadur.json']).packages,
    PACKAGES.filter((p) => p !== 'shared'),
  );
});
