import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalStore, selectedAtom } from '@portal/shared';
import { json, mockFetch, paged, renderRoutes, setupI18n, type Call } from '@portal/shared/testing';
import en from '../../i18n/locales/en/following.json';
import routes from '../../exposes/routes.tsx';
import { signIn, signOut, toasts } from '../../testing/session.ts';

beforeAll(() => setupI18n('following', en));
beforeEach(() => signIn());
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

const video = { id: 1, title: 'Harbor vs Riverside', media_type: 'event', status: 'archived', date: '2026-11-20T18:00:00.000Z' };
const clip = { id: 2, title: 'Best goal', media_type: 'clip', status: 'archived', date: '2026-11-20T18:00:00.000Z' };

function watchlistApi(opts: { fail?: boolean } = {}) {
  const ids = new Set([1, 2]);
  return (call: Call) => {
    if (call.path === '/api/user/get_watchlist') {
      if (opts.fail) return json({ messageErrorCode: 'default_error_message', message: 'Watchlist down' }, 500);
      return json({
        content: { ...paged([video, clip].filter((v) => ids.has(v.id))).content, selected: Object.fromEntries([...ids].map((id) => [id, true])) },
      });
    }
    if (call.path === '/api/user/remove_from_watchlist') {
      ids.delete((call.body as { video_id: number }).video_id);
      return json({ content: { success: true } });
    }
    return json({ message: 'unexpected' }, 404);
  };
}

test('/selected/videos/ lists saved videos (not clips) from get_watchlist; removing takes it off at once', async () => {
  const calls = mockFetch(watchlistApi());
  renderRoutes(routes, '/selected/videos/');
  expect(screen.getByRole('heading', { level: 1, name: 'Saved videos' })).toBeInTheDocument();
  const card = await screen.findByTestId('media-card');
  expect(within(card).getByRole('link')).toHaveAttribute('href', '/events/1/');
  expect(screen.queryByText('Best goal')).toBeNull();
  expect(portalStore.get(selectedAtom)).toEqual({ 1: true, 2: true });
  await userEvent.click(within(card).getByRole('button', { name: 'In watchlist Harbor vs Riverside' }));
  await waitFor(() => expect(screen.queryByTestId('media-card')).toBeNull());
  expect(calls.find((c) => c.path === '/api/user/remove_from_watchlist')!.body).toEqual({ video_id: 1 });
  expect(screen.getByText(en.selected.videos.empty)).toBeInTheDocument();
});

test('/selected/clips/ lists saved clips', async () => {
  mockFetch(watchlistApi());
  renderRoutes(routes, '/selected/clips/');
  expect(within(await screen.findByTestId('media-card')).getByRole('heading', { name: 'Best goal' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Clips' })).toHaveAttribute('aria-current', 'page');
});

test('a watchlist that fails to load shows an error notification and an alert with retry', async () => {
  mockFetch(watchlistApi({ fail: true }));
  renderRoutes(routes, '/selected/videos/');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your watchlist could not be loaded.');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(toasts()).toEqual([expect.objectContaining({ kind: 'danger', message: expect.stringContaining('Your watchlist could not be loaded.') })]);
});

test('/recommendation/: followed content, or an empty state that leads to following', async () => {
  let entries: unknown[] = [];
  let basis = { teams: 0, identities: 0 };
  const calls = mockFetch((call) =>
    call.path === '/api/recommendation/list' ? json({ content: { ...paged(entries).content, basis } }) : json({ content: { entries: [], selected: {} } }),
  );
  const view = renderRoutes(routes, '/recommendation/');
  expect(await screen.findByText(en.recommendation.emptyNoFollows)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Follow leagues' })).toHaveAttribute('href', '/following/league/');
  expect(Object.fromEntries(new URL(calls[0]!.url).searchParams)).toEqual({ page: '0', size: '24' });
  view.unmount();
  entries = [{ ...video, status: 'live', eventStatus: 'LIVE' }];
  basis = { teams: 1, identities: 0 };
  renderRoutes(routes, '/recommendation/');
  const card = await screen.findByTestId('media-card');
  expect(within(card).getByText('Live')).toBeInTheDocument();
});
