import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../i18n/locales/en/events.json';
import routes from '../../exposes/routes.tsx';
import { apiError, content, json, mockFetch, renderRoutes, setupI18n } from '@portal/shared/testing';
import { rawEvent } from '../../testing/fixtures.ts';

beforeAll(() => setupI18n('events', en));
afterEach(() => jest.restoreAllMocks());

test('a reference id is looked up and replaced by its event page', async () => {
  const calls = mockFetch(() => content(rawEvent(42, 'archived')));
  const { router, location } = renderRoutes(routes, '/home/');
  await router.navigate('/redirect/events/arena-evt-42/');
  await waitFor(() => expect(location()).toBe('/events/42/'));
  const lookup = calls.find((c) => c.path === '/api/event/get_by_id/id/arena-evt-42')!;
  expect(lookup.url).toContain('idType=referenceId');
  // replaced, not pushed: Back leaves for where the viewer came from
  await router.navigate(-1);
  expect(location()).toBe('/home/');
});

test('a reference nothing matches is the event 404', async () => {
  mockFetch(() => apiError('event_not_found', 'Event nope not found', 404));
  renderRoutes(routes, '/redirect/events/nope/');
  expect(await screen.findByRole('alert')).toHaveTextContent('not-found:event:404');
});

test('a failed lookup (not a 404) offers a retry, which goes on to the event', async () => {
  let fail = true;
  mockFetch((call) => (call.path.startsWith('/api/event/get_by_id/id/ref-9') && fail ? json({ message: 'down' }, 503) : content(rawEvent(9, 'live'))));
  const { location } = renderRoutes(routes, '/redirect/events/ref-9/');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The event could not be looked up.');
  expect(location()).toBe('/redirect/events/ref-9/');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(location()).toBe('/events/9/'));
});
