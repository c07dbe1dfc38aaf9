// One jest run over every browser-side package; each package is a project so
// `jest --selectProjects shell` runs one squad's tests alone.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: {
        react: { runtime: 'automatic', importSource: '@emotion/react' },
        hidden: { jest: true },
        // swc would leave import.meta.hot in CommonJS output, which is a syntax error under jest.
        optimizer: { globals: { vars: { 'import.meta.hot': 'undefined', 'import.meta.webpackHot': 'undefined' } } },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: '<rootDir>/../shared/src/testing/jsdom-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../shared/src/testing/jest-setup.ts'],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // ESM-only packages must be transformed too.
  transformIgnorePatterns: ['/node_modules/(?!(jotai|react-router|@remix-run|cookie-es|set-cookie-parser|@tanstack|i18next|react-i18next|nanoid|uuid)/)'],
  moduleNameMapper: { '\\.(css|png|svg|jpg)$': '<rootDir>/../shared/src/testing/file-stub.cjs' },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  // What the webpack preset bakes into builds (shared/build/webpack.mjs).
  globals: { __APP_VERSION__: '0.0.0-test', __RELEASE_NOTE__: '' },
});

export default {
  // user-event types key by key; on a busy 2-core CI machine a form test can pass 5 s.
  testTimeout: 15_000,
  projects: ['shared', 'shell', 'mf-auth', 'mf-events', 'mf-account', 'mf-commerce', 'mf-following'].map(project),
};
