// Issue 12, Subscriptions and Pay-per-view: a plan and a ticket bought through the commerce API
// (card token from the sandbox provider, as its hosted fields would make it); the user cancels
// the subscription and sees until when access lasts; views the bought ticket and plays its event.
import { expect, test } from '@playwright/test';
import { apiCall } from '../../support/auth/api.ts';
import { accountText, accountWith, cardToken, purchase, signInTo } from './account-support.ts';

const en = (key: string, vars?: Record<string, string | number>) => accountText('en', key, vars);
const longDate = (iso: string) => new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

test('cancel a subscription and see until when access lasts', async ({ page, baseURL }) => {
  const origin = baseURL!;
  const account = await accountWith(origin);
  const plans = await apiCall(origin, '/api/commerce/get_subscriptions?type=svod|cvod');
  const plan = plans.body.content.entries[0] as { id: number; title: string };
  const { contractId } = await purchase(origin, account, '/api/commerce/subscription_checkout', {
    card: { token: await cardToken(origin) },
    subscription_id: plan.id,
  });
  const stored = await apiCall(origin, `/api/commerce/get_customer_subscriptions_by_id/id/${contractId}`, { token: account.tokens.access });
  const until = longDate(stored.body.content.endDate as string);

  await signInTo(page, origin, account, '/account/subscription/');
  const row = page.getByTestId('contract').filter({ hasText: plan.title });
  await expect(row).toContainText(en('subscription.status.active'));
  await row.getByRole('link', { name: en('subscription.detailsOf', { title: plan.title }) }).click();
  await expect(page).toHaveURL(new URL(`/account/subscription/${contractId}/`, origin).href);
  await page.getByRole('button', { name: en('subscription.detail.cancel') }).click();
  const dialog = page.getByRole('dialog', { name: en('subscription.detail.cancelTitle') });
  await expect(dialog).toContainText(en('subscription.detail.cancelBody', { date: until }));
  await dialog.getByRole('button', { name: en('subscription.detail.cancelConfirm') }).click();
  await expect(page.getByTestId('contract-status')).toHaveText(en('subscription.accessUntil', { date: until }));
  await page.reload();
  await expect(page.getByTestId('contract-status')).toHaveText(en('subscription.accessUntil', { date: until }));
  const after = await apiCall(origin, `/api/commerce/get_customer_subscriptions_by_id/id/${contractId}`, { token: account.tokens.access });
  expect(after.body.content).toMatchObject({ isCanceled: true, autoRenew: false, isActive: true });

  // Billing: the card the purchase stored and the payment with its receipt.
  await page
    .getByRole('navigation', { name: en('nav.label') })
    .getByRole('link', { name: en('nav.billing') })
    .click();
  await expect(page.getByTestId('stored-card')).toContainText(en('billing.card.number', { brand: 'Visa', last4: '4242' }));
  const paid = page.getByTestId('payment').filter({ hasText: en('billing.status.succeeded') });
  await expect(paid).toHaveCount(1);
  await paid.getByRole('button', { name: new RegExp(`^${en('billing.receipt.open')}`) }).click();
  const receipt = page.getByRole('dialog', { name: en('billing.receipt.title') }).getByTestId('receipt');
  await expect(receipt).toContainText(plan.title);
  await expect(receipt).toContainText(account.email);
});

test('view a bought ticket and play its event', async ({ page, baseURL }) => {
  const origin = baseURL!;
  const account = await accountWith(origin);
  const list = await apiCall(origin, '/api/event/list', { body: { size: 200 } });
  const event = (list.body.content.entries as Array<{ id: number; title: string; commerceCoverage: string }>)
    .filter((e) => e.commerceCoverage === 'commerce_ppv_media')
    .at(-1)!;
  const { ticketId } = await purchase(origin, account, '/api/commerce/ppv_checkout', { event_id: event.id, card: { token: await cardToken(origin) } });
  // The seeded pay-per-view events are upcoming: start this one (development call) so there is something to play;
  // the last one, so journeys that look for the first upcoming one are not affected.
  expect((await apiCall(origin, `/api/dev/event/${event.id}/start`, { method: 'POST' })).status).toBe(200);

  await signInTo(page, origin, account, '/account/ppv/');
  const row = page.getByTestId('ticket').filter({ hasText: event.title });
  await expect(row).toContainText(en('ppv.validity.live'));
  await row.getByRole('link', { name: event.title, exact: true }).click();
  await expect(page).toHaveURL(new URL(`/account/ppv/${ticketId}/`, origin).href);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await page.getByRole('link', { name: en('ppv.watchLabel', { title: event.title }) }).click();
  await expect(page).toHaveURL(new URL(`/events/${event.id}/`, origin).href);
  await expect(page.getByTestId('event-page')).toBeVisible();
  await expect(page.getByTestId('player')).toBeVisible();
  // The ticket opens the event to this user.
  const opened = await apiCall(origin, `/api/event/get_by_id/id/${event.id}`, { token: account.tokens.access });
  expect(opened.body.content.availableForUser).toBe(true);
});
