// Issue 4, items 7 and 8. Toasts (Radix Toast, ADR 0059): success and danger, auto-close after 4000 ms,
// paused while hovered or focused, removed once their 150 ms exit animation has ended, announced to
// screen readers, F8 reaches them; a failed container set-up logs 'Failed to setup toast containers!'
// and the portal goes on. Modal host: one current component with props and an open flag; open,
// close, patch props; usable from any remote.
// No page raises a toast or opens a modal yet, so the specs call the @portal/shared singleton the
// way a remote does (toast.success, openModal, ...), reached through the federation share scope.
import { expect, test, type Page } from '@playwright/test';
import { ARENA, exposeShared, shellReady } from '../../support/shell/portal.ts';
import { pauseClock } from '../../support/shell/portal.ts';

type Kind = 'success' | 'danger';
const showToast = (page: Page, kind: Kind, message: string) =>
  page.evaluate(([k, m]) => (window as any).__e2eShared.toast[k](m) as string, [kind, message] as const);

const region = (page: Page) => page.getByRole('region', { name: 'Notifications' });
/** A toast is an item of the region's list (Radix's markup); what it says is announced separately. */
const toastItem = (page: Page, text: string) => region(page).getByRole('listitem').filter({ hasText: text });
/** Radix announces through a live status of its own in the toast container, for about a second. */
const announcement = (page: Page, text: string) => page.locator('#portal-toasts').getByRole('status').filter({ hasText: text });

/**
 * Records, in order, a toast closing (with the length of the animation it then plays), the end of
 * that animation and its removal from the page. The page records them: CSS animations run on the
 * page's own timeline, not on the installed clock, so a closed toast may be gone before a check.
 */
const watchToast = (page: Page, text: string) =>
  page.evaluate((text) => {
    const item = [...document.querySelectorAll('#portal-toasts li')].find((li) => li.textContent?.includes(text)) as HTMLElement;
    const list = item.parentElement!;
    const log: string[] = [];
    (window as any).__e2eToastLog = log;
    new MutationObserver(() => {
      if (item.dataset.state === 'closed' && !log.length) log.push(`closed ${getComputedStyle(item).animationDuration}`);
    }).observe(item, { attributes: true, attributeFilter: ['data-state'] });
    // capture on the list: before Radix's own listener on the item unmounts it
    list.addEventListener('animationend', (e) => e.target === item && item.dataset.state === 'closed' && log.push('animationend'), { capture: true });
    new MutationObserver((_, observer) => {
      if (item.isConnected) return;
      log.push('removed');
      observer.disconnect();
    }).observe(list, { childList: true });
  }, text);
const toastLog = (page: Page) => page.evaluate(() => (window as any).__e2eToastLog as string[]);

/** The toast closed and played its 150 ms exit animation, and left the page only when that had ended. */
async function expectClosedThenRemovedAfterExitAnimation(page: Page, toast: ReturnType<typeof toastItem>) {
  await expect.poll(() => toastLog(page)).toEqual(['closed 0.15s', 'animationend', 'removed']);
  await expect(toast).toHaveCount(0);
}

test.describe('toasts', () => {
  // These specs are about the exit animation too: with reduced motion it lasts 0.01 ms.
  test.use({ reducedMotion: 'no-preference' });

  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto(`${ARENA}/about/`);
    await shellReady(page);
    await exposeShared(page);
    // From here on time only moves when the spec moves it.
    await pauseClock(page);
  });

  test('success is announced as a polite status, danger assertively; both show inside the notifications region', async ({ page }) => {
    await showToast(page, 'success', 'Added to your watchlist');
    await showToast(page, 'danger', 'Could not load the followed list.');
    const success = toastItem(page, 'Added to your watchlist');
    const danger = toastItem(page, 'Could not load the followed list.');
    await expect(region(page)).toHaveAccessibleName('Notifications (F8)');
    await expect(success).toBeVisible();
    await expect(success).toHaveAttribute('data-kind', 'success');
    await expect(danger).toBeVisible();
    await expect(danger).toHaveAttribute('data-kind', 'danger');
    // Radix fills its announcements a frame later; it keeps role=status for both (role=alert makes screen readers stutter).
    await page.clock.runFor(100);
    await expect(announcement(page, 'Added to your watchlist')).toHaveAttribute('aria-live', 'polite');
    await expect(announcement(page, 'Added to your watchlist')).toHaveText('Notification Added to your watchlist');
    await expect(announcement(page, 'Could not load the followed list.')).toHaveAttribute('aria-live', 'assertive');
  });

  test('a toast closes by itself after 4000 ms and is removed after its exit animation', async ({ page }) => {
    await showToast(page, 'success', 'Saved');
    const toast = toastItem(page, 'Saved');
    await expect(toast).toHaveAttribute('data-state', 'open');
    await watchToast(page, 'Saved');
    await page.clock.runFor(3990);
    await expect(toast).toHaveAttribute('data-state', 'open');
    expect(await toastLog(page)).toEqual([]);
    await page.clock.runFor(20);
    await expectClosedThenRemovedAfterExitAnimation(page, toast);
  });

  test('dismissing a toast closes it at once and removes it after its exit animation', async ({ page }) => {
    await showToast(page, 'danger', 'Something failed');
    const toast = toastItem(page, 'Something failed');
    await expect(toast).toBeVisible();
    await watchToast(page, 'Something failed');
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await expectClosedThenRemovedAfterExitAnimation(page, toast);
  });

  test('the countdown pauses while the toast is hovered and resumes when the pointer leaves', async ({ page }) => {
    await showToast(page, 'success', 'Hover me');
    const toast = toastItem(page, 'Hover me');
    // the countdown starts when the toast is on the page (the first toast brings the toast code)
    await expect(toast).toBeVisible();
    await watchToast(page, 'Hover me');
    await page.clock.runFor(1000);
    await toast.hover();
    await page.clock.runFor(20_000);
    await expect(toast).toHaveAttribute('data-state', 'open');
    await page.mouse.move(5, 400);
    await page.clock.runFor(2900);
    await expect(toast).toHaveAttribute('data-state', 'open');
    await page.clock.runFor(200);
    await expect.poll(() => toastLog(page)).toContain('closed 0.15s');
  });

  test('the countdown pauses while the toast has focus', async ({ page }) => {
    await showToast(page, 'danger', 'Focus me');
    const toast = toastItem(page, 'Focus me');
    await toast.getByRole('button', { name: 'Dismiss notification' }).focus();
    await watchToast(page, 'Focus me');
    await page.clock.runFor(20_000);
    await expect(toast).toHaveAttribute('data-state', 'open');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(3990);
    await expect(toast).toHaveAttribute('data-state', 'open');
    await page.clock.runFor(20);
    await expect.poll(() => toastLog(page)).toContain('closed 0.15s');
  });

  test('F8 moves focus to the toasts; Tab reaches the dismiss button', async ({ page }) => {
    await showToast(page, 'success', 'Press F8');
    await expect(toastItem(page, 'Press F8')).toBeVisible();
    await page.keyboard.press('F8');
    await expect(region(page).getByRole('list')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toastItem(page, 'Press F8')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toastItem(page, 'Press F8').getByRole('button', { name: 'Dismiss notification' })).toBeFocused();
  });
});

test('when the toast container cannot be set up, the failure is logged and the portal goes on', async ({ page, context }) => {
  await context.addInitScript(() => {
    const original = Document.prototype.getElementById;
    Document.prototype.getElementById = function (this: Document, id: string) {
      if (id === 'portal-toasts') throw new Error('E2E: no toast container');
      return original.call(this, id);
    };
  });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${ARENA}/`);
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect.poll(() => errors.some((e) => e.includes('Failed to setup toast containers!'))).toBe(true);
  await exposeShared(page);
  await showToast(page, 'success', 'Nobody sees this');
  // Navigation still works.
  await page.getByTestId('site-header').getByRole('link', { name: 'Live' }).click();
  await expect(page).toHaveURL(`${ARENA}/live/`);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});

test.describe('modal host', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${ARENA}/`);
    await expect(page.getByTestId('home-page')).toBeVisible();
    await exposeShared(page);
    // A component as a remote would pass it: the design-system Dialog, with `open` and `onClose` from the host.
    await page.evaluate(() => {
      const R = (window as any).__e2eReact;
      (window as any).__e2eModal = function E2EModal(props: { open: boolean; onClose: () => void; title: string; device: string }) {
        return R.createElement(
          (window as any).__e2eUi.Dialog,
          { open: props.open, onClose: props.onClose, title: props.title },
          R.createElement('p', { 'data-testid': 'e2e-modal-body' }, `Device: ${props.device}`),
        );
      };
    });
  });

  test('open shows the one current component with its props; patch props updates it; close hides it', async ({ page }) => {
    await page.evaluate(() => (window as any).__e2eShared.openModal((window as any).__e2eModal, { title: 'Remove this device?', device: 'Living room TV' }));
    const dialog = page.getByRole('dialog', { name: 'Remove this device?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByTestId('e2e-modal-body')).toHaveText('Device: Living room TV');

    await page.evaluate(() => (window as any).__e2eShared.patchModalProps({ device: 'Phone' }));
    await expect(dialog.getByTestId('e2e-modal-body')).toHaveText('Device: Phone');
    await expect(dialog).toHaveAccessibleName('Remove this device?');

    await page.evaluate(() => (window as any).__e2eShared.closeModal());
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => (window as any).__e2eShared.portalStore.get((window as any).__e2eShared.modalAtom).open)).toBe(false);
  });

  test('opening another component replaces the current one; Escape and the close button close through the host', async ({ page }) => {
    await page.evaluate(() => (window as any).__e2eShared.openModal((window as any).__e2eModal, { title: 'First', device: 'A' }));
    await expect(page.getByRole('dialog', { name: 'First' })).toBeVisible();
    await page.evaluate(() => (window as any).__e2eShared.openModal((window as any).__e2eModal, { title: 'Second', device: 'B' }));
    await expect(page.getByRole('dialog', { name: 'Second' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.evaluate(() => (window as any).__e2eShared.openModal((window as any).__e2eModal, { title: 'Third', device: 'C' }));
    const third = page.getByRole('dialog', { name: 'Third' });
    await expect(third).toBeVisible();
    await third.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
