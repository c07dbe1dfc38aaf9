import { expect, test } from '@playwright/test';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL_DIST_DIR, startIsolatedPortal, tempDir } from '../../support/start-isolated-portal.ts';
import { pauseClock, shellReady } from '../../support/shell/portal.ts';

test('debug', async ({ page }) => {
  const distDir = join(tempDir('shell-dist'), 'dist');
  cpSync(SHELL_DIST_DIR, distDir, { recursive: true });
  const portal = await startIsolatedPortal({ shellDistDir: distDir });
  const t0 = Date.now();
  page.on('request', (r) => r.url().includes('latest.json') && console.log('REQ', Date.now() - t0, r.url()));
  page.on('response', async (r) => r.url().includes('latest.json') && console.log('RES', Date.now() - t0, await r.text()));
  page.on('requestfailed', (r) => r.url().includes('latest.json') && console.log('FAIL', Date.now() - t0, r.failure()?.errorText));
  await page.clock.install();
  await page.goto(`${portal.urls.portal}/`);
  await shellReady(page);
  await page.waitForLoadState('networkidle');
  console.log('fake now - real', await page.evaluate(() => Date.now()) - Date.now());
  await pauseClock(page);
  console.log('paused; fake now - real', await page.evaluate(() => Date.now()) - Date.now());
  writeFileSync(join(distDir, 'builds/latest.json'), JSON.stringify({ id: 'new', builtAt: 'x' }));
  await page.clock.runFor(5 * 60_000 + 1000);
  console.log('ran', Date.now() - t0);
  await page.waitForTimeout(3000);
  console.log('visible', await page.getByTestId('update-available').count());
  await portal.close();
});
