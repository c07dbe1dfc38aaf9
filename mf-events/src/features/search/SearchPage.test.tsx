import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../i18n/locales/en/events.json';
import routes from '../../exposes/routes.tsx';
import { json, mockFetch, paged, renderRoutes, setupI18n, testTenant } from '@portal/shared/testing';
import { rawEvent } from '../../testing/fixtures.ts';
import { eventDateParam } from './date-range.ts';

beforeAll(() => setupI18n('events', en));
afterEach(() => jest.restoreAllMocks());

const listCalls = (calls: { path: string; body: unknown }[]) => calls.filter((c) => c.path === '/api/event/list').map((c) => c.body as Record<string, unknown>);

test('typing searches after a pause, keeps the text in the URL and announces the count', async () => {
  const calls = mockFetch(() => json(paged([rawEvent(4, 'archived'), rawEvent(5, 'live')], { totalCount: 2 })));
  const { location } = renderRoutes(routes, '/search/');
  const field = await screen.findByRole('searchbox', { name: 'Search events and teams' });
  // arriving on the page puts the caret in the field
  expect(field).toHaveFocus();
  expect(screen.getByText('Type a team, league or event name to start.')).toBeInTheDocument();
  await userEvent.type(field, 'munchen');
  expect(await screen.findByRole('link', { name: /Home 4/ })).toHaveAttribute('href', '/events/4/');
  expect(location()).toBe('/search/?q=munchen');
  // one request for the whole word (debounced), not one per key
  expect(listCalls(calls)).toEqual([expect.objectContaining({ search: 'munchen', size: 24, page: 0 })]);
  expect(listCalls(calls)[0]).not.toHaveProperty('event_date');
  const status = screen.getByTestId('search-count');
  expect(status).toHaveAttribute('aria-live', 'polite');
  expect(status).toHaveTextContent('2 events found for “munchen”');
});

test('a date filter from the URL is sent as event_date, stated with the time zone, and the clear button empties the search', async () => {
  const calls = mockFetch(() => json(paged([rawEvent(6, 'archived')], { totalCount: 1 })));
  const { location } = renderRoutes(routes, '/search/?q=derby&date=past_7_days');
  expect(await screen.findByRole('searchbox', { name: 'Search events and teams' })).toHaveValue('derby');
  expect(screen.getByRole('combobox', { name: 'Date' })).toHaveValue('past_7_days');
  expect(await screen.findByRole('link', { name: /Home 6/ })).toBeInTheDocument();
  expect(screen.getByTestId('search-count')).toHaveTextContent('1 event found for “derby”');
  const sent = listCalls(calls)[0]!;
  expect(sent).toMatchObject({ search: 'derby' });
  // the same range the page computes for "now" (to the minute)
  const [from, to] = String(sent.event_date).split('~').map(Number);
  const [expFrom, expTo] = eventDateParam('past_7_days')!.split('~').map(Number);
  expect(from).toBe(expFrom);
  expect(to).toBe(expTo);
  expect(to! - from!).toBeGreaterThan(7 * 86400_000);
  expect(screen.getByTestId('search-range')).toHaveTextContent(/^Showing events from .+ to .+ \(.+\)$/);
  expect(screen.getByTestId('search-range')).toHaveTextContent(Intl.DateTimeFormat().resolvedOptions().timeZone);

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date' }), 'anytime');
  expect(location()).toBe('/search/?q=derby');
  await waitFor(() => expect(screen.getByTestId('search-range')).toHaveTextContent('Showing events from any date'));
  await act(async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
  });
  expect(screen.getByRole('searchbox', { name: 'Search events and teams' })).toHaveValue('');
  expect(screen.getByRole('searchbox', { name: 'Search events and teams' })).toHaveFocus();
  await waitFor(() => expect(location()).toBe('/search/'));
  expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
});

test('an unknown date filter in the URL is anytime; nothing found says so', async () => {
  const calls = mockFetch(() => json(paged([], { totalCount: 0 })));
  renderRoutes(routes, '/search/?q=zzz&date=last_century');
  expect(await screen.findByText('Nothing matches “zzz”.')).toBeInTheDocument();
  expect(screen.getByTestId('search-count')).toHaveTextContent('0 events found for “zzz”');
  expect(listCalls(calls)[0]).not.toHaveProperty('event_date');
  expect(within(screen.getByTestId('search-page')).getByRole('combobox', { name: 'Date' })).toHaveValue('anytime');
});

test('teams named like the search come first, each linking to its team page (issue 27 item 10)', async () => {
  const calls = mockFetch((call) => {
    if (call.path === '/api/team/list')
      return json(
        paged([
          { id: 70, name: 'Harbor City FC', logo: null, color: '#0b4f9c' },
          { id: 71, name: 'Harbor City U19', logo: null },
        ]),
      );
    return json(paged([rawEvent(4, 'archived')], { totalCount: 1 }));
  });
  renderRoutes(routes, '/search/?q=harbor');
  expect(await screen.findByRole('searchbox', { name: 'Search events and teams' })).toHaveValue('harbor');
  const teams = await screen.findByRole('region', { name: 'Teams' });
  expect(within(teams).getByRole('link', { name: 'Harbor City FC' })).toHaveAttribute('href', '/team/70/');
  expect(within(teams).getByRole('link', { name: /Harbor City U19/ })).toHaveAttribute('href', '/team/71/');
  expect(calls.find((c) => c.path === '/api/team/list')?.body).toMatchObject({ filters: { search: 'harbor' } });
  // the events still follow
  expect(await screen.findByRole('link', { name: /Home 4/ })).toHaveAttribute('href', '/events/4/');
});

test('a tenant without team pages searches events only, and says so', async () => {
  const calls = mockFetch(() => json(paged([rawEvent(4, 'archived')], { totalCount: 1 })));
  renderRoutes(routes, '/search/?q=harbor', { config: testTenant({ enable_team_page: false, disabled_routes: ['team/:teamId'] }) });
  expect(await screen.findByRole('searchbox', { name: 'Search events' })).toHaveValue('harbor');
  expect(await screen.findByRole('link', { name: /Home 4/ })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Teams' })).toBeNull();
  expect(calls.some((c) => c.path === '/api/team/list')).toBe(false);
});
