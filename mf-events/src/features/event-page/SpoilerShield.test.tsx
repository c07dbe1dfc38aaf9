// Spoiler-free mode (issue 15 item 2) where mf-events shows scores: cards and the event page's
// scoreboard hide them for unwatched events, a reveal shows them, and a live update stays hidden.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySignIn, clearSession, getCustomerConfig, mapEvent, portalStore, revealedIdsAtom } from '@portal/shared';
import { content, json, mockFetch, paged, renderRoutes, setupI18n } from '@portal/shared/testing';
import en from '../../i18n/locales/en/events.json';
import routes from '../../exposes/routes.tsx';
import { eventQuery } from '../../common/get-event.ts';
import { rawEvent } from '../../testing/fixtures.ts';

jest.mock('../player/Player.tsx', () => ({ __esModule: true, default: () => null }));

beforeAll(() => setupI18n('events', en));
afterEach(() => {
  clearSession();
  portalStore.set(revealedIdsAtom, new Set());
  sessionStorage.clear();
});

const signIn = (spoilerFree: boolean) =>
  applySignIn({
    profile: { id: 7, email: 'a@b.c', options: { spoilerFree } },
    tokenData: { access_token: 'tok', expires_in: 900, refresh_token: 'ref' },
    track: false,
  });

function api(watched: number[]) {
  return mockFetch((call) => {
    if (call.path === '/api/user/continue_watching') return content({ entries: [], watched });
    if (call.path === '/api/event/get_by_id/id/5') return content(rawEvent(5, 'live'));
    if (call.path.startsWith('/api/event/stats'))
      return content({
        vidswap: {
          'game-scores': { home: { name: 'Home 5', score: 2 }, away: { name: 'Away 5', score: 1 } },
          'game-overview': [{ name: 'Overview', metrics: [{ name: 'Possession', home: '60%', away: '40%' }] }],
        },
      });
    return json(paged([rawEvent(5, 'archived'), rawEvent(6, 'archived')]));
  });
}

test('cards: unwatched scores hidden with a label, watched ones shown', async () => {
  signIn(true);
  api([6]);
  renderRoutes(routes, '/archive/');
  const cards = (await screen.findAllByTestId('event-card')).map((c) => c.closest('article')!);
  await waitFor(() => expect(within(cards[1]!).getAllByTestId('team-score')).toHaveLength(2));
  expect(within(cards[0]!).queryByTestId('team-score')).toBeNull();
  expect(within(cards[0]!).getByTestId('score-hidden')).toHaveTextContent('Score hidden');
});

test('spoiler-free off: every card shows its score', async () => {
  signIn(false);
  api([]);
  renderRoutes(routes, '/archive/');
  const cards = await screen.findAllByTestId('event-card');
  expect(within(cards[0]!).getAllByTestId('team-score')).toHaveLength(2);
  expect(screen.queryByTestId('score-hidden')).toBeNull();
});

test('event page: no score until revealed; a live score update stays hidden, and shows after the reveal', async () => {
  signIn(true);
  api([]);
  const { queryClient } = renderRoutes(routes, '/events/5/');
  const board = await screen.findByTestId('scoreboard-score');
  expect(board).not.toHaveTextContent(/\d/);
  // the page's own requests are answered first: a fetch still in flight would overwrite the update below
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  // a live update (as update-event writes it) changes the cached event: still hidden
  act(() => queryClient.setQueryData(eventQuery('5').queryKey, mapEvent({ ...rawEvent(5, 'live'), team1Score: 3, team2Score: 2 }, getCustomerConfig())));
  expect(screen.getByTestId('scoreboard-score')).not.toHaveTextContent(/\d/);
  // stats follow the score: held back too, with their own reveal
  expect(await screen.findByTestId('spoilers-hidden')).toHaveTextContent('Hidden in spoiler-free mode');
  expect(screen.queryByTestId('event-stats')).toBeNull();
  await userEvent.click(screen.getAllByRole('button', { name: 'Reveal score' })[0]!);
  expect(await screen.findByTestId('event-stats')).toBeInTheDocument();
  expect(screen.getByTestId('scoreboard-score')).toHaveTextContent(/^3\s*:\s*2$/);
  expect(screen.queryByRole('button', { name: 'Reveal score' })).toBeNull();
});
