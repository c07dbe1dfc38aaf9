// Paid is visible (issue 13 item 4): cards of events that need a ticket or a subscription say so;
// on a tenant that sells nothing (kadur, mf-commerce off) no card does.
import { expect, test } from '@playwright/test';
import { ARENA, KADUR } from '../../support/shell/portal.ts';

test('upcoming pay-per-view and subscriber events carry an access badge; none where commerce is off', async ({ page }) => {
  await page.goto(`${ARENA}/upcoming/`);
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  const badges = page.getByTestId('access-badge');
  await expect(badges.first()).toBeVisible();
  await expect(badges.filter({ hasText: /Pay-per-view|Subscribers/ }).first()).toBeVisible();

  await page.goto(`${KADUR}/upcoming/`);
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  await expect(page.getByTestId('access-badge')).toHaveCount(0);
});
