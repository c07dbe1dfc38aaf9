// Lint, including the import boundaries of docs/architecture.md: a remote never
// imports another remote, shared/ imports no app, browser code takes
// @portal/shared only from its root (the one federated singleton).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['mf-auth', 'mf-events', 'mf-account', 'mf-commerce', 'mf-following'];
const APPS = ['shell', ...REMOTES, 'api', 'e2e'];

// Import strings are matched, not resolved paths, so the patterns name what only
// another app's files look like: a remote's folder name, or the backend's api/src.
const appPatterns = (except) =>
  APPS.filter((app) => app !== except).map((app) => ({
    regex: app === 'api' ? '(^|/)api/src(/|$)' : `(^|/)${app}(/|$)`,
    message: `Do not import ${app} here: cross-app imports break independent deploys (docs/architecture.md ("Rules, and why")).`,
  }));

// The entries of @portal/shared are its federated singletons (ADR 0014): the core, the kit
// (/ui), form helpers (/forms), the test harness (/testing), the shell's dev gallery and the
// user-agent parser (/user-agent: loaded only where a page needs it, never on a first visit).
const browserSharedDeepImport = {
  regex: '^@portal/shared/(?!(ui|forms|testing|gallery|user-agent)$)',
  message:
    'Import @portal/shared through its entries (@portal/shared, /ui, /forms, /testing): a file path would load a second copy next to the federated singleton.',
};

// Issue 27 item 4: a link to a page the tenant switched off (or whose remote is off) must not be
// rendered, and the kit's RouteLink/RouteNavLink are the one place that decides.
const rawRouterLinks = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message: "Link to portal routes with RouteLink/RouteNavLink from '@portal/shared/ui': they leave out links to pages the tenant has off.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.cdn/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['shared/**/*.{ts,tsx,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: appPatterns('shared') }] },
  },
  ...['shell', ...REMOTES].map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...appPatterns(app), browserSharedDeepImport] }] },
  })),
  ...['shell', ...REMOTES].map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...appPatterns(app), browserSharedDeepImport], paths: [rawRouterLinks] }] },
  })),
  {
    files: ['api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: appPatterns('api') }] },
  },
  {
    // Browser-side evaluation in specs reads untyped globals (__FEDERATION__, window state).
    files: ['e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
