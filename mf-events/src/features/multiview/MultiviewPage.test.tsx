import type React from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRealtime } from '@portal/shared';
import { fakeRealtime } from '../../testing/fake-realtime.ts';
import { json, mockFetch, paged, renderRoutes, resetSession, setupI18n, testTenant } from '@portal/shared/testing';
import en from '../../i18n/locales/en/events.json';
import routes from '../../exposes/routes.tsx';
import { rawEvent } from '../../testing/fixtures.ts';

// The real player needs a browser; the stand-in shows what each tile gave it (sound, captions,
// the bus, and the cap it would put on the demo media's two renditions).
jest.mock('../player/Player.tsx', () => {
  const { createElement } = jest.requireActual('react') as typeof React;
  return {
    __esModule: true,
    default: (p: {
      eventId: string;
      src: string | null;
      muted?: boolean;
      captions?: boolean;
      bus?: boolean;
      maxLevel?: (r: { height: number; bitrate: number }[]) => number;
    }) =>
      createElement('div', {
        'data-testid': 'mock-player',
        'data-event': p.eventId,
        'data-src': p.src ?? '',
        'data-muted': String(p.muted),
        'data-captions': String(p.captions),
        'data-bus': String(p.bus),
        'data-cap': String(
          p.maxLevel?.([
            { height: 360, bitrate: 330_000 },
            { height: 720, bitrate: 1_100_000 },
          ]),
        ),
      }),
  };
});

beforeAll(() => setupI18n('events', en));
afterEach(() => {
  jest.restoreAllMocks();
  setRealtime(null);
  resetSession();
  sessionStorage.clear();
});

const hd = (id: number) => `http://localhost/media/live/${id}/index.m3u8`;

function api(events: Record<number, Record<string, unknown>>, live: number[] = []) {
  return mockFetch((call) => {
    const m = /\/api\/event\/get_by_id\/id\/(\d+)/.exec(call.path);
    if (m) {
      const ev = events[Number(m[1])];
      return ev ? json({ content: ev }) : json({ messageErrorCode: 'event_not_found', message: 'not found' }, 404);
    }
    if (call.path === '/api/event/get_commerce_options') return json(paged([{ id: 77, title: 'Match pass', price: 4.99, currency: 'EUR', type: 'ppv' }]));
    if (call.path === '/api/event/list') return json(paged(live.map((id) => events[id] ?? rawEvent(id, 'live', { source: { hd: hd(id), poster: null } }))));
    return json({ content: {} });
  });
}

const liveEvent = (id: number, extra: Record<string, unknown> = {}) => rawEvent(id, 'live', { source: { hd: hd(id), poster: null }, ...extra });
const four = { 1: liveEvent(1), 2: liveEvent(2), 3: liveEvent(3), 4: liveEvent(4) };

const tiles = () => screen.getAllByTestId('multiview-tile');
const order = () => tiles().map((t) => t.getAttribute('data-event-id'));
const players = () => screen.getAllByTestId('mock-player');
const query = (location: string) => new URLSearchParams(location.split('?')[1] ?? '');

test('four live events play from the URL, in its order; exactly one has the sound, captions and the bus; every room is followed', async () => {
  const rt = fakeRealtime();
  api(four);
  renderRoutes(routes, '/multiview/?ids=3,1,4,2&layout=grid&audio=4');
  await waitFor(() => expect(players()).toHaveLength(4));
  expect(order()).toEqual(['3', '1', '4', '2']);
  expect(
    players()
      .filter((p) => p.getAttribute('data-muted') === 'false')
      .map((p) => p.getAttribute('data-event')),
  ).toEqual(['4']);
  expect(
    players()
      .filter((p) => p.getAttribute('data-captions') === 'true')
      .map((p) => p.getAttribute('data-event')),
  ).toEqual(['4']);
  expect(
    players()
      .filter((p) => p.getAttribute('data-bus') === 'true')
      .map((p) => p.getAttribute('data-event')),
  ).toEqual(['4']);
  expect(screen.getByTestId('multiview-focus')).toHaveAttribute('data-event-id', '4');
  expect(screen.getByTestId('focus-score')).toHaveTextContent(/2\s*:\s*1/);
  await waitFor(() => expect(rt.followedRooms()).toEqual(['1', '2', '3', '4']));
  // small tiles of an equal grid never get the top rendition
  expect(players().map((p) => p.getAttribute('data-cap'))).toEqual(['0', '0', '0', '0']);
});

test('choosing another stream moves the sound there (and the large score); the URL keeps it', async () => {
  fakeRealtime();
  api(four);
  const { location } = renderRoutes(routes, '/multiview/?ids=1,2,3&layout=focus');
  await waitFor(() => expect(players()).toHaveLength(3));
  expect(tiles()[0]).toHaveAttribute('data-audio', 'true');
  await userEvent.click(within(tiles()[2]!).getByRole('button', { name: /^(Listen|Sound on)\s*, Home 3 – Away 3$/ }));
  await waitFor(() => expect(query(location()).get('audio')).toBe('3'));
  expect(tiles().map((t) => t.getAttribute('data-audio'))).toEqual(['false', 'false', 'true']);
  expect(within(tiles()[2]!).getByRole('button', { name: /^(Listen|Sound on)\s*, Home 3 – Away 3$/ })).toHaveAttribute('aria-pressed', 'true');
  expect(
    players()
      .filter((p) => p.getAttribute('data-muted') === 'false')
      .map((p) => p.getAttribute('data-event')),
  ).toEqual(['3']);
  expect(screen.getByTestId('multiview-focus')).toHaveAttribute('data-event-id', '3');
  expect(screen.getByTestId('multiview-announcement')).toHaveTextContent('Sound now from Home 3 – Away 3.');
});

test('reorder by keyboard: the move buttons and Alt+arrows; focus stays on the moved tile', async () => {
  fakeRealtime();
  api(four);
  const { location } = renderRoutes(routes, '/multiview/?ids=1,2,3,4&layout=grid');
  await waitFor(() => expect(players()).toHaveLength(4));
  within(tiles()[0]!).getByRole('button', { name: 'Move Home 1 – Away 1 later' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(order()).toEqual(['2', '1', '3', '4']);
  await waitFor(() => expect(query(location()).get('ids')).toBe('2,1,3,4'));
  await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Move Home 1 – Away 1 later'));
  await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(order()).toEqual(['2', '3', '1', '4']);
  await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
  expect(order()).toEqual(['2', '1', '3', '4']);
  expect(screen.getByTestId('multiview-announcement')).toHaveTextContent('Home 1 – Away 1 is now 2 of 4.');
  // the first cannot move earlier
  expect(within(tiles()[0]!).getByRole('button', { name: 'Move Home 2 – Away 2 earlier' })).toBeDisabled();
});

test('layouts are radios (arrow keys change them); a small one swaps into the large place; one is removed', async () => {
  fakeRealtime();
  api(four);
  const { location } = renderRoutes(routes, '/multiview/?ids=1,2,3,4&layout=side&audio=1');
  await waitFor(() => expect(players()).toHaveLength(4));
  expect(screen.getByTestId('multiview-page')).toHaveAttribute('data-layout', 'side');
  screen.getByRole('radio', { name: 'Side by side' }).focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: 'One large' })).toBeChecked();
  await waitFor(() => expect(query(location()).get('layout')).toBe('focus'));
  expect(tiles().map((t) => t.getAttribute('data-large'))).toEqual(['true', 'false', 'false', 'false']);
  // Four in one-large: the large one two thirds of the width, the others stacked in the last third
  // (not fitted to the window's height, which made the large one 430 px of 1280), each small title
  // cut with an ellipsis and whole in its link's name and tooltip.
  const grid = getComputedStyle(screen.getByTestId('multiview-tiles'));
  expect(grid.gridTemplateColumns).toBe('minmax(0, 2fr) minmax(0, 1fr)');
  expect(grid.maxInlineSize).toBe('');
  const small = within(tiles()[3]!).getByRole('link', { name: 'Home 4 – Away 4' });
  expect(small).toHaveAttribute('title', 'Home 4 – Away 4');
  expect(getComputedStyle(small).textOverflow).toBe('ellipsis');
  // the large one may take the top rendition its size allows; small ones never
  expect(players()[1]).toHaveAttribute('data-cap', '0');

  await userEvent.click(within(tiles()[2]!).getByRole('button', { name: 'Show Home 3 – Away 3 large' }));
  expect(order()).toEqual(['3', '2', '1', '4']);
  expect(within(tiles()[0]!).queryByRole('button', { name: /large/ })).not.toBeInTheDocument();

  await userEvent.click(within(tiles()[2]!).getByRole('button', { name: 'Remove Home 1 – Away 1' }));
  expect(order()).toEqual(['3', '2', '4']);
  // the removed one had the sound: it goes to the first
  await waitFor(() => expect(query(location()).get('ids')).toBe('3,2,4'));
  expect(query(location()).get('audio')).toBe('3');
});

test('a stream change swaps only that tile; an update refreshes its score; an event that ends shows its final state in place', async () => {
  const rt = fakeRealtime();
  api(four);
  renderRoutes(routes, '/multiview/?ids=1,2');
  await waitFor(() => expect(players()).toHaveLength(2));
  rt.emit('event-url-change', { eventId: '2', eventUrl: 'http://localhost/media/live/2/pano.m3u8' });
  await waitFor(() => expect(players().map((p) => p.getAttribute('data-src'))).toEqual([hd(1), 'http://localhost/media/live/2/pano.m3u8']));
  rt.emit('update-event', { eventId: '1', event: liveEvent(1, { team1Score: 3 }) });
  await waitFor(() => expect(within(tiles()[0]!).getByTestId('tile-score')).toHaveTextContent(/3\s*:\s*1/));
  rt.emit('update-event', { eventId: '1', event: rawEvent(1, 'archived', { team1Score: 4, source: { hd: null, poster: null } }) });
  const ended = await within(tiles()[0]!).findByTestId('tile-ended');
  expect(ended).toHaveTextContent('Ended');
  expect(ended).toHaveTextContent(/4\s*:\s*1/);
  expect(players()).toHaveLength(1);
});

test('access per tile: an event the viewer may not watch shows its poster and buy options, the others play', async () => {
  fakeRealtime();
  api({ 1: liveEvent(1), 2: liveEvent(2, { availableForUser: false, commerceCoverage: 'commerce_ppv_media' }) });
  renderRoutes(routes, '/multiview/?ids=1,2');
  const locked = await screen.findByTestId('tile-locked');
  expect(await within(locked).findByRole('link', { name: 'Buy this event · €4.99' })).toHaveAttribute('href', '/payment/event/2/');
  expect(players().map((p) => p.getAttribute('data-event'))).toEqual(['1']);
});

test('the picker adds live events (at most four); an empty multiview says how to start', async () => {
  fakeRealtime();
  api(four, [1, 2, 3, 4, 5]);
  const { location } = renderRoutes(routes, '/multiview/');
  expect(await screen.findByTestId('multiview-empty')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Add Home 2 – Away 2 to multiview' }));
  await waitFor(() => expect(query(location()).get('ids')).toBe('2'));
  expect(query(location()).get('audio')).toBe('2');
  for (const id of [1, 3, 4]) await userEvent.click(await screen.findByRole('button', { name: `Add Home ${id} – Away ${id} to multiview` }));
  await waitFor(() => expect(query(location()).get('ids')).toBe('2,1,3,4'));
  expect(await screen.findByText('Four events are showing. Remove one to add another.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add Home 5 – Away 5 to multiview' })).toBeDisabled();
});

test('a tenant with multiview off answers 404', async () => {
  api(four);
  renderRoutes(routes, '/multiview/?ids=1', { config: { ...testTenant(), enable_multiview: false } });
  expect(await screen.findByText('not-found:page:404')).toBeInTheDocument();
});

describe('reorder by dragging the handle with the keyboard (dnd-kit)', () => {
  // jsdom lays nothing out: each tile gets a box by its place in the list, one row of equal tiles,
  // drawn right to left when `mirrored` (as the grid is in Hebrew), so the keyboard sensor has a
  // screen to move on.
  let mirrored = false;
  beforeEach(() => {
    mirrored = false;
    const real = Element.prototype.getBoundingClientRect;
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const li = this.getAttribute('data-testid') === 'multiview-tile' ? this : null;
      if (!li?.parentElement) return real.call(this);
      const siblings = [...li.parentElement.children];
      const place = mirrored ? siblings.length - 1 - siblings.indexOf(li) : siblings.indexOf(li);
      return new DOMRect(place * 220, 0, 200, 150);
    });
  });

  const handle = (title: string) => screen.getByRole('button', { name: `Reorder ${title}` });
  const said = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';

  test('Space lifts, an arrow moves over the next place, Space drops: the order, the URL and the announcements follow; focus stays on the handle', async () => {
    fakeRealtime();
    api(four);
    const { location } = renderRoutes(routes, '/multiview/?ids=1,2,3&layout=side&audio=1');
    await waitFor(() => expect(players()).toHaveLength(3));
    const grip = handle('Home 1 – Away 1');
    expect(grip).toHaveAttribute('aria-roledescription', 'movable stream');
    expect(document.getElementById(grip.getAttribute('aria-describedby')!)).toHaveTextContent(en.multiview.reorder.instructions);

    grip.focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(said()).toBe('Picked up Home 1 – Away 1, 1 of 3.'));
    expect(grip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('[ArrowRight]');
    await waitFor(() => expect(said()).toBe('Home 1 – Away 1 is over place 2 of 3.'));
    // nothing is reordered before the drop
    expect(order()).toEqual(['1', '2', '3']);
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(order()).toEqual(['2', '1', '3']));
    await waitFor(() => expect(query(location()).get('ids')).toBe('2,1,3'));
    expect(said()).toBe('Dropped Home 1 – Away 1. It is now 2 of 3.');
    // the sound stays with its stream
    expect(query(location()).get('audio')).toBe('1');
    expect(
      players()
        .filter((p) => p.getAttribute('data-muted') === 'false')
        .map((p) => p.getAttribute('data-event')),
    ).toEqual(['1']);
    await waitFor(() => expect(document.activeElement).toBe(handle('Home 1 – Away 1')));
    expect(handle('Home 1 – Away 1')).not.toHaveAttribute('aria-pressed');
  });

  test('Escape puts the lifted tile back where it was and says so', async () => {
    fakeRealtime();
    api(four);
    const { location } = renderRoutes(routes, '/multiview/?ids=1,2,3&layout=side');
    await waitFor(() => expect(players()).toHaveLength(3));
    handle('Home 2 – Away 2').focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(said()).toBe('Picked up Home 2 – Away 2, 2 of 3.'));
    await userEvent.keyboard('[ArrowRight]');
    await waitFor(() => expect(said()).toBe('Home 2 – Away 2 is over place 3 of 3.'));
    await userEvent.keyboard('[Escape]');
    await waitFor(() => expect(said()).toBe('Home 2 – Away 2 was not moved. It stays 2 of 3.'));
    expect(order()).toEqual(['1', '2', '3']);
    expect(query(location()).get('ids')).toBe('1,2,3');
    expect(handle('Home 2 – Away 2')).not.toHaveAttribute('aria-pressed');
  });

  test('tiles drawn right to left: the arrows go by what is on screen (left is a later place)', async () => {
    mirrored = true;
    fakeRealtime();
    api(four);
    const { location } = renderRoutes(routes, '/multiview/?ids=1,2,3&layout=side');
    await waitFor(() => expect(players()).toHaveLength(3));
    handle('Home 1 – Away 1').focus();
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(said()).toBe('Picked up Home 1 – Away 1, 1 of 3.'));
    // the first is drawn rightmost: nothing lies to its right
    await userEvent.keyboard('[ArrowRight]');
    await userEvent.keyboard('[ArrowLeft]');
    await waitFor(() => expect(said()).toBe('Home 1 – Away 1 is over place 2 of 3.'));
    await userEvent.keyboard('[ArrowLeft]');
    await waitFor(() => expect(said()).toBe('Home 1 – Away 1 is over place 3 of 3.'));
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(query(location()).get('ids')).toBe('2,3,1'));
  });
});
