import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../i18n/locales/en/commerce.json';
import routes from '../../exposes/routes.tsx';
import { json, mockFetch, paged, renderRoutes, setupI18n, type Call } from '@portal/shared/testing';
import type { SandboxCards } from '@portal/shared/ui';

beforeAll(async () => {
  await setupI18n('commerce', en);
});
afterEach(() => {
  jest.restoreAllMocks();
  delete window.SandboxCards;
});

const PROVIDER = { provider: 'sandbox-cards', origin: 'https://cards.test', scriptUrl: 'https://cards.test/checkout.js' };
const plan = {
  id: 7,
  title: 'Monthly',
  description: 'Every game.',
  price: 9.99,
  currency: 'EUR',
  type: 'svod',
  duration: 1,
  durationUnits: 'month',
  allowedAccessIdentityItems: [42],
  autoRenew: true,
};
const payment = (over: Record<string, unknown> = {}) => ({
  id: 31,
  status: 'succeeded',
  kind: 'subscription',
  amount: 9.99,
  currency: 'EUR',
  failureCode: null,
  challenge: null,
  contractId: 5,
  ticketId: null,
  subscriptionId: 7,
  eventId: null,
  card: { brand: 'visa', last4: '4242' },
  ...over,
});

/** A stand-in for the provider's script: the real one renders an iframe from its own origin. */
function fakeProvider(opts: { tokenize?: () => Promise<{ token: string; brand: string; last4: string }>; mountFails?: boolean } = {}) {
  const mounted: HTMLElement[] = [];
  const lib: SandboxCards = {
    version: 'test',
    origin: PROVIDER.origin,
    mount: jest.fn(async (el: HTMLElement) => {
      if (opts.mountFails) throw new Error('frame did not load');
      mounted.push(el);
      return { tokenize: opts.tokenize ?? (async () => ({ token: 'tok_1', brand: 'visa', last4: '4242' })), focus() {}, destroy() {} };
    }),
    confirm: jest.fn(async () => ({ status: 'succeeded' })),
  };
  window.SandboxCards = lib;
  return { lib, mounted };
}

function api(handlers: Record<string, (call: Call) => Response>) {
  return mockFetch((call) => {
    const handler = handlers[call.path];
    if (handler) return handler(call);
    if (call.path === '/api/commerce/payment_provider') return json({ content: PROVIDER });
    if (call.path === '/api/commerce/get_subscriptions_by_id/id/7') return json({ content: plan });
    if (call.path === '/api/identity/get_by_id/id/42') return json({ content: { id: 42, title: 'Premier League' } });
    return json({ messageErrorCode: 'not_found', message: `unexpected ${call.path}` }, 404);
  });
}

test('checkout with a new card: the token from the provider, never the card, goes to subscription_checkout with an Idempotency-Key', async () => {
  fakeProvider();
  const calls = api({
    '/api/commerce/stored_card': () => json({ content: null }),
    '/api/commerce/subscription_checkout': () => json({ content: payment() }),
    '/api/commerce/payment/31': () => json({ content: payment() }),
  });
  const view = renderRoutes(routes, '/account/subscription/buy/7/');
  const summary = await screen.findByTestId('plan-summary');
  expect(within(summary).getByRole('heading', { name: 'Monthly' })).toBeInTheDocument();
  expect(within(summary).getByTestId('summary-price')).toHaveTextContent('€9.99');
  expect(await within(summary).findByText('Premier League')).toBeInTheDocument();
  const pay = screen.getByRole('button', { name: 'Pay €9.99' });
  await waitFor(() => expect(pay).toBeEnabled());
  await userEvent.click(pay);
  await waitFor(() => expect(view.location()).toMatch(/^\/payment\/success\/\?payment=31&retry=/));
  const checkout = calls.filter((c) => c.path === '/api/commerce/subscription_checkout');
  expect(checkout).toHaveLength(1);
  expect(checkout[0]!.body).toEqual({ card: { token: 'tok_1' }, subscription_id: 7 });
  expect(checkout[0]!.headers['Idempotency-Key']).toMatch(/.{8,}/);
  expect(JSON.stringify(calls.map((c) => c.body))).not.toMatch(/4242424242424242/);
  expect(await screen.findByTestId('success-text')).toHaveTextContent('Your subscription is active: Monthly');
});

test('a network error keeps the key: the retry of the same attempt sends the same Idempotency-Key', async () => {
  fakeProvider();
  let fail = true;
  const calls = api({
    '/api/commerce/stored_card': () => json({ content: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } }),
    '/api/commerce/subscribe_by_stored_cc': () =>
      fail
        ? json({ messageErrorCode: 'payment_provider_unavailable', message: 'down' }, 502)
        : json({ content: payment({ status: 'failed', failureCode: 'insufficient_funds' }) }),
    '/api/commerce/payment/31': () => json({ content: payment({ status: 'failed', failureCode: 'insufficient_funds' }) }),
  });
  const view = renderRoutes(routes, '/auth/sign-up/subscription/buy/7/');
  expect(await screen.findByRole('radio', { name: 'VISA ending 4242 (expires 12/30)' })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Pay €9.99' }));
  expect(await screen.findByTestId('payment-error')).toHaveTextContent('The payment service is not reachable right now. Please try again.');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Pay €9.99' }));
  await waitFor(() => expect(view.location()).toMatch(/^\/payment\/failure\//));
  const posts = calls.filter((c) => c.path === '/api/commerce/subscribe_by_stored_cc');
  expect(posts).toHaveLength(2);
  expect(posts[0]!.headers['Idempotency-Key']).toBe(posts[1]!.headers['Idempotency-Key']);
  expect(posts[0]!.body).toEqual({ subscription_id: 7 });
  // The failure page gives the reason and leads back to the checkout.
  expect(await screen.findByTestId('failure-reason')).toHaveTextContent('Your card has insufficient funds.');
  expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/auth/sign-up/subscription/buy/7/');
});

test('provider initialisation failure is only logged; the form says unavailable and retries', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { lib } = fakeProvider({ mountFails: true });
  api({ '/api/commerce/stored_card': () => json({ content: null }) });
  renderRoutes(routes, '/account/subscription/buy/7/');
  expect(await screen.findByText('Card payments are unavailable')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay €9.99' })).toBeDisabled();
  expect(error).toHaveBeenCalledWith('[commerce] card provider initialisation failed', expect.any(Error));
  lib.mount = jest.fn(async () => ({ tokenize: async () => ({ token: 't', brand: 'visa', last4: '1' }), focus() {}, destroy() {} }));
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pay €9.99' })).toBeEnabled());
  expect(screen.queryByText('Card payments are unavailable')).not.toBeInTheDocument();
});

test('processing: the challenge runs in the provider frame, then confirm_payment decides success', async () => {
  const { lib } = fakeProvider();
  let status = 'requires_action';
  const calls = api({
    '/api/commerce/payment/31': () =>
      json({ content: payment({ status, challenge: status === 'requires_action' ? { id: 'chl_1', url: 'https://cards.test/challenge/chl_1' } : null }) }),
    '/api/commerce/confirm_payment': () => {
      status = 'succeeded';
      return json({ content: payment() });
    },
  });
  const view = renderRoutes(routes, '/payment/processing/?payment=31&retry=%2Faccount%2Fsubscription%2Fbuy%2F7%2F');
  await waitFor(() =>
    expect(lib.confirm).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      { id: 'chl_1', url: 'https://cards.test/challenge/chl_1' },
      expect.objectContaining({ title: 'Payment confirmation by your bank' }),
    ),
  );
  await waitFor(() => expect(view.location()).toMatch(/^\/payment\/success\/\?payment=31/));
  expect(calls.find((c) => c.path === '/api/commerce/confirm_payment')!.body).toEqual({ payment_id: 31 });
});

test('access code: distinct errors, then the redeemed plan', async () => {
  let answer: Response | (() => Response) = json({ messageErrorCode: 'access_code_used', message: 'used' }, 409);
  const calls = api({
    '/api/commerce/redeem_access_code': () => (typeof answer === 'function' ? answer() : answer),
    '/api/commerce/payment/32': () => json({ content: payment({ id: 32, kind: 'access_code', amount: 0 }) }),
  });
  const view = renderRoutes(routes, '/auth/sign-up/subscription/code/');
  const field = await screen.findByRole('textbox', { name: /Access code/ });
  await userEvent.click(screen.getByRole('button', { name: 'Redeem code' }));
  expect(await screen.findByText('Enter your access code.')).toBeInTheDocument();
  await userEvent.type(field, ' arena-welcome-1 ');
  await userEvent.click(screen.getByRole('button', { name: 'Redeem code' }));
  expect(await screen.findByText('This access code has already been used.')).toBeInTheDocument();
  answer = json({ messageErrorCode: 'access_code_expired', message: 'expired' }, 410);
  await userEvent.click(screen.getByRole('button', { name: 'Redeem code' }));
  expect(await screen.findByText('This access code has expired.')).toBeInTheDocument();
  answer = () => json({ content: payment({ id: 32, kind: 'access_code', amount: 0 }) });
  await userEvent.click(screen.getByRole('button', { name: 'Redeem code' }));
  await waitFor(() => expect(view.location()).toMatch(/^\/payment\/success\/\?payment=32/));
  const posts = calls.filter((c) => c.path === '/api/commerce/redeem_access_code');
  expect(posts.map((c) => c.body)).toEqual([{ code: 'ARENA-WELCOME-1' }, { code: 'ARENA-WELCOME-1' }, { code: 'ARENA-WELCOME-1' }]);
  expect(new Set(posts.map((c) => c.headers['Idempotency-Key'])).size).toBe(1);
  await waitFor(() => expect(screen.getByTestId('success-text')).toHaveTextContent('Your access code was redeemed: Monthly'));
});

test('pay-per-view: the event offer and a purchase with a new card', async () => {
  fakeProvider();
  const calls = api({
    '/api/event/get_commerce_options': () => json(paged([{ id: 9, eventId: 9, title: 'Final', price: 4.99, currency: 'USD', type: 'ppv', isActive: true }])),
    '/api/commerce/stored_card': () => json({ content: null }),
    '/api/commerce/ppv_checkout': () => json({ content: payment({ id: 33, kind: 'ppv', eventId: 9, subscriptionId: null, ticketId: 3 }) }),
    '/api/commerce/payment/33': () => json({ content: payment({ id: 33, kind: 'ppv', eventId: 9, subscriptionId: null, ticketId: 3 }) }),
  });
  const view = renderRoutes(routes, '/payment/event/9/');
  expect(await screen.findByRole('heading', { name: 'Final' })).toBeInTheDocument();
  const pay = screen.getByRole('button', { name: 'Pay $4.99' });
  await waitFor(() => expect(pay).toBeEnabled());
  await userEvent.click(pay);
  await waitFor(() => expect(view.location()).toMatch(/^\/payment\/success\//));
  expect(calls.find((c) => c.path === '/api/commerce/ppv_checkout')!.body).toEqual({ event_id: 9, card: { token: 'tok_1' } });
  expect(await screen.findByRole('link', { name: 'Watch now' })).toHaveAttribute('href', '/events/9/');
});

test('result pages never follow a retry path to another origin', async () => {
  api({ '/api/commerce/payment/31': () => json({ content: payment({ status: 'failed', failureCode: 'card_declined' }) }) });
  renderRoutes(routes, '/payment/failure/?payment=31&retry=%2F%2Fevil.example%2F');
  expect(await screen.findByTestId('failure-reason')).toHaveTextContent('Your card was declined.');
  expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/auth/sign-up/subscription/');
});
