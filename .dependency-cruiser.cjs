// Import boundaries of docs/architecture.md checked on RESOLVED module paths (issue 8 item 6):
// whatever the import string says (a relative path, a package name through the
// workspace link, a package.json `exports` entry), the rule sees the file it lands on.
// Runs in `npm run lint` (scripts/depcruise.mjs); scripts/boundaries.test.mjs proves
// each rule bites. eslint's no-restricted-imports keeps the same rules in the editor.
const REMOTE = 'mf-(?:auth|events|account|commerce|following)';
const BROWSER_APP = `(?:shell|${REMOTE})`;
const SOURCE = '\\.(?:ts|tsx|mts|cts|js|mjs|cjs)$';

/** The files @portal/shared's package.json `exports` names; anything else of shared/ is internal. */
function sharedPublicEntries() {
  const { exports } = require('./shared/package.json');
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return Object.values(exports)
    .filter((target) => typeof target === 'string' && !target.includes('*'))
    .map((target) => `^shared/${escape(target.replace(/^\.\//, ''))}$`);
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-remote-to-remote',
      comment: 'A remote never imports another remote (rule 1): they meet through URLs, the API and the shell-owned atoms.',
      severity: 'error',
      from: { path: `^(${REMOTE})/` },
      to: { path: `^${REMOTE}/`, pathNot: '^$1/' },
    },
    {
      name: 'no-remote-to-shell-or-api',
      comment: 'A remote builds and deploys alone: it imports neither the shell nor the backend.',
      severity: 'error',
      from: { path: `^${REMOTE}/` },
      to: { path: '^(shell|api)/' },
    },
    {
      name: 'shared-imports-no-app',
      comment: '@portal/shared imports no app (rule 2).',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: `^(${BROWSER_APP}|api|e2e)/` },
    },
    {
      name: 'shared-through-public-entries',
      comment:
        'Browser apps (tests too) take @portal/shared only through the entries its package.json exports names: a file path loads a second copy beside the federated singleton.',
      severity: 'error',
      from: { path: `^${BROWSER_APP}/` },
      to: { path: '^shared/', pathNot: sharedPublicEntries() },
    },
    {
      name: 'api-imports-no-browser-app',
      comment: 'The backend imports no browser app (it may use the shared contract).',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: `^${BROWSER_APP}/` },
    },
    {
      name: 'feature-internals-private',
      comment:
        'Remotes are laid out by feature (docs/conventions.md): a feature reaches another only through its index, so moving or rewriting one feature never breaks another.',
      severity: 'error',
      from: { path: `^(${REMOTE})/src/features/([^/]+)/` },
      to: { path: '^$1/src/features/([^/]+)/', pathNot: ['^$1/src/features/$2/', '^$1/src/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'common-imports-no-feature',
      comment: "A remote's common/ holds what two or more of its features use; it depends on none of them.",
      severity: 'error',
      from: { path: `^(${REMOTE})/src/common/` },
      to: { path: '^$1/src/features/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere: they make load order matter and block splitting packages.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.cdn|\\.data|coverage|test-results|playwright-report)/' },
    includeOnly: { path: `^(shared|shell|${REMOTE}|api|e2e|scripts)/.*${SOURCE}` },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: false,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
