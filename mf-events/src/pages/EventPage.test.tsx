import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../i18n/locales/en/events.json';
import routes from '../exposes/routes.tsx';
import { json, mockFetch, paged, renderRoutes, setupI18n } from '@portal/shared/testing';
import { rawEvent } from '../testing/fixtures.ts';

beforeAll(() => setupI18n('events', en));
afterEach(() => jest.restoreAllMocks());

test('the event page shows teams, score, date, description and league links', async () => {
  const calls = mockFetch((call) => {
    if (call.path === '/api/event/get_by_id/id/9') return json({ content: rawEvent(9, 'archived', { eventDescription: 'A derby for the ages.' }) });
    return json(paged([rawEvent(3, 'archived')]));
  });
  renderRoutes(routes, '/events/9/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Event 9' })).toBeInTheDocument();
  // home first in DOM order, so in a right-to-left page the home score sits on the home team's (right) side
  expect(screen.getByTestId('scoreboard-score')).toHaveTextContent(/^2\s*:\s*1$/);
  expect(screen.getByText('Home 9')).toBeInTheDocument();
  expect(screen.getByText('A derby for the ages.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Premier League' })).toHaveAttribute('href', '/league/7/');
  expect(screen.getByTestId('player-placeholder')).toHaveTextContent('The video player is coming soon');
  // More from the league: archived events of the first league.
  expect(await screen.findByRole('link', { name: /Home 3.*Away 3/ })).toHaveAttribute('href', '/events/3/');
  const related = calls.find((c) => c.path === '/api/event/list');
  expect(related?.body).toMatchObject({ 'identities.id': ['7'], status: 'archived' });
});

test('a missing event shows the not-found page with the event context', async () => {
  mockFetch(() => json({ messageErrorCode: 'event_not_found', message: 'Event 404 not found' }, 404));
  renderRoutes(routes, '/events/404/');
  expect(await screen.findByRole('alert')).toHaveTextContent('not-found:event:404');
});

test('a non-numeric event id fails validation (404)', async () => {
  const calls = mockFetch(() => json({}));
  renderRoutes(routes, '/events/abc/');
  expect(await screen.findByRole('alert')).toHaveTextContent('not-found:route:404');
  expect(calls).toHaveLength(0);
});

test('a failed load shows an error with retry', async () => {
  let fail = true;
  mockFetch((call) => {
    if (call.path.startsWith('/api/event/get_by_id')) return fail ? json({ message: 'Server down' }, 500) : json({ content: rawEvent(9, 'live') });
    return json(paged([]));
  });
  renderRoutes(routes, '/events/9/');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The event could not be loaded.');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Event 9' })).toBeInTheDocument();
});
