// The event page runs none of the player's code until the viewer presses Play on the poster
// (ADR 0039); while the chunk then loads, its place shows the same poster (ADR 0038).
import type React from 'react';
import { createRef } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { content, json, mockFetch, paged, renderRoutes, renderWithProviders, resetSession, setupI18n, signInForTest } from '@portal/shared/testing';
import en from '../../i18n/locales/en/events.json';
import routes from '../../exposes/routes.tsx';
import { rawEvent } from '../../testing/fixtures.ts';
import { LazyPlayer, type PlayerHandle } from './LazyPlayer.tsx';
import { RESUME_WAIT_MS } from './use-resume.ts';

// `pending`: the player's code never arrives (the page stays on the fallback); otherwise a
// stand-in shows what the player was given.
let pending = true;
jest.mock('./Player.tsx', () => {
  const { createElement } = jest.requireActual('react') as typeof React;
  return {
    __esModule: true,
    default: (p: { startAt?: number | null; autoPlay?: boolean }) => {
      if (pending) throw new Promise(() => {});
      return createElement('div', { 'data-testid': 'mock-player', 'data-start': String(p.startAt ?? ''), 'data-autoplay': String(Boolean(p.autoPlay)) });
    },
  };
});

beforeAll(() => setupI18n('events', en));
beforeEach(() => {
  pending = true;
});

const archived = (id: number) =>
  json({
    content: rawEvent(id, 'archived', { source: { hd: `http://localhost/media/vod/${id}/index.m3u8`, poster: `http://localhost/assets/posters/${id}.svg` } }),
  });

test('the event page shows the poster and a Play button, and runs no player until it is pressed', async () => {
  mockFetch((call) => (call.path === '/api/event/get_by_id/id/5' ? archived(5) : json(paged([]))));
  const { container } = renderRoutes(routes, '/events/5/');
  const play = await screen.findByRole('button', { name: 'Play Event 5' });
  const box = screen.getByTestId('player');
  expect(box).toHaveAttribute('data-state', 'poster');
  const img = within(box).getByRole('presentation', { hidden: true });
  expect(img).toHaveAttribute('src', 'http://localhost/assets/posters/5.svg?dir=ltr');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(screen.queryByText('Loading the player')).toBeNull();

  // Pressed: the same poster stands in while the player's code loads.
  fireEvent.click(play);
  const status = (await screen.findByText('Loading the player')).closest<HTMLElement>('[role="status"]');
  expect(within(status!).getByRole('presentation', { hidden: true })).toHaveAttribute('src', 'http://localhost/assets/posters/5.svg?dir=ltr');
  expect(container.querySelectorAll('video')).toHaveLength(0);
});

test('pressed, the player starts playing by itself; without waitForPress it neither waits nor plays by itself', async () => {
  pending = false;
  const { unmount } = renderWithProviders(<LazyPlayer waitForPress eventId="x" title="Final" src="http://localhost/a.m3u8" live={false} trackingKind="vod" />);
  expect(screen.queryByTestId('mock-player')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Play Final' }));
  expect(await screen.findByTestId('mock-player')).toHaveAttribute('data-autoplay', 'true');
  unmount();

  renderWithProviders(<LazyPlayer eventId="x" title="Final" src="http://localhost/a.m3u8" live={false} trackingKind="vod" />);
  expect(await screen.findByTestId('mock-player')).toHaveAttribute('data-autoplay', 'false');
  expect(screen.queryByRole('button', { name: 'Play Final' })).toBeNull();
});

test('a tag or clip seeking before the press starts the player at that moment', async () => {
  pending = false;
  const handle = createRef<PlayerHandle | null>() as { current: PlayerHandle | null };
  renderWithProviders(
    <LazyPlayer waitForPress eventId="x" title="Final" src="http://localhost/a.m3u8" live={false} trackingKind="vod" startAt={12} handleRef={handle} />,
  );
  await screen.findByRole('button', { name: 'Play Final' });
  // Before the press the page's tools read the moment the player will start at.
  expect(handle.current?.currentTime()).toBe(12);
  expect(handle.current?.duration()).toBe(0);
  act(() => handle.current!.seek(95));
  const player = await screen.findByTestId('mock-player');
  expect(player).toHaveAttribute('data-start', '95');
  expect(player).toHaveAttribute('data-autoplay', 'true');
});

describe('continue watching: a pressed player waits for the saved position', () => {
  afterEach(() => {
    jest.useRealTimers();
    resetSession();
  });

  test('it starts there once the position arrives, showing the loading poster meanwhile', async () => {
    pending = false;
    signInForTest();
    let answer: (r: Response) => void = () => {};
    mockFetch((c) => (c.path === '/api/user/playback_position/42' ? new Promise<Response>((resolve) => (answer = resolve)) : json({})));
    renderWithProviders(
      <LazyPlayer waitForPress eventId="42" title="Final" src="http://localhost/a.m3u8" live={false} trackingKind="vod" handleRef={createRef()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play Final' }));
    expect(await screen.findByText('Loading the player')).toBeInTheDocument();
    expect(screen.queryByTestId('mock-player')).toBeNull();
    act(() => answer(content({ eventId: 42, seconds: 310, duration: 600, finished: false })));
    expect(await screen.findByTestId('mock-player')).toHaveAttribute('data-start', '310');
  });

  test(`a position slower than ${RESUME_WAIT_MS} ms does not hold playback: it starts from the beginning`, async () => {
    pending = false;
    jest.useFakeTimers();
    signInForTest();
    mockFetch((c) => (c.path === '/api/user/playback_position/42' ? new Promise<Response>(() => {}) : json({})));
    renderWithProviders(
      <LazyPlayer waitForPress eventId="42" title="Final" src="http://localhost/a.m3u8" live={false} trackingKind="vod" handleRef={createRef()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play Final' }));
    act(() => jest.advanceTimersByTime(RESUME_WAIT_MS - 100));
    expect(screen.queryByTestId('mock-player')).toBeNull();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByTestId('mock-player')).toHaveAttribute('data-start', '');
  });
});
