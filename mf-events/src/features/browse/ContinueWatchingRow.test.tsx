import { screen, waitFor, within } from '@testing-library/react';
import { clearSession } from '@portal/shared';
import { content, json, mockFetch, paged, renderRoutes, setupI18n, signInForTest } from '@portal/shared/testing';
import en from '../../i18n/locales/en/events.json';
import routes from '../../exposes/routes.tsx';
import { rawEvent } from '../../testing/fixtures.ts';

beforeAll(() => setupI18n('events', en));
afterEach(() => {
  clearSession();
  localStorage.clear();
});

test('signed in: the row lists unfinished items in the order given, with progress bars; a clip opens on its event page', async () => {
  signInForTest();
  mockFetch((call) =>
    call.path === '/api/user/continue_watching'
      ? content({
          entries: [
            { ...rawEvent(5, 'archived', { title: 'Final replay' }), progress: { seconds: 150, duration: 600 } },
            { ...rawEvent(9, 'archived', { title: 'Goal clip', mediaType: 'user_clip', eventId: 3 }), progress: { seconds: 20, duration: 40 } },
          ],
          watched: [5, 9, 11],
        })
      : json(paged([])),
  );
  renderRoutes(routes, '/');
  const row = await screen.findByTestId('row-continue-watching');
  expect(within(row).getByRole('heading', { level: 2, name: 'Continue watching' })).toBeInTheDocument();
  const bars = within(row).getAllByRole('progressbar');
  expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['25', '50']);
  const hrefs = within(row)
    .getAllByRole('link')
    .map((l) => l.getAttribute('href'))
    .filter((h) => h?.startsWith('/events/'));
  expect(hrefs).toEqual(['/events/5/', '/events/3/?highlight=9']);
});

test('empty, or signed out: no row, and signed-out viewers do not ask', async () => {
  signInForTest();
  mockFetch((call) => (call.path === '/api/user/continue_watching' ? content({ entries: [], watched: [] }) : json(paged([]))));
  const first = renderRoutes(routes, '/');
  await screen.findByTestId('home-page');
  await waitFor(() => expect(screen.queryByTestId('row-continue-watching')).toBeNull());
  first.unmount();
  clearSession();
  const calls = mockFetch(() => json(paged([])));
  renderRoutes(routes, '/');
  await screen.findByTestId('home-page');
  expect(calls.some((c) => c.path === '/api/user/continue_watching')).toBe(false);
});
