// Issue 27 item 2: a plan bought from an event's paywall (`?redirect=/events/{id}/`) ends on a success
// page whose "Start watching" returns to that event, through the challenge step too; never elsewhere.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../i18n/locales/en/commerce.json';
import routes from '../../exposes/routes.tsx';
import { json, mockFetch, renderRoutes, setupI18n, type Call } from '@portal/shared/testing';
import type { SandboxCards } from '@portal/shared/ui';

beforeAll(async () => {
  await setupI18n('commerce', en);
});
afterEach(() => {
  jest.restoreAllMocks();
  delete window.SandboxCards;
});

const plan = {
  id: 7,
  title: 'Monthly',
  description: 'Every game.',
  price: 9.99,
  currency: 'EUR',
  type: 'svod',
  duration: 1,
  durationUnits: 'month',
  allowedAccessIdentityItems: [],
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

function provider() {
  const lib: SandboxCards = {
    version: 'test',
    origin: 'https://cards.test',
    mount: jest.fn(async () => ({ tokenize: async () => ({ token: 'tok_1', brand: 'visa', last4: '4242' }), focus() {}, destroy() {} })),
    confirm: jest.fn(async () => ({ status: 'succeeded' })),
  };
  window.SandboxCards = lib;
  return lib;
}

function api(handlers: Record<string, (call: Call) => Response>) {
  return mockFetch((call) => {
    const handler = handlers[call.path];
    if (handler) return handler(call);
    if (call.path === '/api/commerce/payment_provider')
      return json({ content: { provider: 'sandbox-cards', origin: 'https://cards.test', scriptUrl: 'https://cards.test/checkout.js' } });
    if (call.path === '/api/commerce/get_subscriptions_by_id/id/7') return json({ content: plan });
    if (call.path === '/api/commerce/stored_card') return json({ content: null });
    return json({ messageErrorCode: 'not_found', message: `unexpected ${call.path}` }, 404);
  });
}

test('subscribing from an event’s paywall: "Start watching" returns to the event', async () => {
  provider();
  api({ '/api/commerce/subscription_checkout': () => json({ content: payment() }), '/api/commerce/payment/31': () => json({ content: payment() }) });
  const view = renderRoutes(routes, '/account/subscription/buy/7/?redirect=%2Fevents%2F13057%2F');
  const pay = await screen.findByRole('button', { name: 'Pay €9.99' });
  await waitFor(() => expect(pay).toBeEnabled());
  await userEvent.click(pay);
  await waitFor(() => expect(view.location()).toMatch(/^\/payment\/success\/\?payment=31&/));
  expect(new URLSearchParams(view.location().split('?')[1]).get('redirect')).toBe('/events/13057/');
  // A failure's "Try again" would come back to the same checkout, still on its way to the event.
  expect(new URLSearchParams(view.location().split('?')[1]).get('retry')).toBe('/account/subscription/buy/7/?redirect=%2Fevents%2F13057%2F');
  expect(await screen.findByRole('link', { name: 'Start watching' })).toHaveAttribute('href', '/events/13057/');
});

test('the event to return to survives the challenge step', async () => {
  provider();
  let status = 'requires_action';
  api({
    '/api/commerce/payment/31': () =>
      json({ content: payment({ status, challenge: status === 'requires_action' ? { id: 'chl_1', url: 'https://cards.test/challenge/chl_1' } : null }) }),
    '/api/commerce/confirm_payment': () => {
      status = 'succeeded';
      return json({ content: payment() });
    },
  });
  const view = renderRoutes(routes, '/payment/processing/?payment=31&retry=%2Faccount%2Fsubscription%2Fbuy%2F7%2F&redirect=%2Fevents%2F13057%2F');
  await waitFor(() => expect(view.location()).toMatch(/^\/payment\/success\//));
  expect(await screen.findByRole('link', { name: 'Start watching' })).toHaveAttribute('href', '/events/13057/');
});

test('without a paywall to return to, "Start watching" goes home; another origin is never followed', async () => {
  api({ '/api/commerce/payment/31': () => json({ content: payment() }) });
  renderRoutes(routes, '/payment/success/?payment=31&retry=%2F&redirect=%2F%2Fevil.example%2Fevents%2F1%2F');
  expect(await screen.findByRole('link', { name: 'Start watching' })).toHaveAttribute('href', '/');
});
