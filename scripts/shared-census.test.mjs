// ADR 0014's rule, checked: `@portal/shared` holds only what at least two apps use. Every name every
// public entry exports is followed to its declaration, and the apps whose own runtime sources
// import it (values and types alike: types are the contract) are counted; tests, `testing/`
// helpers, the gallery and shared itself are not apps. A name fewer than two apps use fails,
// unless it is on the short allow-list below (with its reason) or in the recorded debt
// (scripts/shared-census.debt.json), which may only shrink. See scripts/shared-census.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { census } from './shared-census.mjs';
import { repoRoot } from './apps.mjs';

const APPS = Object.fromEntries(['shell', 'mf-auth', 'mf-events', 'mf-account', 'mf-commerce', 'mf-following', 'api'].map((a) => [a, join(repoRoot, a)]));
/** Entries that are not the runtime surface: the test harness (tests only, never federated) and the
 * development gallery (a page showing the kit, routed by the shell outside production only). */
const NOT_SURFACE = ['@portal/shared/testing', '@portal/shared/gallery'];

/**
 * One user by nature, kept on purpose. Keep this short: anything else one app uses moves into that app.
 * Keys are `entry name`.
 */
const ALLOWED = {
  // The shell hosts what remotes use: it fills the core's facades and singletons at boot. The setters
  // write state inside the shared singleton, so they cannot live in the shell (ADR 0014 item 3).
  '@portal/shared configureApi': 'host fills the API client remotes call',
  '@portal/shared setAnalytics': 'host fills the analytics facade remotes call',
  '@portal/shared setPush': 'host fills the push facade remotes call',
  '@portal/shared setRealtime': 'host hands remotes the page socket (getRealtime)',
  '@portal/shared configureErrorReporting': 'host configures the reporter remotes report to',
  // The modal host is the shell's (docs/product.md); remotes open dialogs through this command.
  '@portal/shared openModal': 'host contract: any remote opens a modal the shell renders',
  '@portal/shared closeModal': 'host contract: closes the modal the shell renders',
  '@portal/shared patchModalProps': "host contract: updates the open modal's props",
  '@portal/shared modalAtom': "host contract: the state the shell's modal host renders",
  '@portal/shared initI18n': 'host starts the i18n instance remotes translate with',
  '@portal/shared registerNamespace': 'host registers the namespace loaders remotes declare',
  // Since the info pages moved into the shell (ADR 0056) only the host reads these, yet they stay in
  // the core: i18n is the one instance every app's react-i18next translates with, resolveLocale the
  // rule initI18n and setLocale apply, Platform the type of the user-agent entry's own answer.
  '@portal/shared i18n': 'host reads the one i18next instance every app translates with',
  '@portal/shared resolveLocale': 'the locale rule the core itself applies, read by the host',
  '@portal/shared Platform': "the type of parseUserAgent's answer (the user-agent entry)",
  '@portal/shared/user-agent Platform': "the type of parseUserAgent's answer",
  // The federation contract: remotes build these shapes with the route builder, the shell reads them.
  '@portal/shared RemoteRoutesModule': "the shape of every remote's exposed routes module",
  '@portal/shared PortalRoute': 'a remote route as the shell mounts it',
  '@portal/shared PortalRouteHandle': 'route metadata remotes declare, the shell reads',
};

const debtFile = join(repoRoot, 'scripts/shared-census.debt.json');
const debt = JSON.parse(readFileSync(debtFile, 'utf8'));
const debtNames = new Set(Object.values(debt.names).flat());

const { rows, unknown } = census({ sharedDir: join(repoRoot, 'shared'), apps: APPS, skipEntries: NOT_SURFACE });
const key = (r) => `${r.entry} ${r.name}`;
const describe = (r) => `${key(r)} (${r.apps.length ? `only ${r.apps.join(', ')}` : 'no app'}; ${r.origin})`;

test('every name an app imports from @portal/shared is one an entry exports', () => {
  assert.deepEqual(unknown, []);
});

test('every export of @portal/shared is used by at least two apps (or allowed, with its reason)', () => {
  const failing = rows.filter((r) => r.apps.length < 2 && !(key(r) in ALLOWED) && !debtNames.has(key(r)));
  assert.deepEqual(failing.map(describe), [], 'move each into the one app that uses it, or delete it if none does (ADR 0014)');
});

test('the allow-list and the recorded debt only hold names that still fail, so both only shrink', () => {
  const byKey = new Map(rows.map((r) => [key(r), r]));
  const stale = [...Object.keys(ALLOWED), ...debtNames].filter((k) => !byKey.has(k) || byKey.get(k).apps.length >= 2);
  assert.deepEqual(stale, [], `no longer exported, or now used by two apps: remove from ${debtFile.slice(repoRoot.length + 1)} or ALLOWED`);
});

test('the census bites: a name one app uses, or only a test or the gallery, is reported', () => {
  const dir = mkdtempSync(join(tmpdir(), 'census-'));
  const write = (path, text) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  try {
    write('kit/package.json', JSON.stringify({ name: '@kit/x', exports: { '.': './src/index.ts', './ui': './src/ui/index.ts' } }));
    write('kit/src/index.ts', "export * from './core.ts';\nexport type { Shape } from './shape.ts';\n");
    write('kit/src/core.ts', 'export const both = 1;\nexport function one() {}\nexport const none = 2;\nexport const testsOnly = 3;\n');
    write('kit/src/shape.ts', 'export interface Shape { a: number }\n');
    write('kit/src/ui/index.ts', "import { Widget } from './Widget.tsx';\nexport { Widget };\nexport { both as alias } from '../core.ts';\n");
    write('kit/src/ui/Widget.tsx', 'export const Widget = () => null;\n');
    write('a/src/page.tsx', "import { both, one, type Shape } from '@kit/x';\nimport { Widget } from '@kit/x/ui';\n");
    write('b/src/page.ts', "import type { Shape } from '@kit/x';\nconst { alias } = await import('@kit/x/ui');\n");
    write('b/src/page.test.ts', "import { testsOnly, one } from '@kit/x';\n");
    write('b/src/testing/harness.ts', "import { none } from '@kit/x';\n");
    write('b/src/gallery/Gallery.tsx', "import { Widget } from '@kit/x/ui';\n");
    const result = census({ sharedDir: join(dir, 'kit'), apps: { a: join(dir, 'a'), b: join(dir, 'b') } });
    const users = Object.fromEntries(result.rows.map((r) => [key(r), r.apps]));
    assert.deepEqual(users, {
      '@kit/x both': ['a', 'b'], // b uses it as `alias` through the other entry: same declaration
      '@kit/x one': ['a'],
      '@kit/x none': [],
      '@kit/x testsOnly': [],
      '@kit/x Shape': ['a', 'b'],
      '@kit/x/ui Widget': ['a'],
      '@kit/x/ui alias': ['a', 'b'],
    });
    assert.deepEqual(result.unknown, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
