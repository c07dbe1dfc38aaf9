import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPrice, i18n } from '@portal/shared';
import en from '../../i18n/locales/en/commerce.json';
import de from '../../i18n/locales/de/commerce.json';
import routes from '../../exposes/routes.tsx';
import { json, mockFetch, paged, renderRoutes, setupI18n } from '@portal/shared/testing';

beforeAll(async () => {
  await setupI18n('commerce', en);
  i18n.addResourceBundle('de', 'commerce', de, true, true);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const plans = [
  { id: 1, title: 'Monthly', description: 'Every game, live and on demand.', price: 9.99, currency: 'EUR', type: 'svod', duration: 1, durationUnits: 'month' },
  { id: 2, title: 'Season', description: 'The whole season at a discount.', price: 79, currency: 'USD', type: 'svod', duration: 12, durationUnits: 'months' },
  { id: 3, title: 'Club pass', description: '', price: 4.5, currency: 'N/A', type: 'cvod', duration: null, durationUnits: null },
];

test('/auth/sign-up/subscription/ lists the plans from GET /api/commerce/get_subscriptions', async () => {
  const calls = mockFetch(() => json(paged(plans)));
  renderRoutes(routes, '/auth/sign-up/subscription/');
  expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  const cards = await screen.findAllByTestId('plan-card');
  expect(cards).toHaveLength(3);
  const monthly = screen.getByRole('article', { name: 'Monthly' });
  expect(within(monthly).getByTestId('plan-price')).toHaveTextContent('€9.99');
  expect(within(monthly).getByText('per month')).toBeInTheDocument();
  expect(within(monthly).getByText('Every game, live and on demand.')).toBeInTheDocument();
  expect(within(monthly).getByRole('link', { name: 'Choose plan Monthly' })).toHaveAttribute('href', '/auth/sign-up/subscription/buy/1/');
  expect(within(screen.getByRole('article', { name: 'Season' })).getByText('every 12 months')).toBeInTheDocument();
  // Unknown currency: the product's fallback N/A, no Intl crash.
  expect(within(screen.getByRole('article', { name: 'Club pass' })).getByTestId('plan-price')).toHaveTextContent('4.5 N/A');
  expect(screen.getByRole('link', { name: 'Skip for now' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'I have an access code' })).toHaveAttribute('href', '/auth/sign-up/subscription/code/');
  expect(calls).toHaveLength(1);
  expect(calls[0]!.method).toBe('GET');
  expect(new URL(calls[0]!.url).searchParams.get('type')).toBe('svod|cvod');
});

test('a failed load shows the error and retries', async () => {
  let fail = true;
  mockFetch(() => (fail ? json({ messageErrorCode: 'default_error_message', message: 'Payments are down' }, 502) : json(paged(plans.slice(0, 1)))));
  renderRoutes(routes, '/auth/sign-up/subscription/');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The plans could not be loaded.');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Monthly' })).toBeInTheDocument();
});

test('no plans: a message instead of an empty grid', async () => {
  mockFetch(() => json(paged([])));
  renderRoutes(routes, '/auth/sign-up/subscription/');
  expect(await screen.findByText('There are no plans on offer right now.')).toBeInTheDocument();
});

test('prices and durations follow the page language', async () => {
  await i18n.changeLanguage('de');
  mockFetch(() => json(paged(plans.slice(0, 1))));
  renderRoutes(routes, '/auth/sign-up/subscription/');
  const card = await screen.findByRole('article', { name: 'Monthly' });
  expect(within(card).getByTestId('plan-price').textContent).toBe(formatPrice(9.99, 'EUR', 'de'));
  expect(within(card).getByTestId('plan-price').textContent).toMatch(/9,99/);
  expect(within(card).getByText('pro Monat')).toBeInTheDocument();
});

test('later-issue pages render a translated shell', async () => {
  mockFetch(() => json({}));
  renderRoutes(routes, '/payment/success/');
  expect(screen.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});

test('each plan says what it unlocks: every league, or the named ones', async () => {
  mockFetch((call) =>
    call.path === '/api/identity/get_by_id/id/42'
      ? json({ content: { id: 42, title: 'Premier League' } })
      : json(paged([plans[0], { ...plans[2], allowedAccessIdentityItems: [42] }])),
  );
  renderRoutes(routes, '/auth/sign-up/subscription/');
  const monthly = await screen.findByRole('article', { name: 'Monthly' });
  expect(within(monthly).getByTestId('plan-unlocks')).toHaveTextContent('What it unlocks: Every league and category');
  const club = screen.getByRole('article', { name: 'Club pass' });
  expect(await within(club).findByText(/Premier League/)).toBeInTheDocument();
});
