import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../i18n/locales/en/events.json';
import routes from '../../exposes/routes.tsx';
import { json, mockFetch, paged, renderRoutes, setupI18n } from '@portal/shared/testing';
import { rawEvent } from '../../testing/fixtures.ts';

beforeAll(() => setupI18n('events', en));
afterEach(() => jest.restoreAllMocks());

test('/upcoming/ is a grid of upcoming events with load more', async () => {
  const calls = mockFetch((call) => {
    const page = (call.body as { page: number }).page;
    return json(paged([rawEvent(page * 10 + 1, 'upcoming')], { nextExists: page === 0, totalCount: 2 }));
  });
  renderRoutes(routes, '/upcoming/');
  expect(screen.getByRole('heading', { level: 1, name: 'Upcoming events' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Home 1.*Away 1/ })).toHaveAttribute('href', '/events/1/');
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('link', { name: /Home 11.*Away 11/ })).toHaveAttribute('href', '/events/11/');
  expect(calls.map((c) => c.body)).toEqual([
    expect.objectContaining({ status: 'upcoming', page: 0, size: 24, order: 'asc' }),
    expect.objectContaining({ status: 'upcoming', page: 1 }),
  ]);
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test('/live/ and /live/:sportType/ show sport chips with counts, the current one marked', async () => {
  const calls = mockFetch((call) => {
    if (call.path.startsWith('/api/event/grouped_sport_count'))
      return json({
        content: [
          { sportType: 'basketball', count: 2 },
          { sportType: 'football', count: 3 },
        ],
      });
    return json(paged([rawEvent(1, 'live', { sportType: 'basketball' })]));
  });
  const { router } = renderRoutes(routes, '/live/');
  const nav = await screen.findByRole('navigation', { name: 'Sports' });
  const all = within(nav).getByRole('link', { name: /All sports/ });
  expect(all).toHaveAttribute('aria-current', 'page');
  expect(all).toHaveTextContent('5');
  const basketball = within(nav).getByRole('link', { name: /Basketball.*2 live events/ });
  expect(basketball).toHaveAttribute('href', '/live/basketball/');
  expect(basketball).not.toHaveAttribute('aria-current');
  await userEvent.click(basketball);
  expect(await screen.findByRole('heading', { level: 1, name: 'Live Basketball' })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Sports' })).getByRole('link', { name: /Basketball/ })).toHaveAttribute('aria-current', 'page');
  expect(router.state.location.pathname).toBe('/live/basketball/');
  // the grid asks for its list once mounted (a passive effect), which may come after the heading shows
  await waitFor(() => expect(calls.filter((c) => c.path === '/api/event/list').at(-1)!.body).toMatchObject({ status: 'live', sportType: 'basketball' }));
  expect(calls.find((c) => c.path === '/api/event/grouped_sport_count')!.url).toContain('status=live');
});

test('/live/:sportType/ for a sport with nothing live (or unknown) says so and links back to /live/', async () => {
  const calls = mockFetch((call) =>
    call.path.startsWith('/api/event/grouped_sport_count') ? json({ content: [{ sportType: 'football', count: 1 }] }) : json(paged([])),
  );
  renderRoutes(routes, '/live/curling/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Live curling' })).toBeInTheDocument();
  const empty = await screen.findByTestId('live-sport-empty');
  expect(empty).toHaveTextContent('Nothing in curling is live right now.');
  expect(within(empty).getByRole('link', { name: 'See everything live' })).toHaveAttribute('href', '/live/');
  // the grid for a sport with nothing live is not asked for
  expect(calls.some((c) => c.path === '/api/event/list')).toBe(false);
});

test('/archive/ shows an error with retry', async () => {
  let fail = true;
  mockFetch(() => (fail ? json({ message: 'nope' }, 500) : json(paged([rawEvent(3, 'archived')]))));
  renderRoutes(routes, '/archive/');
  const alert = await screen.findByRole('alert');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: /Home 3/ })).toBeInTheDocument();
});

test('a league page shows the league and its event rows', async () => {
  const calls = mockFetch((call) => {
    if (call.path === '/api/identity/get_by_id/id/7') return json({ content: { id: 7, title: 'Premier League', media_type: 'identity', logo: null } });
    return json(paged((call.body as { status: string }).status === 'live' ? [rawEvent(1, 'live')] : []));
  });
  renderRoutes(routes, '/league/7/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Premier League' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Home 1/ })).toHaveAttribute('href', '/events/1/');
  expect(calls.filter((c) => c.path === '/api/event/list').every((c) => JSON.stringify((c.body as Record<string, unknown>)['identities.id']) === '["7"]')).toBe(
    true,
  );
});
