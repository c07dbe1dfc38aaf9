// The API is down when the portal starts (issue 2 item 7): the shell shows its error
// state with a retry button, never a blank page, and the retry starts the portal once
// the API is back, without a reload. Real servers only: an isolated portal behind a
// reverse proxy that the spec switches between forwarding /api and failing it the way
// a dead upstream does (connection reset) or a gateway does (502).
import { expect, test, type Page } from '@playwright/test';
import { startGateProxy, type GateProxy } from '../../support/gate-proxy.ts';
import { startIsolatedPortal, type IsolatedPortal } from '../../support/start-isolated-portal.ts';

test.describe.configure({ mode: 'serial' });

let portal: IsolatedPortal;
let proxy: GateProxy;

test.beforeAll(async () => {
  portal = await startIsolatedPortal();
  proxy = await startGateProxy(portal.urls.portal);
});

test.afterAll(async () => {
  await proxy?.close();
  await portal?.close();
});

/**
 * The page as a static host or an older server sends it: without the configuration the portal
 * server now inlines (ADR 0021), so the shell's boot takes its fallback and asks the API. The
 * element is removed as the parser adds it (rewriting the document through page.route would make
 * Chromium treat the page as public and refuse its loopback CDN).
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof HTMLScriptElement && node.id === 'portal-config') {
            node.remove();
            observer.disconnect();
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
});

async function expectBootError(page: Page) {
  const bootError = page.getByTestId('boot-error');
  await expect(bootError).toBeVisible();
  await expect(bootError.getByRole('alert')).toBeVisible();
  // Never a blank page: a title, an explanation and the retry button, in the tenant-free default language.
  const text = (await page.locator('#root').innerText()).trim();
  expect(text.length, `visible text: ${text}`).toBeGreaterThan(20);
  const retry = bootError.getByRole('button');
  await expect(retry).toHaveCount(1);
  await expect(retry).toBeVisible();
  // A retry in progress shows a busy button that ignores clicks; wait until it is offered again.
  await expect(retry).not.toHaveAttribute('aria-busy', 'true');
  return retry;
}

test('API unreachable at start-up: error state with retry; retry while down keeps it; retry once up starts the portal', async ({ page }) => {
  test.slow(); // three start-ups of the shell
  proxy.setApi('reset');
  await page.goto(`${proxy.url}/`);
  const retry = await expectBootError(page);
  expect(proxy.refused.some((r) => r.startsWith('GET /api/customer/config'))).toBe(true);
  await expect(page.getByTestId('home-page')).toHaveCount(0);

  // Marks this document: if the retry reloaded the page, the mark would be gone.
  await page.evaluate(() => ((window as unknown as { __e2eSameDocument: boolean }).__e2eSameDocument = true));

  // Still down: the retry really asks again and the error state stays.
  const asked = proxy.refused.length;
  await retry.click();
  await expect.poll(() => proxy.refused.length).toBeGreaterThan(asked);
  await expectBootError(page);

  // The API is back: retry starts the portal in the same document.
  proxy.setApi('up');
  await retry.click();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('boot-error')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument)).toBe(true);
});

test('API behind a gateway answering 502 on a deep link: error state, then the requested page after retry', async ({ page }) => {
  proxy.setApi('bad-gateway');
  await page.goto(`${proxy.url}/auth/login/`);
  const retry = await expectBootError(page);
  await expect(page).toHaveURL(`${proxy.url}/auth/login/`);

  proxy.setApi('up');
  await retry.click();
  await expect(page.getByTestId('login-page')).toBeVisible();
  await expect(page.getByTestId('boot-error')).toHaveCount(0);
});
