import { act, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { clearSession } from '@portal/shared';
import { content, json, mockFetch, renderWithProviders, type Call, signInForTest } from '@portal/shared/testing';
import type { PlayerHandle } from './Player.tsx';
import { useResume } from './use-resume.ts';

/** A stand-in for the player: a position the test moves. */
const clock = { seconds: 0, duration: 600, seeks: [] as number[] };
const handle: PlayerHandle = { currentTime: () => clock.seconds, duration: () => clock.duration, seek: (s) => void clock.seeks.push(s) };

function Probe({ eventId = '42', live = false, startAt = null as number | null }) {
  const ref = useRef<PlayerHandle | null>(handle);
  const { at, deciding } = useResume({ eventId, live, startAt, handleRef: ref });
  return (
    <output data-testid="start" data-deciding={String(deciding)}>
      {at ?? 'none'}
    </output>
  );
}

const saves = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/user/playback_position');

beforeEach(() => {
  clock.seconds = 0;
  clock.seeks = [];
});
afterEach(() => {
  jest.useRealTimers();
  clearSession();
  localStorage.clear();
});

test('resumes at the saved position; a link moment (?t=) wins; finished or anonymous: no resume', async () => {
  signInForTest();
  const calls = mockFetch((c) =>
    c.path === '/api/user/playback_position/42'
      ? content({ eventId: 42, seconds: 310, duration: 600, finished: false })
      : content({ eventId: 43, seconds: 590, duration: 600, finished: true }),
  );
  const first = renderWithProviders(<Probe />);
  expect(screen.getByTestId('start')).toHaveAttribute('data-deciding', 'true'); // still being read
  await waitFor(() => expect(screen.getByTestId('start')).toHaveTextContent('310'));
  expect(screen.getByTestId('start')).toHaveAttribute('data-deciding', 'false');
  first.unmount();
  renderWithProviders(<Probe startAt={12} />);
  expect(screen.getByTestId('start')).toHaveTextContent('12');
  expect(screen.getByTestId('start')).toHaveAttribute('data-deciding', 'false'); // nothing to wait for
  expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1); // ?t= present: not even asked
});

test('a finished item starts over, and live streams ask nothing and save nothing', async () => {
  signInForTest();
  const calls = mockFetch(() => content({ eventId: 43, seconds: 590, duration: 600, finished: true }));
  const r = renderWithProviders(<Probe eventId="43" />);
  await waitFor(() => expect(calls).toHaveLength(1));
  expect(screen.getByTestId('start')).toHaveTextContent('none');
  r.unmount();
  calls.length = 0;
  jest.useFakeTimers();
  clock.seconds = 50;
  const live = renderWithProviders(<Probe eventId="44" live />);
  act(() => jest.advanceTimersByTime(25_000));
  live.unmount();
  expect(calls).toHaveLength(0);
});

test('saves every 10 s while the position moves, on page hide with keepalive, and on leaving', async () => {
  signInForTest();
  jest.useFakeTimers();
  const calls = mockFetch(() => content(null));
  const r = renderWithProviders(<Probe />);
  clock.seconds = 4;
  act(() => jest.advanceTimersByTime(10_000));
  expect(saves(calls).map((c) => c.body)).toEqual([{ eventId: 42, seconds: 4, duration: 600 }]);
  // paused: the position did not move, nothing more is sent
  act(() => jest.advanceTimersByTime(10_000));
  expect(saves(calls)).toHaveLength(1);
  clock.seconds = 21.5;
  act(() => void window.dispatchEvent(new Event('pagehide')));
  expect(saves(calls)[1]).toMatchObject({ body: { eventId: 42, seconds: 21.5, duration: 600 }, keepalive: true });
  clock.seconds = 30;
  act(() => jest.advanceTimersByTime(1000)); // sampled each second: the player is gone by unmount
  r.unmount();
  expect(saves(calls)[2]).toMatchObject({ body: { eventId: 42, seconds: 30 }, keepalive: true });
});

test('anonymous viewers: nothing asked, nothing saved', async () => {
  jest.useFakeTimers();
  const calls = mockFetch(() => json({}));
  clock.seconds = 30;
  const r = renderWithProviders(<Probe />);
  expect(screen.getByTestId('start')).toHaveAttribute('data-deciding', 'false');
  act(() => jest.advanceTimersByTime(20_000));
  r.unmount();
  expect(calls).toHaveLength(0);
});
