// Issue 27 item 8: the favourite club's live (else next) game leads the home page's hero and the
// club has its own row, titled with its name, live first, then upcoming, then recent.
import { screen, waitFor, within } from '@testing-library/react';
import { clearSession, followedAtom, portalStore, setCustomerConfig } from '@portal/shared';
import { json, mockFetch, paged, renderRoutes, setupI18n, signInForTest, testTenant, type Call } from '@portal/shared/testing';
import en from '../../i18n/locales/en/events.json';
import routes from '../../exposes/routes.tsx';
import { rawEvent } from '../../testing/fixtures.ts';

beforeAll(() => setupI18n('events', en));
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
  localStorage.clear();
  setCustomerConfig(null);
});

const body = (call: Call) => (call.body ?? {}) as Record<string, unknown>;
const CLUB = '70';

/** The catalogue: the club plays a live game (unless `clubLive` is false), a next one and a past one. */
function catalogue({ clubLive = true } = {}) {
  return mockFetch((call) => {
    if (call.path === `/api/team/get_by_id/id/${CLUB}`) return json({ content: { id: 70, name: 'Harbor City FC' } });
    const b = body(call);
    const club = Array.isArray(b['search.teams.id']) && (b['search.teams.id'] as string[])[0] === CLUB;
    if (b.status === 'live')
      return json(
        paged(
          club
            ? clubLive
              ? [rawEvent(2, 'live', { title: 'Club live game' })]
              : []
            : [rawEvent(1, 'live', { title: 'Other live game' }), rawEvent(2, 'live', { title: 'Club live game' })],
        ),
      );
    if (b.status === 'upcoming') return json(paged(club ? [rawEvent(3, 'upcoming', { title: 'Club next game' })] : [rawEvent(4, 'upcoming')]));
    if (b.status === 'archived') return json(paged(club ? [rawEvent(5, 'archived', { title: 'Club past game' })] : [rawEvent(6, 'archived')]));
    return json(paged([]));
  });
}

function signInWithClub(config = testTenant({ enable_favourite_club_selection: true })) {
  setCustomerConfig(config); // as the shell has it before any route loads
  signInForTest({ favoriteClubId: `team|${CLUB}` });
  return config;
}

const heroTitle = async () => within(await screen.findByTestId('hero')).getByRole('heading', { level: 2 }).textContent;

test("the favourite club's live game is the hero and its row comes first: live, next, past, with a link to the team page", async () => {
  const config = signInWithClub();
  const calls = catalogue();
  renderRoutes(routes, '/', { config });
  expect(await heroTitle()).toBe('Club live game');
  const row = await screen.findByTestId('row-club');
  expect(within(row).getByRole('heading', { level: 2, name: 'Harbor City FC' })).toBeInTheDocument();
  const cards = within(row)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'))
    .filter((href) => href?.startsWith('/events/'));
  expect(cards).toEqual(['/events/2/', '/events/3/', '/events/5/']);
  expect(within(row).getByRole('link', { name: /See all/ })).toHaveAttribute('href', '/team/70/');
  // Before every other row.
  expect(screen.getAllByTestId(/^row-/)[0]).toBe(row);
  // Asked by the API's team filter, each list in its order.
  const clubCalls = calls.filter((c) => c.path === '/api/event/list' && (body(c)['search.teams.id'] as string[] | undefined)?.[0] === CLUB);
  expect(new Set(clubCalls.map((c) => body(c).status))).toEqual(new Set(['archived', 'live', 'upcoming']));
  expect(body(clubCalls.find((c) => body(c).status === 'upcoming')!)).toMatchObject({ order: 'asc' });
});

test("without a live game the club's next game is the hero; a tenant without team pages shows no link to one", async () => {
  const config = signInWithClub(testTenant({ enable_favourite_club_selection: true, enable_team_page: false, disabled_routes: ['team/:teamId'] }));
  catalogue({ clubLive: false });
  renderRoutes(routes, '/', { config });
  expect(await heroTitle()).toBe('Club next game');
  const row = await screen.findByTestId('row-club');
  expect(within(row).getByRole('heading', { level: 2, name: 'Harbor City FC' })).toBeInTheDocument();
  expect(within(row).queryByText('See all')).toBeNull();
});

test('a followed club is not listed twice: its followed row gives way to the club row', async () => {
  const config = signInWithClub();
  portalStore.set(followedAtom, { [CLUB]: { id: '2', type: 'team', reference_id: CLUB, identitiesId: [], title: 'Harbor City FC' } });
  catalogue();
  renderRoutes(routes, '/', { config });
  await screen.findByTestId('row-club');
  expect(screen.queryByTestId('row-followed')).toBeNull();
});

test.each([
  ['signed out', () => testTenant({ enable_favourite_club_selection: true })],
  ['on a tenant without favourite clubs', () => signInWithClub(testTenant({ enable_favourite_club_selection: false }))],
])('%s, the home page is as before', async (_, setup) => {
  const config = setup();
  const calls = catalogue();
  renderRoutes(routes, '/', { config });
  expect(await heroTitle()).toBe('Other live game');
  await waitFor(() => expect(screen.getByTestId('row-live')).toBeInTheDocument());
  expect(screen.queryByTestId('row-club')).toBeNull();
  expect(calls.some((c) => body(c)['search.teams.id'] || c.path.startsWith('/api/team/'))).toBe(false);
});
