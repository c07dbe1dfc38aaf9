// ADR 0040: react-router, react-i18next and TanStack Query are provided to every app as the part
// the apps use (shared/build/subsets). A name an app imports that the subset does not re-export
// would be `undefined` at run time, and only in the federated build (jest imports the whole
// package), so this test reads every app's sources and holds the lists to them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SUBSETS } from '../shared/build/webpack.mjs';

const root = new URL('..', import.meta.url).pathname;
const APPS = ['shell', 'mf-auth', 'mf-events', 'mf-account', 'mf-commerce', 'mf-following', 'shared'];
/** Tests and test helpers run in jest against the whole package, never through federation. */
const TEST_ONLY = /(\.test\.[jt]sx?$)|([\\/](testing|test)[\\/])/;

function appSources() {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.[cm]?[jt]sx?$/.test(name) && !TEST_ONLY.test(full)) files.push(full);
    }
  };
  for (const app of APPS) walk(join(root, app, 'src'));
  return files;
}

/** Names of `export { a, b } from '…'` in a subset file. */
function subsetNames(file) {
  const block = /export\s*\{([^}]*)\}\s*from/.exec(readFileSync(file, 'utf8'));
  assert.ok(block, `${file} re-exports nothing`);
  return block[1]
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
}

/** Value names an app takes from `pkg` (type-only imports vanish at build time); other forms are listed as errors. */
function usedNames(pkg, files) {
  const names = new Map();
  const errors = [];
  const from = `['"]${pkg.replace(/[/.]/g, '\\$&')}['"]`;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*${from}`, 'g'))) {
      if (m[1]) continue;
      for (const spec of m[2]
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        if (spec.startsWith('type ')) continue;
        const name = spec.split(/\s+as\s+/)[0].trim();
        names.set(name, [...(names.get(name) ?? []), relative(root, file)]);
      }
    }
    for (const m of text.matchAll(new RegExp(`import\\s+(\\*\\s+as\\s+\\w+|\\w+)\\s*(,[^;]*)?from\\s*${from}`, 'g'))) {
      errors.push(`${relative(root, file)}: \`${m[0]}\` (a namespace or default import escapes the subset; import the names)`);
    }
  }
  return { names, errors };
}

const files = appSources();

for (const [pkg, file] of Object.entries(SUBSETS)) {
  test(`${pkg}: every name the apps import is in its subset, and the subset holds nothing unused`, () => {
    const listed = subsetNames(file);
    const { names, errors } = usedNames(pkg, files);
    assert.deepEqual(errors, []);
    const missing = [...names.keys()].filter((n) => !listed.includes(n)).map((n) => `${n} (used in ${names.get(n).join(', ')})`);
    assert.deepEqual(missing, [], `add these to ${relative(root, file)}`);
    const unused = listed.filter((n) => !names.has(n));
    assert.deepEqual(unused, [], `no app imports these: remove them from ${relative(root, file)}`);
  });

  test(`${pkg}: every name in its subset is exported by the package`, async () => {
    const mod = await import(pkg);
    const absent = subsetNames(file).filter((n) => !(n in mod));
    assert.deepEqual(absent, []);
  });
}
