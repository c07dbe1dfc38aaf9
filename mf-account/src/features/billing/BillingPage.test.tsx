import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, content, fakeApi, json, paged, renderRoutes, resetSession, setupI18n } from '@portal/shared/testing';
import en from '../../i18n/locales/en/account.json';
import routes from '../../exposes/routes.tsx';
import { signInForTest, toastMessages } from '../../testing/session.ts';

beforeAll(() => setupI18n('account', en));
beforeEach(() => signInForTest());
afterEach(() => resetSession());

const payment = (over: Record<string, unknown> = {}) => ({
  id: 12,
  status: 'succeeded',
  kind: 'subscription',
  amount: 9.99,
  currency: 'USD',
  failureCode: null,
  card: { brand: 'visa', last4: '4242' },
  createdAt: '2026-11-02T10:00:00.000Z',
  ...over,
});

test('billing: the stored card, the payment history and a receipt per paid payment', async () => {
  const api = fakeApi((call) => {
    if (call.path === '/api/commerce/stored_card') return content({ brand: 'visa', last4: '4242', expMonth: 4, expYear: 2029 });
    if (call.path === '/api/commerce/payments')
      return json(paged([payment(), payment({ id: 13, status: 'failed', failureCode: 'card_declined', card: null })]));
    return content({
      receiptNumber: 'R-ARENA-000012',
      productTitle: 'Season Pass',
      customerEmail: 'dana@example.com',
      issuedAt: '2026-11-02T10:00:05.000Z',
      payment: payment(),
    });
  });
  renderRoutes(routes, '/account/billing/');
  const user = userEvent.setup();
  expect(await screen.findByTestId('stored-card')).toHaveTextContent('Visa ending in 4242expires 04/2029');
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
  // The receipt is the account's detail list: each label a <dt> with its value in the <dd> beside it.
  expect(receipt.tagName).toBe('DL');
  expect(within(receipt).getByText('Season Pass').closest('dd')?.previousElementSibling).toHaveTextContent('Product');
  expect(api.calls.map((c) => c.path)).toContain('/api/commerce/payment/12/receipt');
});

test('billing without a card or payments says so', async () => {
  fakeApi((call) => (call.path === '/api/commerce/stored_card' ? content(null) : json(paged([]))));
  renderRoutes(routes, '/account/billing/');
  expect(await screen.findByTestId('stored-card')).toHaveTextContent('No card is saved.');
  expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
});

describe('replacing the stored card through the provider', () => {
  const PROVIDER = { provider: 'sandbox-cards', origin: 'https://cards.test', scriptUrl: 'https://cards.test/checkout.js' };
  const VISA = { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2029 };
  const MASTERCARD = { brand: 'mastercard', last4: '4444', expMonth: 9, expYear: 2031 };

  /** The provider's script as a stand-in: the real one renders its own iframe; here tokenize answers a token. */
  function provider(token = 'tok_new') {
    const mount = jest.fn(async () => ({ tokenize: async () => ({ token, brand: 'mastercard', last4: '4444' }), focus: jest.fn(), destroy: jest.fn() }));
    window.SandboxCards = { version: 'test', origin: PROVIDER.origin, mount, confirm: jest.fn() };
    return mount;
  }
  afterEach(() => {
    delete window.SandboxCards;
  });

  function server(store: (call: { body: unknown }) => Response, card: unknown = VISA) {
    return fakeApi((call) => {
      if (call.path === '/api/commerce/stored_card') return content(card);
      if (call.path === '/api/commerce/payment_provider') return content(PROVIDER);
      if (call.path === '/api/commerce/store_card') return store(call);
      if (call.path === '/api/commerce/remove_card') return content(null);
      return json(paged([]));
    });
  }

  test('replace: the token (never the card) goes to store_card; the new card shows with a toast', async () => {
    const mount = provider();
    const api = server(() => content(MASTERCARD));
    renderRoutes(routes, '/account/billing/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Replace card' }));
    const form = await screen.findByRole('form', { name: 'New payment card' });
    expect(form).toHaveTextContent('The new card replaces Visa ending in 4242 for your next purchases.');
    const save = within(form).getByRole('button', { name: 'Save card' });
    await waitFor(() => expect(save).toBeEnabled());
    expect(mount).toHaveBeenCalledTimes(1);
    await user.click(save);
    expect(await screen.findByTestId('stored-card')).toHaveTextContent('Mastercard ending in 4444');
    expect(screen.getByTestId('stored-card')).toHaveTextContent('expires 09/2031');
    expect(screen.queryByRole('form', { name: 'New payment card' })).not.toBeInTheDocument();
    expect(toastMessages()).toContain('success:Your new card was saved.');
    const stores = api.calls.filter((c) => c.path === '/api/commerce/store_card');
    expect(stores).toHaveLength(1);
    expect(stores[0]!.body).toEqual({ card: { token: 'tok_new' } });
  });

  test('a declined card says so in the form and keeps the stored card', async () => {
    provider();
    server(() => apiError('card_declined', 'The card was declined', 402));
    renderRoutes(routes, '/account/billing/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Replace card' }));
    const save = await screen.findByRole('button', { name: 'Save card' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByTestId('card-error')).toHaveTextContent('Your card was declined. Try another card or contact your bank.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('stored-card')).toHaveTextContent('Visa ending in 4242');
  });

  test('an expired card and a spent token are translated too', async () => {
    provider();
    let answer = apiError('expired_card', 'The card has expired', 402);
    server(() => answer);
    renderRoutes(routes, '/account/billing/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Replace card' }));
    const save = await screen.findByRole('button', { name: 'Save card' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByTestId('card-error')).toHaveTextContent('This card has expired. Try another card.');
    answer = apiError('token_used', 'used', 400);
    await user.click(save);
    expect(await screen.findByTestId('card-error')).toHaveTextContent('The card details are no longer valid. Enter the card again.');
  });

  test('no card: "Add card" opens the same fields', async () => {
    provider();
    server(() => content(MASTERCARD), null);
    renderRoutes(routes, '/account/billing/');
    const user = userEvent.setup();
    expect(await screen.findByTestId('stored-card')).toHaveTextContent('No card is saved.');
    expect(screen.queryByRole('button', { name: 'Remove card' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByRole('form', { name: 'New payment card' })).toHaveTextContent('Save a card to pay faster next time.');
    const save = screen.getByRole('button', { name: 'Save card' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByTestId('stored-card')).toHaveTextContent('Mastercard ending in 4444');
  });

  test('remove: a confirmation that names the card, then no card', async () => {
    const api = server(() => content(MASTERCARD));
    renderRoutes(routes, '/account/billing/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(dialog).toHaveTextContent('Visa ending in 4242 will be removed from your account.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText('No card is saved.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/commerce/remove_card')).toHaveLength(1);
    expect(toastMessages()).toContain('success:Your card was removed.');
  });
});
