// Issue 27 items 1-3 on the event page: offers that name what they buy and lead to the checkout that
// works, with a way back to the event; members-only events for signed-out and signed-in viewers.
import type React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, paged, renderRoutes, resetSession, setupI18n, signInForTest, testTenant, type Call } from '@portal/shared/testing';
import en from '../../i18n/locales/en/events.json';
import routes from '../../exposes/routes.tsx';
import { rawEvent } from '../../testing/fixtures.ts';

jest.mock('../player/Player.tsx', () => {
  const { createElement } = jest.requireActual('react') as typeof React;
  return { __esModule: true, default: () => createElement('div', { 'data-testid': 'mock-player' }) };
});

beforeAll(() => setupI18n('events', en));
afterEach(() => {
  jest.restoreAllMocks();
  resetSession();
});

const ticket = { id: 9, title: 'Event 9', price: 4.99, currency: 'USD', type: 'ppv' };
const monthly = { id: 10500, title: 'Arena Monthly', price: 9.99, currency: 'USD', type: 'svod', duration: 1, durationUnits: 'month' };
const quarterly = { id: 10504, title: 'Hoops Season', price: 24.99, currency: 'USD', type: 'cvod', duration: 3, durationUnits: 'months' };

/** The API of one locked event (9) with these offers and a free highlight. */
function lockedEvent(coverage: string, offers: unknown[]): Call[] {
  return mockFetch((call) => {
    if (call.path === '/api/event/get_by_id/id/9') return json({ content: rawEvent(9, 'archived', { availableForUser: false, commerceCoverage: coverage }) });
    if (call.path.startsWith('/api/event/get_commerce_options')) return json(paged(offers));
    if (call.path === '/api/clip/list')
      return json(
        paged((call.body as { type?: string }).type === 'game' ? [rawEvent(31, 'archived', { title: 'Goal of the day', mediaType: 'highlight' })] : []),
      );
    return json(paged([]));
  });
}

/** A tenant that sells nothing (kadur): mf-commerce off. */
const membersTenant = () => {
  const base = testTenant();
  return testTenant({ remotes: base.remotes.map((r) => (r.id === 'mf-commerce' ? { ...r, enabled: false } : r)) });
};

test('each offer is a link that says what it buys and for how much, to the checkout that works, returning to the event', async () => {
  signInForTest();
  lockedEvent('commerce_subscription_basic_media', [ticket, monthly, quarterly]);
  renderRoutes(routes, '/events/9/');
  const access = await screen.findByTestId('event-access');
  expect(within(access).getByRole('heading', { name: 'Get access to watch this event' })).toBeInTheDocument();
  const links = await within(access).findAllByRole('link');
  expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
    ['Buy this event · $4.99', '/payment/event/9/'],
    ['Subscribe to Arena Monthly · $9.99 per month', '/account/subscription/buy/10500/?redirect=%2Fevents%2F9%2F'],
    ['Subscribe to Hoops Season · $24.99 every 3 months', '/account/subscription/buy/10504/?redirect=%2Fevents%2F9%2F'],
  ]);
  // Signed in: nothing to sign in for.
  expect(within(access).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
});

test('offers are shown as the API sends them (only what unlocks this event and the viewer lacks): a pay-per-view event offers its ticket alone', async () => {
  signInForTest();
  lockedEvent('commerce_ppv_media', [ticket]);
  renderRoutes(routes, '/events/9/');
  const offers = await screen.findByTestId('offers');
  expect(
    within(offers)
      .getAllByRole('link')
      .map((l) => l.textContent),
  ).toEqual(['Buy this event · $4.99']);
});

test('signed out on a paid event: the offers, and sign-in for a ticket or plan already held, back to the event', async () => {
  lockedEvent('commerce_ppv_media', [ticket]);
  renderRoutes(routes, '/events/9/');
  const access = await screen.findByTestId('event-access');
  expect(await within(access).findByRole('link', { name: 'Buy this event · $4.99' })).toHaveAttribute('href', '/payment/event/9/');
  expect(within(access).getByText('Already have a ticket or a plan?')).toBeInTheDocument();
  expect(within(access).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login/?redirect=%2Fevents%2F9%2F');
});

test('members-only, signed out, tenant selling nothing: sign in or create an account, both back to the event; Play shows the same prompt', async () => {
  const calls = lockedEvent('commerce_members_media', []);
  renderRoutes(routes, '/events/9/', { config: membersTenant() });
  const access = await screen.findByTestId('event-access');
  const heading = within(access).getByRole('heading', { name: 'This event is for members' });
  expect(within(access).getByText('Sign in, or create an account, to watch it.')).toBeInTheDocument();
  expect(within(access).getByRole('link', { name: 'Sign in to watch' })).toHaveAttribute('href', '/auth/login/?redirect=%2Fevents%2F9%2F');
  expect(within(access).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/sign-up/?redirect=%2Fevents%2F9%2F');
  expect(screen.queryByText(/No purchase options/)).not.toBeInTheDocument();
  // Nothing is for sale here: the commerce API is not asked.
  expect(calls.some((c) => c.path.startsWith('/api/event/get_commerce_options'))).toBe(false);

  // Play on the event's highlight: the prompt comes forward (focus) instead of nothing happening, every time.
  const play = await screen.findByRole('button', { name: 'Play Goal of the day' });
  await userEvent.click(play);
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.queryByTestId('mock-player')).not.toBeInTheDocument();
  play.focus();
  await userEvent.click(play);
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByTestId('event-access')).toBeInTheDocument();
});

test('members-only, signed in without access, tenant selling nothing: told why, in the members model’s words; no sign-in offered', async () => {
  signInForTest();
  lockedEvent('commerce_subscription_basic_media', []);
  renderRoutes(routes, '/events/9/', { config: membersTenant() });
  const access = await screen.findByTestId('event-access');
  expect(within(access).getByRole('heading', { name: 'This event is for club members' })).toBeInTheDocument();
  expect(within(access).getByText(/does not include the club membership this event needs/)).toBeInTheDocument();
  expect(within(access).queryByRole('link')).not.toBeInTheDocument();
});

test('signed in on a tenant that sells, with nothing on sale for the event: says so instead of a dead end', async () => {
  signInForTest();
  lockedEvent('commerce_subscription_basic_media', []);
  renderRoutes(routes, '/events/9/');
  const access = await screen.findByTestId('event-access');
  expect(await within(access).findByRole('heading', { name: 'This event is not on sale' })).toBeInTheDocument();
  expect(within(access).getByText('None of the tickets or plans on sale here includes this event.')).toBeInTheDocument();
});
