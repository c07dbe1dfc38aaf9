import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { followedAtom, portalStore, clearSession } from '@portal/shared';
import { json, mockFetch, paged, renderRoutes, setupI18n, type Call, signInForTest } from '@portal/shared/testing';
import en from '../../i18n/locales/en/events.json';
import routes from '../../exposes/routes.tsx';
import { rawEvent } from '../../testing/fixtures.ts';

beforeAll(() => setupI18n('events', en));
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
  localStorage.clear();
});

function signInFollowing() {
  signInForTest();
  portalStore.set(followedAtom, {
    '7': { id: '1', type: 'identity_item', reference_id: '7', identitiesId: ['7'], title: 'Coastal Premier League' },
    '70': { id: '2', type: 'team', reference_id: '70', identitiesId: ['7'], title: 'Harbor City FC' },
  });
}

const body = (call: Call) => call.body as Record<string, unknown>;

test('a signed-in viewer gets a row per followed league or team first, live and newest first', async () => {
  signInFollowing();
  const calls = mockFetch((call) => {
    const b = body(call);
    if (b['identities.id']) return json(paged([rawEvent(11, 'live', { title: 'League live game' }), rawEvent(12, 'archived')]));
    if (b['search.teams.id']) return json(paged([rawEvent(21, 'archived', { title: 'Team replay' })]));
    return json(paged([]));
  });
  renderRoutes(routes, '/');
  await waitFor(() => expect(screen.getAllByTestId('row-followed')).toHaveLength(2));
  const rows = screen.getAllByTestId('row-followed');
  expect(within(rows[0]!).getByRole('heading', { level: 2, name: 'Coastal Premier League' })).toBeInTheDocument();
  expect(await within(rows[1]!).findByRole('heading', { level: 2, name: 'Harbor City FC' })).toBeInTheDocument();
  const league = calls.find((c) => body(c)['identities.id'])!;
  expect(body(league)).toMatchObject({ 'identities.id': ['7'], status: ['live', 'archived'], order: 'desc' });
  expect(body(calls.find((c) => body(c)['search.teams.id'])!)).toMatchObject({ 'search.teams.id': ['70'] });
  // Before the standard rows.
  const all = screen.getAllByTestId(/^row-/).map((r) => r.dataset.testid);
  expect(all.indexOf('row-followed')).toBe(0);
  // Unfollowing elsewhere takes the row away at once.
  act(() => portalStore.set(followedAtom, { '70': portalStore.get(followedAtom)['70']! }));
  expect(screen.getAllByTestId('row-followed')).toHaveLength(1);
});

test('anonymous viewers get no followed rows', async () => {
  const calls = mockFetch(() => json(paged([])));
  renderRoutes(routes, '/');
  await screen.findByTestId('home-page');
  expect(screen.queryByTestId('row-followed')).toBeNull();
  expect(calls.some((c) => body(c)['identities.id'] || body(c)['search.teams.id'])).toBe(false);
});

test('a signed-in viewer adds an event to the watchlist from its card (icon toggle above the card link)', async () => {
  // Interacting inside a row loads the carousel engine (embla), which observes slides; jsdom has no observers.
  class NoObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver ??= NoObserver as unknown as typeof IntersectionObserver;
  window.ResizeObserver ??= NoObserver as unknown as typeof ResizeObserver;
  signInFollowing();
  const calls = mockFetch((call) => {
    if (call.path === '/api/user/get_watchlist') return json({ content: { entries: [], selected: {} } });
    if (call.path === '/api/user/add_to_watchlist') return json({ content: { success: true } });
    return json(paged(body(call)['identities.id'] ? [rawEvent(11, 'archived', { title: 'League replay' })] : []));
  });
  renderRoutes(routes, '/');
  const toggle = await screen.findByRole('button', { name: 'Add to watchlist League replay' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(toggle);
  expect(await screen.findByRole('button', { name: 'In watchlist League replay' })).toHaveAttribute('aria-pressed', 'true');
  expect(calls.find((c) => c.path === '/api/user/add_to_watchlist')!.body).toEqual({ video_id: 11 });
});
