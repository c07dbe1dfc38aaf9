// Issue 27 item 5: a highlight's Play brings the main player into view and plays it; a live
// event says so beside its title before Play; a channel's "About this event" is what is on air.
import type React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, paged, renderRoutes, setupI18n, testTenant } from '@portal/shared/testing';
import en from '../../i18n/locales/en/events.json';
import routes from '../../exposes/routes.tsx';
import { rawEvent } from '../../testing/fixtures.ts';

jest.mock('../player/Player.tsx', () => {
  const { createElement } = jest.requireActual('react') as typeof React;
  return {
    __esModule: true,
    default: (p: { src: string | null; autoPlay?: boolean; focusOnStart?: boolean }) =>
      createElement('div', {
        'data-testid': 'mock-player',
        'data-src': p.src ?? '',
        'data-autoplay': String(Boolean(p.autoPlay)),
        'data-focus': String(Boolean(p.focusOnStart)),
      }),
  };
});

beforeAll(() => setupI18n('events', en));
afterEach(() => jest.restoreAllMocks());

const hd = (id: number, kind = 'vod') => `http://localhost/media/${kind}/${id}/index.m3u8`;

function reducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }),
  });
}

test.each([
  [false, 'smooth'],
  [true, 'auto'],
])(
  'a highlight’s Play scrolls the main player into view (reduced motion %s: %s), loads the highlight, plays it and gives it the focus',
  async (reduce, behavior) => {
    reducedMotion(reduce);
    const scrolled: ScrollIntoViewOptions[] = [];
    Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
      if (typeof options === 'object' && (this as Element).getAttribute('data-testid') === 'chosen-item') scrolled.push(options);
    };
    mockFetch((call) => {
      if (call.path === '/api/event/get_by_id/id/9') return json({ content: rawEvent(9, 'archived', { source: { hd: hd(9) } }) });
      if (call.path === '/api/clip/list')
        return json(paged([rawEvent(31, 'archived', { title: 'Goal of the day', mediaType: 'highlight', source: { hd: hd(31) } })]));
      return json(paged([]));
    });
    renderRoutes(routes, '/events/9/', { config: testTenant({ enable_game_highlights: true }) });
    const list = await screen.findByTestId('game-highlights');
    // the event itself waits for a press on its poster
    expect(screen.queryByTestId('mock-player')).not.toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Play Goal of the day' }));
    const player = await screen.findByTestId('mock-player');
    expect(player).toHaveAttribute('data-src', hd(31));
    expect(player).toHaveAttribute('data-autoplay', 'true');
    expect(player).toHaveAttribute('data-focus', 'true');
    await waitFor(() => expect(scrolled).toEqual([{ behavior, block: 'start' }]));
    expect(screen.getByText(/^Now playing:/)).toHaveTextContent('Now playing: Goal of the day');
  },
);

test('a highlight opened from a link (?highlight=) is loaded but neither scrolled to nor started', async () => {
  reducedMotion(false);
  const scroll = jest.fn();
  Element.prototype.scrollIntoView = scroll;
  mockFetch((call) => {
    if (call.path === '/api/event/get_by_id/id/9') return json({ content: rawEvent(9, 'archived', { source: { hd: hd(9) } }) });
    if (call.path === '/api/clip/get_by_id/id/31')
      return json(rawEvent(31, 'archived', { title: 'Goal of the day', mediaType: 'highlight', eventId: 9, source: { hd: hd(31) } }));
    return json(paged([]));
  });
  renderRoutes(routes, '/events/9/?highlight=31');
  const player = await screen.findByTestId('mock-player');
  expect(player).toHaveAttribute('data-src', hd(31));
  expect(player).toHaveAttribute('data-autoplay', 'false');
  expect(scroll).not.toHaveBeenCalled();
});

test('"Now playing" shows a highlight’s score as a pair on its teams’ sides', async () => {
  mockFetch((call) => {
    if (call.path === '/api/event/get_by_id/id/9') return json({ content: rawEvent(9, 'archived', { source: { hd: hd(9) } }) });
    if (call.path === '/api/clip/list')
      return json(paged([rawEvent(31, 'archived', { title: 'תקציר: מכ״ח 2:1 הפ״ת', mediaType: 'highlight', source: { hd: hd(31) } })]));
    return json(paged([]));
  });
  Element.prototype.scrollIntoView = () => {};
  renderRoutes(routes, '/events/9/', { config: testTenant({ enable_game_highlights: true }) });
  const list = await screen.findByTestId('game-highlights');
  await userEvent.click(within(list).getByRole('button', { name: /^Play / }));
  const label = await screen.findByText(/^Now playing:/);
  expect(label).toHaveTextContent('Now playing: תקציר: מכ״ח 2:1 הפ״ת');
  expect(within(label).getByTestId('score-title')).toBeInTheDocument();
});

test('a live event shows LIVE, its start and a running clock beside the title before Play is pressed', async () => {
  const start = new Date(Date.now() - (65 * 60 + 5) * 1000).toISOString();
  mockFetch((call) => {
    if (call.path === '/api/event/get_by_id/id/7')
      return json({ content: rawEvent(7, 'live', { date: start, gameStartDate: start, source: { hd: hd(7, 'live') } }) });
    return json(paged([]));
  });
  renderRoutes(routes, '/events/7/');
  const status = await screen.findByTestId('live-status');
  expect(within(status).getByText('Live')).toBeInTheDocument();
  expect(status).toHaveTextContent(/Started at \d{1,2}:\d{2}/);
  expect(within(status).getByRole('timer', { name: 'Time since the start' })).toHaveTextContent(/^1:05:0\d$/);
  expect(screen.queryByTestId('mock-player')).not.toBeInTheDocument();
});

test('a live broadcast whose game starts later counts from going on air and says when the game starts', async () => {
  const onAir = new Date(Date.now() - 10 * 60_000).toISOString();
  const game = new Date(Date.now() + 5 * 60_000).toISOString();
  mockFetch((call) => {
    if (call.path === '/api/event/get_by_id/id/7')
      return json({ content: rawEvent(7, 'live', { date: onAir, gameStartDate: game, source: { hd: hd(7, 'live') } }) });
    return json(paged([]));
  });
  renderRoutes(routes, '/events/7/', { config: testTenant({ enable_real_kickoff_time: true }) });
  const status = await screen.findByTestId('live-status');
  expect(status).toHaveTextContent(/On air since \d{1,2}:\d{2}/);
  expect(status).toHaveTextContent(/Game starts at \d{1,2}:\d{2}/);
  expect(within(status).getByRole('timer', { name: 'Time since the start' })).toHaveTextContent(/^0:(09:5\d|10:0\d)$/);
});

test('an archived event has no live status', async () => {
  mockFetch((call) => {
    if (call.path === '/api/event/get_by_id/id/8') return json({ content: rawEvent(8, 'archived', { source: { hd: hd(8) } }) });
    return json(paged([]));
  });
  renderRoutes(routes, '/events/8/');
  await screen.findByRole('heading', { level: 1, name: 'Event 8' });
  expect(screen.queryByTestId('live-status')).not.toBeInTheDocument();
});

test('a channel’s "About this event" is the programme on air now (kind translated) and the next one, not the record’s date', async () => {
  const now = Date.now();
  mockFetch((call) => {
    if (call.path === '/api/event/get_by_id/id/5')
      return json({
        content: rawEvent(5, 'channel', {
          date: '2024-01-02T10:00:00Z',
          eventDescription: 'Classics around the clock',
          source: { hd: hd(5, 'live'), epg: '/api/channel/epg/5' },
        }),
      });
    if (call.path === '/api/channel/epg/5')
      return json({
        content: {
          channelId: 5,
          programmes: [
            {
              id: 'a',
              title: 'Lions – Tigers',
              description: 'Classic match',
              start: new Date(now - 3600_000).toISOString(),
              end: new Date(now + 3600_000).toISOString(),
            },
            {
              id: 'b',
              title: 'Studio hour',
              description: 'Magazine',
              start: new Date(now + 3600_000).toISOString(),
              end: new Date(now + 7200_000).toISOString(),
            },
          ],
        },
      });
    return json(paged([]));
  });
  renderRoutes(routes, '/channels/5/');
  const about = await screen.findByTestId('channel-about');
  const onAir = await within(about).findByTestId('on-air');
  expect(onAir).toHaveTextContent('Lions – Tigers');
  expect(onAir).toHaveTextContent(/Classic match · On air until \d{1,2}:\d{2}/);
  expect(about).toHaveTextContent(/Next at \d{1,2}:\d{2}\s?[AP]?M?: Studio hour/);
  expect(about).toHaveTextContent('Classics around the clock');
  expect(screen.queryByText(/2024/)).not.toBeInTheDocument();
});
