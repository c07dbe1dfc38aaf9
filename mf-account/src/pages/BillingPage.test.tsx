import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { content, fakeApi, json, paged, renderRoutes, resetSession, setupI18n } from '@portal/shared/testing';
import en from '../i18n/locales/en/account.json';
import routes from '../exposes/routes.tsx';
import { signInForTest } from '../testing/session.ts';

beforeAll(() => setupI18n('account', en));
beforeEach(() => signInForTest());
afterEach(() => resetSession());

const payment = (over: Record<string, unknown> = {}) => ({ id: 12, status: 'succeeded', kind: 'subscription', amount: 9.99, currency: 'USD', failureCode: null, card: { brand: 'visa', last4: '4242' }, createdAt: '2026-11-02T10:00:00.000Z', ...over });

test('billing: the stored card, the payment history and a receipt per paid payment', async () => {
  const api = fakeApi((call) => {
    if (call.path === '/api/commerce/stored_card') return content({ brand: 'visa', last4: '4242', expMonth: 4, expYear: 2029 });
    if (call.path === '/api/commerce/payments') return json(paged([payment(), payment({ id: 13, status: 'failed', failureCode: 'card_declined', card: null })]));
    return content({ receiptNumber: 'R-ARENA-000012', productTitle: 'Season Pass', customerEmail: 'dana@example.com', issuedAt: '2026-11-02T10:00:05.000Z', payment: payment() });
  });
  renderRoutes(routes, '/account/billing/');
  const user = userEvent.setup();
  expect(await screen.findByTestId('stored-card')).toHaveTextContent('Visa ending in 4242 · expires 04/2029');
  const rows = await screen.findAllByTestId('payment');
  expect(rows[0]).toHaveTextContent('Paid');
  expect(rows[1]).toHaveTextContent('Declined');
  expect(rows[1]).toHaveTextContent('Card declined');
  expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
  await user.click(within(rows[0]!).getByRole('button', { name: 'Receipt: Subscription, November 2, 2026' }));
  const dialog = await screen.findByRole('dialog', { name: 'Receipt' });
  const receipt = await within(dialog).findByTestId('receipt');
  expect(receipt).toHaveTextContent('R-ARENA-000012');
  expect(receipt).toHaveTextContent('Season Pass');
  expect(receipt).toHaveTextContent('$9.99');
  expect(api.calls.map((c) => c.path)).toContain('/api/commerce/payment/12/receipt');
});

test('billing without a card or payments says so', async () => {
  fakeApi((call) => (call.path === '/api/commerce/stored_card' ? content(null) : json(paged([]))));
  renderRoutes(routes, '/account/billing/');
  expect(await screen.findByTestId('stored-card')).toHaveTextContent('No card is saved.');
  expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
});
