import { screen } from '@testing-library/react';
import { act } from 'react';
import en from '../../i18n/locales/en/events.json';
import routes from '../../exposes/routes.tsx';
import { portalStore, userAtom } from '@portal/shared';
import { json, mockFetch, paged, renderRoutes, resetSession, setupI18n, testUser } from '@portal/shared/testing';
import { rawEvent } from '../../testing/fixtures.ts';
import { rememberView } from '../../common/recent-views.ts';

beforeAll(() => setupI18n('events', en));
afterEach(() => {
  jest.restoreAllMocks();
  resetSession();
});

// The profile alone (no token pair): the page reads who the viewer is, and no signed-in extras load.
const signIn = () => act(() => portalStore.set(userAtom, testUser));

test('signed in with follows: events of what the viewer follows, and why', async () => {
  signIn();
  const calls = mockFetch(() => json({ content: { ...paged([rawEvent(3, 'live')]).content, basis: { teams: 1, identities: 0 } } }));
  renderRoutes(routes, '/suggested/');
  expect(await screen.findByRole('link', { name: /Home 3/ })).toHaveAttribute('href', '/events/3/');
  expect(screen.getByTestId('suggested-reason')).toHaveTextContent('Suggested because of the teams and leagues you follow.');
  expect(calls.map((c) => c.path)).toEqual(['/api/recommendation/list']);
  expect(calls[0]!.url).toContain('media_type=event');
});

test('signed in, following nothing, with a recent view: related videos of the last watched event', async () => {
  signIn();
  rememberView({ id: '12', title: 'Derby day' });
  const calls = mockFetch((call) =>
    call.path === '/api/recommendation/list'
      ? json({ content: { ...paged([]).content, basis: { teams: 0, identities: 0 } } })
      : json(paged([rawEvent(13, 'archived')])),
  );
  renderRoutes(routes, '/suggested/');
  expect(await screen.findByRole('link', { name: /Home 13/ })).toBeInTheDocument();
  expect(screen.getByTestId('suggested-reason')).toHaveTextContent('Suggested because you watched “Derby day”.');
  expect(calls.map((c) => c.path)).toEqual(['/api/recommendation/list', '/api/vod/get_related_videos']);
  expect(calls[1]!.url).toContain('id=12');
});

test('anonymous and new: the latest events, saying so, with a way to sign in', async () => {
  const calls = mockFetch(() => json(paged([rawEvent(20, 'archived')])));
  renderRoutes(routes, '/suggested/');
  expect(await screen.findByRole('link', { name: /Home 20/ })).toBeInTheDocument();
  expect(screen.getByTestId('suggested-reason')).toHaveTextContent("We don't know what you like yet, so here are the latest events.");
  expect(screen.getByRole('link', { name: 'Sign in to get suggestions from what you follow.' })).toHaveAttribute(
    'href',
    '/auth/login/?redirect=%2Fsuggested%2F',
  );
  // no recommendation call without a session
  expect(calls.map((c) => c.path)).toEqual(['/api/event/list']);
  expect(calls[0]!.body).toMatchObject({ status: ['live', 'archived'], order: 'desc' });
});
