// Issue 12, Billing: replace the stored card through the sandbox provider's hosted fields (the card
// number is typed into the provider's frame and never reaches the portal or the API), see a declined
// card refused, the new card shown and then charged by a stored-card purchase; remove it.
import { expect, test, type Page } from '@playwright/test';
import { apiCall, type ApiAccount } from '../../support/auth/api.ts';
import { accountText, accountWith, cardToken, purchase, signInTo } from './account-support.ts';
import { toastSaying } from '../../support/toasts.ts';

const en = (key: string, vars?: Record<string, string | number>) => accountText('en', key, vars);
const CARDS = { success: '4242424242424242', declined: '4000 0000 0000 0002', mastercard: '5555 5555 5555 4444' };

/** A plan bought with the sandbox's success card through the API: the account then has a stored Visa. */
async function withStoredVisa(origin: string, account: ApiAccount) {
  const plans = await apiCall(origin, '/api/commerce/get_subscriptions?type=svod|cvod');
  const planId = plans.body.content.entries[0].id as number;
  await purchase(origin, account, '/api/commerce/subscription_checkout', { card: { token: await cardToken(origin, CARDS.success) }, subscription_id: planId });
  return planId;
}

/** Types a card into the provider's frame, as a user would. */
async function enterCard(page: Page, number: string) {
  const frame = page.frameLocator(`iframe[title="${en('cardFields.frameTitle')}"]`);
  await frame.getByLabel(en('cardFields.number')).fill(number);
  await frame.getByLabel(en('cardFields.expiry')).fill('09/34');
  await frame.getByLabel(en('cardFields.cvc')).fill('321');
}

test("replace the stored card with the provider's fields: a declined card is refused, the new one is shown and charged next", async ({ page, baseURL }) => {
  const origin = baseURL!;
  const account = await accountWith(origin);
  await withStoredVisa(origin, account);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).origin === origin) sent.push(`${r.url()} ${r.postData() ?? ''}`);
  });
  await signInTo(page, origin, account, '/account/billing/');
  const card = page.getByTestId('stored-card');
  await expect(card).toContainText(en('billing.card.number', { brand: 'Visa', last4: '4242' }));

  await page.getByRole('button', { name: en('billing.card.replace') }).click();
  const form = page.getByRole('form', { name: en('billing.card.formLabel') });
  await expect(form).toContainText(en('billing.card.replaceIntro', { card: en('billing.card.number', { brand: 'Visa', last4: '4242' }) }));
  const save = form.getByRole('button', { name: en('billing.card.save') });
  await expect(save).toBeEnabled();
  await enterCard(page, CARDS.declined);
  await save.click();
  await expect(page.getByTestId('card-error')).toHaveText(en('errors.card_declined'));

  await enterCard(page, CARDS.mastercard);
  await save.click();
  await expect(toastSaying(page, en('billing.card.saved'))).toBeVisible();
  await expect(form).toBeHidden();
  await expect(card).toContainText(en('billing.card.number', { brand: 'Mastercard', last4: '4444' }));
  await expect(card).toContainText(en('billing.card.expires', { date: '09/2034' }));
  await page.reload();
  await expect(page.getByTestId('stored-card')).toContainText(en('billing.card.number', { brand: 'Mastercard', last4: '4444' }));
  // The number went to the provider's origin only.
  expect(sent.join('\n')).not.toMatch(/5555\s?5555|4000\s?0000\s?0000\s?0002/);
  expect(sent.some((s) => s.includes('/api/commerce/store_card'))).toBe(true);

  // The next purchase by stored card charges the new card (a pay-per-view ticket: the plan is held and renews,
  // so buying it again would be 409 already_subscribed).
  const list = await apiCall(origin, '/api/event/list', { body: { size: 200 } });
  const event = (list.body.content.entries as Array<{ id: number; commerceCoverage: string }>).find((e) => e.commerceCoverage === 'commerce_ppv_media')!;
  const next = await purchase(origin, account, '/api/commerce/ppv_checkout', { event_id: event.id });
  expect(next.card).toEqual({ brand: 'mastercard', last4: '4444' });
});

test('remove the stored card after a confirmation that names it; then add one', async ({ page, baseURL }) => {
  const origin = baseURL!;
  const account = await accountWith(origin);
  await withStoredVisa(origin, account);
  await signInTo(page, origin, account, '/account/billing/');
  const visa = en('billing.card.number', { brand: 'Visa', last4: '4242' });
  await expect(page.getByTestId('stored-card')).toContainText(visa);
  await page.getByRole('button', { name: en('billing.card.remove') }).click();
  const dialog = page.getByRole('dialog', { name: en('billing.card.removeTitle') });
  await expect(dialog).toContainText(en('billing.card.removeBody', { card: visa }));
  await dialog.getByRole('button', { name: en('billing.card.removeConfirm') }).click();
  await expect(toastSaying(page, en('billing.card.removed'))).toBeVisible();
  await expect(page.getByTestId('stored-card')).toHaveText(en('billing.card.none'));
  expect((await apiCall(origin, '/api/commerce/stored_card', { token: account.tokens.access })).body.content).toBeNull();

  await page.getByRole('button', { name: en('billing.card.add') }).click();
  await expect(page.getByRole('form', { name: en('billing.card.formLabel') })).toContainText(en('billing.card.addIntro'));
  await expect(page.getByRole('button', { name: en('billing.card.save') })).toBeEnabled();
  await enterCard(page, CARDS.mastercard);
  // Enter inside the provider's frame submits the form too.
  await page
    .frameLocator(`iframe[title="${en('cardFields.frameTitle')}"]`)
    .getByLabel(en('cardFields.cvc'))
    .press('Enter');
  await expect(page.getByTestId('stored-card')).toContainText(en('billing.card.number', { brand: 'Mastercard', last4: '4444' }));
});
