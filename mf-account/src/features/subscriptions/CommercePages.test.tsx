import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, content, fakeApi, json, paged, renderRoutes, resetSession, setupI18n, testTenant } from '@portal/shared/testing';
import en from '../../i18n/locales/en/account.json';
import routes from '../../exposes/routes.tsx';
import { signInForTest, toastMessages } from '../../testing/session.ts';

beforeAll(() => setupI18n('account', en));
beforeEach(() => signInForTest());
afterEach(() => resetSession());

const plan = (id: number, title: string) => ({ id, title, price: 9.99, currency: 'USD', type: 'svod', productType: 'SVOD' });
const contract = (over: Record<string, unknown> = {}) => ({
  id: 5,
  type: 'SVOD',
  subscriptionId: 10500,
  isActive: true,
  isCanceled: false,
  autoRenew: true,
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-12-01T00:00:00.000Z',
  canceledAt: null,
  lastPayment: '2026-11-01T00:00:00.000Z',
  source: 'card',
  originalProduct: plan(10500, 'Season Pass'),
  ...over,
});

test('subscriptions: active and past contracts with their end dates, renewal said plainly, other plans to buy', async () => {
  const api = fakeApi((call) => {
    if (call.path === '/api/commerce/get_subscriptions') return json(paged([plan(10500, 'Season Pass'), plan(10501, 'Monthly')]));
    if (call.url.includes('active=false'))
      return json(
        paged([contract({ id: 2, isActive: false, autoRenew: false, endDate: '2026-01-31T00:00:00.000Z', originalProduct: plan(10499, 'Old Pass') })]),
      );
    return json(paged([contract()]));
  });
  renderRoutes(routes, '/account/subscription/');
  const user = userEvent.setup();
  const row = await screen.findByTestId('contract');
  expect(row).toHaveTextContent('Season Pass');
  expect(row).toHaveTextContent('Active');
  expect(row).toHaveTextContent('Renews automatically on December 1, 2026.');
  expect(within(row).getByRole('link', { name: 'Details of Season Pass' })).toHaveAttribute('href', '/account/subscription/5/');
  const plans = await screen.findByRole('region', { name: 'Other plans' });
  expect(within(plans).getByRole('link', { name: 'Buy Monthly' })).toHaveAttribute('href', '/account/subscription/buy/10501/');
  expect(within(plans).queryByText('Season Pass')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Past' }));
  expect(await screen.findByText('Ended on January 31, 2026.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Past' })).toHaveAttribute('aria-pressed', 'true');
  const reads = api.calls.filter((c) => c.path === '/api/commerce/customer_contracts').map((c) => new URL(c.url).searchParams.get('active'));
  expect(reads).toContain('true');
  expect(reads).toContain('false');
});

test('subscription detail: cancel behind a confirmation that says until when access lasts', async () => {
  let canceled = false;
  const api = fakeApi((call) => {
    if (call.path === '/api/commerce/cancel_contract') {
      canceled = true;
      return content(contract({ isCanceled: true, autoRenew: false, canceledAt: '2026-11-10T00:00:00.000Z' }));
    }
    return content(canceled ? contract({ isCanceled: true, autoRenew: false }) : contract());
  });
  renderRoutes(routes, '/account/subscription/5/');
  const user = userEvent.setup();
  expect(await screen.findByRole('heading', { level: 1, name: 'Season Pass' })).toBeInTheDocument();
  expect(screen.getByTestId('contract-status')).toHaveTextContent('Renews automatically on December 1, 2026.');
  await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this subscription?' });
  expect(dialog).toHaveTextContent('It will not renew. You keep access until December 1, 2026.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
  await waitFor(() => expect(screen.getByTestId('contract-status')).toHaveTextContent('Does not renew. You have access until December 1, 2026.'));
  expect(api.calls.find((c) => c.path === '/api/commerce/cancel_contract')!.body).toEqual({ platform: 'web', id: 5 });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  expect(toastMessages()).toContain('success:Your subscription was canceled. You have access until December 1, 2026.');
});

test("another user's contract (404) shows the error, not a page", async () => {
  fakeApi(() => apiError('contract_not_found', 'Contract 9 not found', 404));
  renderRoutes(routes, '/account/subscription/9/');
  expect(await screen.findByRole('alert')).toHaveTextContent('This subscription could not be loaded.');
});

const ticket = {
  id: 3,
  eventId: 700,
  purchasedAt: '2026-11-02T10:00:00.000Z',
  paymentId: 12,
  price: 4.99,
  currency: 'USD',
  event: { id: 700, title: 'Harbor FC vs Valley United', status: 'ARCHIVED', date: '2026-10-20T18:00:00.000Z' },
};

test('pay-per-view: tickets with their event, validity and a link that plays it; details per ticket', async () => {
  fakeApi((call) => (call.path === '/api/commerce/ppv_tickets' ? json(paged([ticket])) : content(ticket)));
  const view = renderRoutes(routes, '/account/ppv/');
  const user = userEvent.setup();
  const row = await screen.findByTestId('ticket');
  expect(row).toHaveTextContent('Your ticket is valid for the replay.');
  expect(row).toHaveTextContent('Bought November 2, 2026');
  expect(within(row).getByRole('link', { name: 'Watch Harbor FC vs Valley United' })).toHaveAttribute('href', '/events/700/');
  await user.click(within(row).getByRole('link', { name: 'Harbor FC vs Valley United' }));
  await waitFor(() => expect(view.location()).toBe('/account/ppv/3/'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Harbor FC vs Valley United' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Watch Harbor FC vs Valley United' })).toHaveAttribute('href', '/events/700/');
});

test('pay-per-view: no tickets yet', async () => {
  fakeApi(() => json(paged([])));
  renderRoutes(routes, '/account/ppv/');
  expect(await screen.findByTestId('tickets-empty')).toHaveTextContent('You have not bought any pay-per-view tickets yet.');
});

test('a tenant without commerce: no billing, subscription or ticket sections, and their pages say so without calling the API', async () => {
  const config = testTenant();
  const off = { ...config, remotes: config.remotes.map((r) => (r.id === 'mf-commerce' ? { ...r, enabled: false } : r)) };
  const api = fakeApi(() => json(paged([])));
  renderRoutes(routes, '/account/subscription/', { config: off });
  expect(await screen.findByTestId('commerce-off')).toHaveTextContent('Subscriptions and purchases are not offered on this portal.');
  expect(screen.getByRole('heading', { level: 1, name: 'Your subscription' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Account sections' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['General', 'Password', 'Devices']);
  expect(api.calls).toHaveLength(0);
});
