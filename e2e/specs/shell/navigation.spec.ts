// Issue 4, item 3: navigation scrolls to the top, hash links scroll to their anchor, and the remote
// owning a link's path is preloaded when the link enters the viewport or is hovered/focused.
import { expect, test, type Page } from '@playwright/test';
import { recordRequests } from '../../support/federation.ts';
import { ARENA, navigateInApp, shellReady } from '../../support/shell/portal.ts';

test.use({ viewport: { width: 1280, height: 800 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('navigating to another page scrolls to the top', async ({ page }) => {
  await page.goto(`${ARENA}/`);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  await page.getByTestId('site-footer').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(`${ARENA}/about/`);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a click on the link of the page already shown scrolls up again', async ({ page }) => {
  await page.goto(`${ARENA}/`);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  await page.getByTestId('site-header').getByRole('link', { name: 'Home', exact: true }).click();
  await expect.poll(() => scrollY(page)).toBe(0);
});

/**
 * Plays a remote page that renders its anchor a moment after the page itself: 100 ms after the FAQ
 * page (mf-events) appears, a tall block, the anchor and another tall block are added to it, so the
 * anchor sits well below the fold and does not exist yet when the navigation commits. The shell knows
 * nothing of it but the URL's hash (it looks for an anchor for up to a second).
 */
const anchorWhenFaqRenders = () => {
  let due = false;
  const place = () => {
    // The FAQ's own page: /about/ renders the same kind of page before the navigation.
    const page = location.pathname === '/faq/' ? document.querySelector('[data-testid="content-page"]') : null;
    if (!page || due || document.getElementById('e2e-anchor')) return;
    due = true;
    setTimeout(() => {
      due = false;
      if (!page.isConnected) return place();
      const spacer = document.createElement('div');
      spacer.style.blockSize = '2400px';
      const anchor = document.createElement('h2');
      anchor.id = 'e2e-anchor';
      anchor.textContent = 'Anchor';
      // Room below it too, so the page can scroll the anchor to the top.
      page.append(spacer, anchor, spacer.cloneNode());
    }, 100);
  };
  place();
  // Kept on: should hydration replace the page's first paint, the anchor comes back with the new page.
  new MutationObserver(place).observe(document, { childList: true, subtree: true });
};

test('a hash link scrolls to its anchor, also when the page renders it a moment later', async ({ page }) => {
  await page.goto(`${ARENA}/about/`);
  await shellReady(page);
  await page.evaluate(anchorWhenFaqRenders);
  await navigateInApp(page, '/faq/#e2e-anchor');
  await expect(page).toHaveURL(`${ARENA}/faq/#e2e-anchor`);
  const anchor = page.locator('#e2e-anchor');
  await expect(anchor).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  await expect.poll(async () => Math.abs((await anchor.boundingBox())!.y)).toBeLessThan(200);
});

test('a page loaded with a hash opens at its anchor', async ({ page }) => {
  await page.addInitScript(anchorWhenFaqRenders);
  await page.goto(`${ARENA}/faq/#e2e-anchor`);
  const anchor = page.locator('#e2e-anchor');
  await expect(anchor).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  await expect.poll(async () => Math.abs((await anchor.boundingBox())!.y)).toBeLessThan(200);
});

test("the owner of a link in the viewport is preloaded before any click; the chrome's links wait for an intent", async ({ page }) => {
  const requests = recordRequests(page);
  const authLoads = () => requests.filter((r) => /\/mf-auth\/[^/]+\/remoteEntry\.js/.test(r.url())).length;
  await page.goto(`${ARENA}/about/`);
  await shellReady(page);
  // A content link on screen: its owner (mf-auth) loads while the visitor stays on the page...
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/auth/sign-up/';
    a.textContent = 'Create an account';
    document.querySelector('main')!.prepend(a);
  });
  await expect.poll(authLoads).toBeGreaterThan(0);
  await expect(page).toHaveURL(`${ARENA}/about/`);
});

test("the header's links (always on screen) preload their remote on intent, not on sight", async ({ page }) => {
  const requests = recordRequests(page);
  const authLoads = () => requests.filter((r) => r.url().includes('/mf-auth/')).length;
  const eventsLoads = () => requests.filter((r) => r.url().includes('/mf-events/')).length;
  await page.goto(`${ARENA}/about/`);
  await shellReady(page);
  // The page's own remote has loaded; the header's Sign in link has been on screen all along.
  await expect.poll(eventsLoads).toBeGreaterThan(0);
  expect(authLoads(), "the header's Sign in link does not load mf-auth on sight").toBe(0);
  await page.getByTestId('sign-in').hover();
  await expect.poll(authLoads).toBeGreaterThan(0);
});

test('the owner of a link is preloaded when the link is hovered or focused', async ({ page }) => {
  const requests = recordRequests(page);
  const loadsOf = (remote: string) => () => requests.filter((r) => r.url().includes(`/${remote}/`)).length;
  const accountLoads = loadsOf('mf-account');
  const commerceLoads = loadsOf('mf-commerce');
  const followingLoads = loadsOf('mf-following');
  await page.goto(`${ARENA}/about/`);
  await shellReady(page);
  expect(followingLoads(), 'signed out, nothing on /about/ links to mf-following').toBe(0);
  // Two remotes' links far below the fold (not in view, so only an intent can preload their
  // owners), and, added in the same task, one in view: its owner preloading proves the shell
  // has seen all three (one observer batch), with no fixed wait.
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    for (const [id, href, top] of [
      ['e2e-far-link', '/account/general/', 6000],
      ['e2e-far-link-2', '/payment/success/', 7000],
    ] as const) {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = id;
      a.id = id;
      a.style.cssText = `position:absolute;top:${top}px;left:0`;
      main.appendChild(a);
    }
    const near = document.createElement('a');
    near.href = '/following/league/';
    near.textContent = 'Following';
    main.prepend(near);
  });
  await expect.poll(followingLoads).toBeGreaterThan(0);
  expect(accountLoads(), 'nothing preloads mf-account before an intent').toBe(0);
  expect(commerceLoads(), 'nothing preloads mf-commerce before an intent').toBe(0);

  await page.locator('#e2e-far-link').dispatchEvent('pointerover');
  await expect.poll(accountLoads).toBeGreaterThan(0);
  await expect(page).toHaveURL(`${ARENA}/about/`);

  // Focus works the same way (keyboard users).
  expect(commerceLoads()).toBe(0);
  await page.locator('#e2e-far-link-2').focus();
  await expect.poll(commerceLoads).toBeGreaterThan(0);
});
