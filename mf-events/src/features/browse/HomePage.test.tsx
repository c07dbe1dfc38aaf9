import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../i18n/locales/en/events.json';
import { HOME_LISTS_WAIT_MS } from './list-loaders.ts';
import routes from '../../exposes/routes.tsx';
import { json, mockFetch, paged, renderRoutes, setupI18n, type Call } from '@portal/shared/testing';
import { rawEvent } from '../../testing/fixtures.ts';

beforeAll(() => setupI18n('events', en));
afterEach(() => jest.restoreAllMocks());

const statusOf = (call: Call) => (call.body as { status?: string }).status;

test('the home page lists live, upcoming, replay and channel rows from POST /api/event/list', async () => {
  const calls = mockFetch((call) => {
    const status = statusOf(call);
    if (status === 'live') return json(paged([rawEvent(1, 'live')]));
    if (status === 'upcoming') return json(paged([rawEvent(2, 'upcoming')]));
    if (status === 'archived') return json(paged([rawEvent(3, 'archived'), rawEvent(4, 'archived')]));
    return json(paged([rawEvent(5, 'channel', { title: 'Arena TV' })]));
  });
  renderRoutes(routes, '/');

  const live = await screen.findByTestId('row-live');
  expect(within(live).getByRole('heading', { name: 'Live now' })).toBeInTheDocument();
  expect(within(live).getByRole('link', { name: /Home 1.*Away 1/ })).toHaveAttribute('href', '/events/1/');
  expect(within(live).getByText('Live')).toBeInTheDocument();
  expect(within(live).getByLabelText('Score 2 to 1')).toBeInTheDocument();

  const upcoming = await screen.findByTestId('row-upcoming');
  expect(within(upcoming).getByRole('link', { name: /Home 2.*Away 2/ })).toHaveAttribute('href', '/events/2/');
  expect(within(upcoming).queryByTestId('team-score')).toBeNull();

  expect(within(await screen.findByTestId('row-archived')).getAllByRole('link', { name: /Home/ })).toHaveLength(2);
  expect(within(await screen.findByTestId('row-channel')).getByRole('link', { name: 'Arena TV' })).toHaveAttribute('href', '/events/5/');

  // Hero on the first live event.
  const hero = screen.getByTestId('hero');
  expect(within(hero).getByRole('heading', { name: 'Event 1' })).toBeInTheDocument();
  expect(within(hero).getByRole('link', { name: /Watch live/ })).toHaveAttribute('href', '/events/1/');

  // Each row asked for its own kind, with the product's paging defaults.
  const posts = calls.filter((c) => c.path === '/api/event/list');
  expect(posts.every((c) => c.method === 'POST')).toBe(true);
  expect(new Set(posts.map(statusOf))).toEqual(new Set(['live', 'upcoming', 'archived', 'channel']));
  expect(posts.every((c) => (c.body as { page: number }).page === 0)).toBe(true);
  // See-all links use trailing slashes.
  expect(within(live).getByRole('link', { name: /See all/ })).toHaveAttribute('href', '/live/');
});

test('the page renders once its lists have settled (hero and rows at once, no skeletons); empty rows hide, a failed one offers a retry', async () => {
  let failArchived = true;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  mockFetch(async (call) => {
    const status = statusOf(call);
    if (status === 'live') return json(paged([rawEvent(1, 'live')]));
    if (status === 'archived') {
      await gate;
      if (failArchived) return json({ messageErrorCode: 'default_error_message', message: 'Boom' }, 500);
      return json(paged([rawEvent(3, 'archived')]));
    }
    return json(paged([]));
  });
  renderRoutes(routes, '/');

  // The route's loader waits for every row's list: nothing of the page yet (the server's first paint stays).
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByTestId('hero')).toBeNull();
  await act(async () => release());
  const hero = await screen.findByTestId('hero');
  expect(within(hero).getByRole('heading', { level: 2 })).toBeInTheDocument();
  expect(screen.queryByText(/^Loading /)).toBeNull();

  const archived = await screen.findByTestId('row-archived');
  expect(within(archived).getByRole('alert')).toHaveTextContent('This row could not be loaded.');
  // Empty rows are not shown at all.
  await waitFor(() => expect(screen.queryByText('Loading Upcoming')).toBeNull());
  expect(screen.queryByTestId('row-upcoming')).toBeNull();
  expect(screen.queryByTestId('row-channel')).toBeNull();

  failArchived = false;
  await userEvent.click(within(archived).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: /Home 3.*Away 3/ })).toHaveAttribute('href', '/events/3/');
});

test('dates are formatted in the current language', async () => {
  mockFetch((call) => json(paged(statusOf(call) === 'upcoming' ? [rawEvent(2, 'upcoming')] : [])));
  renderRoutes(routes, '/');
  const row = await screen.findByTestId('row-upcoming');
  const expected = new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(
    new Date('2030-05-04T18:30:00.000Z'),
  );
  expect(within(row).getByText(expected)).toHaveAttribute('datetime', '2030-05-04T18:30:00.000Z');
});

test('a list that does not answer holds the page at most HOME_LISTS_WAIT_MS; its row then shows its skeleton', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    mockFetch(async (call) => {
      const status = statusOf(call);
      if (status === 'archived') return new Promise<never>(() => {});
      return json(paged(status === 'live' ? [rawEvent(1, 'live')] : []));
    });
    renderRoutes(routes, '/');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(HOME_LISTS_WAIT_MS - 100);
    });
    expect(screen.queryByTestId('hero')).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(screen.getByTestId('hero')).toBeInTheDocument();
    expect(screen.getByText('Loading Latest replays')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
