import type React from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applySignIn, setRealtime } from '@portal/shared';
import { fakeRealtime } from '../../testing/fake-realtime.ts';
import { json, mockFetch, paged, renderRoutes, resetSession, setupI18n, testTenant } from '@portal/shared/testing';
import en from '../../i18n/locales/en/events.json';
import routes from '../../exposes/routes.tsx';
import { rawEvent } from '../../testing/fixtures.ts';
import { pressPlay } from '../../testing/press-play.ts';

// The real player (Vidstack + hls.js) needs a browser; here a stand-in shows what it was given.
jest.mock('../player/Player.tsx', () => {
  const { createElement } = jest.requireActual('react') as typeof React;
  return {
    __esModule: true,
    default: (p: { src: string | null; live: boolean; trackingKind: string; ads?: unknown[] }) =>
      createElement('div', {
        'data-testid': 'mock-player',
        'data-src': p.src ?? '',
        'data-live': String(p.live),
        'data-kind': p.trackingKind,
        'data-ads': String(p.ads?.length ?? 0),
      }),
  };
});

beforeAll(() => setupI18n('events', en));
afterEach(() => {
  jest.restoreAllMocks();
  setRealtime(null);
  resetSession();
});

const hd = (id: number, kind = 'vod') => `http://localhost/media/${kind}/${id}/index.m3u8`;

function signIn() {
  act(() =>
    applySignIn({
      profile: { id: 5, email: 'dana@example.com', displayName: 'Dana' } as never,
      tokenData: { access_token: 'acc-1', expires_in: 900, refresh_token: 'ref-1' },
      devices: [],
      track: false,
    }),
  );
}

test('the event page shows teams, score, date, description, league links and the player', async () => {
  const calls = mockFetch((call) => {
    if (call.path === '/api/event/get_by_id/id/9')
      return json({ content: rawEvent(9, 'archived', { eventDescription: 'A derby for the ages.', source: { hd: hd(9), poster: null } }) });
    return json(paged([rawEvent(3, 'archived'), rawEvent(9, 'archived')]));
  });
  renderRoutes(routes, '/events/9/');

  expect(await screen.findByRole('heading', { level: 1, name: 'Event 9' })).toBeInTheDocument();
  // home first in DOM order, so in a right-to-left page the home score sits on the home team's (right) side
  expect(screen.getByTestId('scoreboard-score')).toHaveTextContent(/^2\s*:\s*1$/);
  expect(screen.getByText('Home 9')).toBeInTheDocument();
  expect(screen.getByText('A derby for the ages.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Premier League' })).toHaveAttribute('href', '/league/7/');
  await pressPlay();
  const player = await screen.findByTestId('mock-player');
  expect(player).toHaveAttribute('data-src', hd(9));
  expect(player).toHaveAttribute('data-kind', 'vod');
  // More from the league: archived events of the first league, without the page's own event.
  expect(await screen.findByRole('link', { name: /Home 3.*Away 3/ })).toHaveAttribute('href', '/events/3/');
  expect(screen.queryByRole('link', { name: /Home 9.*Away 9/ })).not.toBeInTheDocument();
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

test('signed in: stats, highlights, clips and tags load in parallel; a failed secondary load is empty and logged, a failed tag load is shown', async () => {
  signIn();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const calls = mockFetch((call) => {
    if (call.path === '/api/event/get_by_id/id/9') return json({ content: rawEvent(9, 'archived', { source: { hd: hd(9) } }) });
    if (call.path.startsWith('/api/event/stats'))
      return json({
        content: {
          vidswap: {
            'game-scores': { home: { name: 'Home 9', score: 2 }, away: { name: 'Away 9', score: 1 } },
            'game-overview': [{ name: 'Overview', metrics: [{ name: 'Possession', home: '130%', away: '40%' }] }],
          },
        },
      });
    if (call.path === '/api/clip/list')
      return call.body && (call.body as { type: string }).type === 'game'
        ? json(paged([rawEvent(31, 'archived', { title: 'Goal of the day', mediaType: 'highlight' })]))
        : json({ message: 'down' }, 500);
    if (call.path === '/api/clip/user_list') return json(paged([rawEvent(41, 'archived', { title: 'My best moment', mediaType: 'user_clip' })]));
    if (call.path === '/api/tag/list') return json({ messageErrorCode: 'tags_down', message: 'Tags are down' }, 500);
    return json(paged([]));
  });
  renderRoutes(routes, '/events/9/', { config: testTenant({ enable_match_stats: true, enable_game_highlights: true, enable_player_highlights: true }) });

  const stats = await screen.findByTestId('event-stats');
  expect(within(stats).getByRole('row', { name: /Possession/ })).toHaveTextContent('130%');
  expect(await screen.findByRole('button', { name: 'Play Goal of the day' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Rename My best moment' })).toBeInTheDocument();
  // player highlights failed: no section, logged
  await waitFor(() => expect(errors).toHaveBeenCalledWith('Event page: player highlights could not be loaded', expect.anything()));
  expect(screen.queryByTestId('player-highlights')).not.toBeInTheDocument();
  // tags: the error where the tags would be
  expect(await within(screen.getByTestId('event-tags')).findByText('The tags could not be loaded.')).toBeInTheDocument();
  const paths = calls.map((c) => c.path);
  expect(paths).toEqual(expect.arrayContaining(['/api/tag/list', '/api/clip/user_list', '/api/clip/list']));
  expect(paths.some((p) => p.startsWith('/api/event/stats'))).toBe(true);
  // free event: no commerce call
  expect(paths.some((p) => p.startsWith('/api/event/get_commerce_options'))).toBe(false);
});

test('signed out: no tags and no user clips are asked for', async () => {
  const calls = mockFetch((call) =>
    call.path === '/api/event/get_by_id/id/9' ? json({ content: rawEvent(9, 'archived', { source: { hd: hd(9) } }) }) : json(paged([])),
  );
  renderRoutes(routes, '/events/9/');
  await pressPlay();
  await screen.findByTestId('mock-player');
  expect(calls.map((c) => c.path)).not.toContain('/api/tag/list');
  expect(calls.map((c) => c.path)).not.toContain('/api/clip/user_list');
  expect(screen.queryByTestId('event-tags')).not.toBeInTheDocument();
});

test('an event the viewer may not watch shows buy options linking to mf-commerce', async () => {
  mockFetch((call) => {
    if (call.path === '/api/event/get_by_id/id/9')
      return json({ content: rawEvent(9, 'archived', { availableForUser: false, commerceCoverage: 'commerce_ppv_media' }) });
    if (call.path.startsWith('/api/event/get_commerce_options'))
      return json(
        paged([
          { id: 9, title: 'Single event', price: 4.99, currency: 'EUR', type: 'ppv' },
          { id: 3, title: 'Season pass', price: 49, currency: 'EUR', type: 'svod' },
        ]),
      );
    return json(paged([]));
  });
  renderRoutes(routes, '/events/9/');
  const buy = await screen.findByTestId('event-access');
  expect(within(buy).getByRole('heading', { name: 'Get access to watch this event' })).toBeInTheDocument();
  expect(await within(buy).findByRole('link', { name: 'Buy this event · €4.99' })).toHaveAttribute('href', '/payment/event/9/');
  expect(within(buy).getByRole('link', { name: 'Subscribe to Season pass · €49.00' })).toHaveAttribute(
    'href',
    '/account/subscription/buy/3/?redirect=%2Fevents%2F9%2F',
  );
  expect(screen.queryByTestId('mock-player')).not.toBeInTheDocument();
});

test('a purchase in any of the viewer’s tabs (user-purchase-status) unlocks the open page at once', async () => {
  const socket = fakeRealtime();
  let bought = false;
  mockFetch((call) => {
    if (call.path === '/api/event/get_by_id/id/9')
      return json({ content: rawEvent(9, 'archived', { availableForUser: bought, commerceCoverage: 'commerce_ppv_media', source: { hd: hd(9) } }) });
    if (call.path.startsWith('/api/event/get_commerce_options'))
      return json(paged(bought ? [] : [{ id: 9, title: 'Single event', price: 4.99, currency: 'EUR', type: 'ppv' }]));
    return json(paged([]));
  });
  renderRoutes(routes, '/events/9/');
  expect(await screen.findByTestId('event-access')).toBeInTheDocument();
  bought = true;
  socket.emit('user-purchase-status', { status: 'succeeded', eventId: 9 });
  await pressPlay();
  expect(await screen.findByTestId('mock-player')).toBeInTheDocument();
  expect(screen.queryByTestId('event-access')).not.toBeInTheDocument();
});

test('an event outside the viewer’s region says so plainly', async () => {
  mockFetch((call) =>
    call.path === '/api/event/get_by_id/id/9'
      ? json({ content: rawEvent(9, 'archived', { isEventAvailableInUserRegion: false, source: { hd: hd(9) } }) })
      : json(paged([])),
  );
  renderRoutes(routes, '/events/9/');
  expect(await screen.findByText('This event is not available in your region.')).toBeInTheDocument();
  expect(screen.queryByTestId('mock-player')).not.toBeInTheDocument();
});

test('live: an upcoming event joins its room and switches to the stream on event-url-change without a reload; update-event refreshes the score', async () => {
  const socket = fakeRealtime();
  mockFetch((call) =>
    call.path === '/api/event/get_by_id/id/9' ? json({ content: rawEvent(9, 'upcoming', { source: { hd: hd(9, 'live') } }) }) : json(paged([])),
  );
  const view = renderRoutes(routes, '/events/9/');
  expect(await screen.findByTestId('upcoming-panel')).toHaveTextContent('This event has not started yet.');
  expect(socket.rooms).toContain('9');

  socket.emit('event-url-change', { eventId: '9', eventUrl: hd(9, 'live') });
  await pressPlay();
  const player = await screen.findByTestId('mock-player');
  expect(player).toHaveAttribute('data-src', hd(9, 'live'));
  expect(player).toHaveAttribute('data-live', 'true');
  expect(player).toHaveAttribute('data-kind', 'live');
  expect(view.location()).toBe('/events/9/');

  socket.emit('update-event', { eventId: '9', event: rawEvent(9, 'live', { team1Score: 3, team2Score: 1, source: { hd: hd(9, 'live') } }) });
  await waitFor(() => expect(screen.getByTestId('scoreboard-score')).toHaveTextContent(/^3\s*:\s*1$/));
  // a message for another event changes nothing here
  socket.emit('event-url-change', { eventId: '10', eventUrl: 'http://localhost/other.m3u8' });
  expect(screen.getByTestId('mock-player')).toHaveAttribute('data-src', hd(9, 'live'));
});

test('a start missed before the room was joined (or while disconnected) is caught up: the event is asked again once the room is joined', async () => {
  const socket = fakeRealtime();
  let status: 'upcoming' | 'live' = 'upcoming';
  mockFetch((call) =>
    call.path === '/api/event/get_by_id/id/9' ? json({ content: rawEvent(9, status, { source: { hd: hd(9, 'live') } }) }) : json(paged([])),
  );
  renderRoutes(routes, '/events/9/');
  expect(await screen.findByTestId('upcoming-panel')).toBeInTheDocument();
  status = 'live'; // started, and its event-url-change went out before this page was in the room
  socket.roomJoined('10'); // another event's room: nothing to do here
  socket.roomJoined('9');
  await pressPlay();
  expect(await screen.findByTestId('mock-player')).toHaveAttribute('data-src', hd(9, 'live'));
  expect(screen.queryByTestId('upcoming-panel')).not.toBeInTheDocument();
});

test('a start pushed while the join’s refetch is on its way is not undone by that refetch’s older answer', async () => {
  const socket = fakeRealtime();
  let status: 'upcoming' | 'live' = 'upcoming';
  let holdNext = false;
  let release: (() => void) | null = null;
  mockFetch(async (call) => {
    if (call.path !== '/api/event/get_by_id/id/9') return json(paged([]));
    const read = status; // what the server read when the request came
    if (holdNext) {
      holdNext = false;
      await new Promise<void>((resolve) => (release = resolve));
    }
    return json({ content: rawEvent(9, read, { source: { hd: hd(9, 'live') } }) });
  });
  const view = renderRoutes(routes, '/events/9/');
  expect(await screen.findByTestId('upcoming-panel')).toBeInTheDocument();
  await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
  holdNext = true;
  socket.roomJoined('9'); // its refetch reads "upcoming" and is answered only after the push
  await waitFor(() => expect(release).not.toBeNull());
  status = 'live';
  socket.emit('event-url-change', { eventId: '9', eventUrl: hd(9, 'live') });
  socket.emit('update-event', { eventId: '9', event: rawEvent(9, 'live', { source: { hd: hd(9, 'live') } }) });
  await act(async () => release!());
  await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
  expect(screen.queryByTestId('upcoming-panel')).not.toBeInTheDocument();
  await pressPlay();
  expect(await screen.findByTestId('mock-player')).toHaveAttribute('data-live', 'true');
});

test('an archived event joins no room; leaving the page leaves the room of a live one', async () => {
  const socket = fakeRealtime();
  mockFetch((call) =>
    call.path === '/api/event/get_by_id/id/9' ? json({ content: rawEvent(9, 'live', { source: { hd: hd(9, 'live') } }) }) : json(paged([])),
  );
  const view = renderRoutes(routes, '/events/9/');
  await pressPlay();
  await screen.findByTestId('mock-player');
  expect(socket.rooms.at(-1)).toBe('9');
  view.unmount();
  expect(socket.rooms.at(-1)).toBeNull();
});

test('a channel loads its programme (and commerce options only when covered), no stats, tags or highlights', async () => {
  signIn();
  const now = Date.now();
  const calls = mockFetch((call) => {
    if (call.path === '/api/event/get_by_id/id/5')
      return json({ content: rawEvent(5, 'channel', { source: { hd: hd(5, 'live'), epg: '/api/channel/epg/5' } }) });
    if (call.path === '/api/channel/epg/5')
      return json({
        content: {
          channelId: 5,
          programmes: [
            { id: 'a', title: 'Morning replay', start: new Date(now - 3600_000).toISOString(), end: new Date(now + 3600_000).toISOString() },
            { id: 'b', title: 'Evening magazine', start: new Date(now + 3600_000).toISOString(), end: new Date(now + 7200_000).toISOString() },
          ],
        },
      });
    return json(paged([]));
  });
  renderRoutes(routes, '/channels/5/', { config: testTenant({ enable_match_stats: true, enable_game_highlights: true }) });
  const guide = await screen.findByTestId('programme-guide');
  expect(within(guide).getByText('Morning replay').closest('li')).toHaveAttribute('aria-current', 'true');
  expect(within(guide).getByText('Evening magazine').closest('li')).toHaveAttribute('data-state', 'next');
  await pressPlay();
  expect(await screen.findByTestId('mock-player')).toHaveAttribute('data-kind', 'channel');
  const paths = calls.map((c) => c.path);
  expect(paths.filter((p) => !p.startsWith('/api/event/get_by_id') && p !== '/api/event/list')).toEqual(['/api/channel/epg/5']);
});

test('signed in: a tag needs a title, is saved trimmed at the player position (ms) and listed', async () => {
  signIn();
  let saved: unknown[] = [];
  const calls = mockFetch((call) => {
    if (call.path === '/api/event/get_by_id/id/9') return json({ content: rawEvent(9, 'archived', { source: { hd: hd(9) } }) });
    if (call.path === '/api/tag/saveV2') {
      saved = [{ id: 77, title: (call.body as { title: string }).title, startTime: 0, endTime: 0, type: 'user', global: false, targetId: 9, own: true }];
      return json({ content: saved[0] });
    }
    if (call.path === '/api/tag/list') return json(paged(saved));
    return json(paged([]));
  });
  renderRoutes(routes, '/events/9/');
  const tags = await screen.findByTestId('event-tags');
  await userEvent.click(within(tags).getByRole('button', { name: 'Add tag' }));
  expect(await within(tags).findByText('Enter a title.')).toBeInTheDocument();
  expect(calls.some((c) => c.path === '/api/tag/saveV2')).toBe(false);

  await userEvent.type(within(tags).getByLabelText(/Tag title/), '  Great save ');
  await userEvent.click(within(tags).getByRole('button', { name: 'Add tag' }));
  expect(await within(tags).findByRole('button', { name: 'Edit tag Great save' })).toBeInTheDocument();
  expect(calls.find((c) => c.path === '/api/tag/saveV2')!.body).toMatchObject({
    targetId: '9',
    title: 'Great save',
    startTime: 0,
    endTime: 0,
    type: 'user',
    global: false,
    videoType: 'vod',
  });
});
