// Supply chain (issue 14 item 9): every dependency pinned to one exact version, none declared
// and unused, and nothing that ships under a copyleft or unknown licence.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const workspaces = ['.', ...JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces];
const manifests = workspaces.map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) }));
const KINDS = ['dependencies', 'devDependencies', 'optionalDependencies'];
const EXACT = /^(npm:@?[^@]+@)?\d+\.\d+\.\d+(-[\w.]+)?$/;

test('every dependency is pinned to an exact version (no ranges, no *)', () => {
  const loose = [];
  for (const { dir, pkg } of manifests) {
    for (const kind of KINDS) {
      for (const [name, spec] of Object.entries(pkg[kind] ?? {})) {
        if (name.startsWith('@portal/')) continue; // the workspace's own package, linked
        if (!EXACT.test(spec)) loose.push(`${dir}/package.json ${kind} ${name}@${spec}`);
      }
    }
  }
  assert.deepEqual(loose, [], 'pin these to the version in package-lock.json');
});

/** Text of the files a workspace's dependencies could be used from (sources, configs, scripts). */
function sourcesOf(dir) {
  const texts = [];
  const walk = (path) => {
    for (const name of readdirSync(path)) {
      if (['node_modules', 'dist', '.data', 'test-results', 'playwright-report', 'media', '.git', 'drizzle'].includes(name)) continue;
      const full = join(path, name);
      const st = statSync(full);
      if (st.isDirectory()) walk(full);
      else if (/\.(m?[jt]sx?|cjs|json|sh)$/.test(name) && !/package(-lock)?\.json$/.test(name) && st.size < 2_000_000) texts.push(readFileSync(full, 'utf8'));
    }
  };
  if (dir === '.') {
    for (const name of readdirSync(root)) {
      const full = join(root, name);
      if (statSync(full).isFile() && /\.(m?[jt]s|cjs|json)$/.test(name) && !/package(-lock)?\.json$/.test(name)) texts.push(readFileSync(full, 'utf8'));
    }
    for (const sub of ['scripts', 'bench', '.ci']) if (existsSync(join(root, sub))) walk(join(root, sub));
    texts.push(JSON.stringify(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts));
    // root devDependencies serve every workspace (jest, eslint, webpack presets)
    for (const ws of workspaces.slice(1)) walk(join(root, ws));
  } else {
    walk(join(root, dir));
    texts.push(JSON.stringify(JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).scripts ?? {}));
  }
  return texts.join('\n');
}

// Packages used through another package's command rather than by name.
const USED_THROUGH = { 'webpack-cli': 'webpack --mode', 'webpack-dev-server': 'webpack serve' };

test('no workspace declares a dependency it never uses', () => {
  const unused = [];
  // A peer dependency of a declared package is used by that package (@swc/core for swc-loader).
  const declared = new Set(manifests.flatMap(({ pkg }) => KINDS.flatMap((k) => Object.keys(pkg[k] ?? {}))));
  const peers = new Set([...declared].flatMap((name) => Object.keys(lock.packages[`node_modules/${name}`]?.peerDependencies ?? {})));
  const workspaceScripts = manifests.map(({ pkg }) => JSON.stringify(pkg.scripts ?? {})).join('\n');
  for (const { dir, pkg } of manifests) {
    const text = sourcesOf(dir);
    for (const kind of KINDS) {
      for (const name of Object.keys(pkg[kind] ?? {})) {
        // @types/x is used when x is; CLI packages are used by their binary name in scripts.
        const base = name.startsWith('@types/') ? name.slice(7).replace(/^(.+)__(.+)$/, '@$1/$2') : name;
        const bin = Object.keys(lock.packages[`node_modules/${name}`]?.bin ?? {});
        if (peers.has(name) || (USED_THROUGH[name] && workspaceScripts.includes(USED_THROUGH[name]))) continue;
        const used = [base, ...bin].some(
          (needle) =>
            text.includes(`'${needle}`) ||
            text.includes(`"${needle}`) ||
            text.includes(`\`${needle}`) ||
            text.includes(` ${needle} `) ||
            text.includes(`npx ${needle}`),
        );
        if (!used) unused.push(`${dir}/package.json ${kind} ${name}`);
      }
    }
  }
  assert.deepEqual(unused, [], 'remove these or use them');
});

// Packages whose manifest has no licence field, checked by hand (their LICENSE file).
const NO_LICENCE_FIELD = { 'xmlhttprequest-ssl': 'MIT (LICENSE file; engine.io-client dependency)' };

test('nothing that ships (production dependencies) is under a copyleft or unknown licence', () => {
  const refused = [];
  for (const [path, meta] of Object.entries(lock.packages)) {
    if (!path.includes('node_modules/') || meta.dev || meta.devOptional || meta.link) continue;
    const licence = String(meta.license ?? '');
    if (NO_LICENCE_FIELD[path.slice(path.lastIndexOf('node_modules/') + 13)]) continue;
    if (!licence || /\b(A?GPL|LGPL|SSPL|EUPL|CC-BY-NC|BUSL)\b/i.test(licence))
      refused.push(`${path.slice(path.lastIndexOf('node_modules/') + 13)} ${licence || '(none)'}`);
  }
  assert.deepEqual(refused, []);
});
