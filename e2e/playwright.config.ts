// Playwright against the composed portal: one real API instance (fresh embedded
// database, real socket.io, OpenID provider, CDN origin) started for the run and
// stopped after it, driven in Debian's Chromium.
import { defineConfig } from '@playwright/test';
import { resolve } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
const repoRoot = resolve(import.meta.dirname, '..');
// In memory by default: a fresh, seeded database per run and nothing left in /tmp.
const dataDir = process.env.E2E_DATA_DIR ?? 'memory://';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry in CI, never silent: scripts/test-all.mjs lists and counts every test that
  // passed only on its retry ("flaky") in the run's summary.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    // Every context (the fixtures' and browser.newContext()'s) asks for reduced motion: shimmer,
    // spinners and live dots then stop after one frame instead of making the software compositor
    // draw ~60 frames a second for every open page. On the 2-core CI machine that was 12% of the
    // suite's CPU and wall time (same 29 tests: 227 -> 199 CPU-s, 117 -> 104 s). The kit's
    // reduced-motion path is what runs here; specs about motion itself set `reducedMotion` on
    // their own context (a11y/behaviours.spec.ts); the kit's unit tests cover its animated paging.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node api/src/main.ts',
    cwd: repoRoot,
    url: `http://localhost:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // PORTAL_DEV: the specs read the dev outbox and error reports, start events, inject faults
    // (development routes exist only with it, for loopback clients: security issue 26 item 7).
    // RATE_LIMIT_IP_MAX: every spec signs up and in from 127.0.0.1 (the per-account limit stays).
    env: { PORT: String(E2E_PORT), PGLITE_DIR: dataDir, LOG_LEVEL: 'warn', ACCESS_TOKEN_TTL: '3600', PORTAL_DEV: '1', RATE_LIMIT_IP_MAX: '100000' },
  },
});
