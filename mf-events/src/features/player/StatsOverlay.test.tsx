// The stats overlay: labelled rows, figures left to right, refreshed once a second without being a
// live region (a screen reader would otherwise read every refresh).
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders, setupI18n } from '@portal/shared/testing';
import en from '../../i18n/locales/en/events.json';
import { StatsOverlay, type StatsSource } from './StatsOverlay.tsx';
import { keyShortcutsWith, SHORTCUTS, STATS_KEYS } from './shortcuts.ts';

beforeAll(() => setupI18n('events', en));
afterEach(() => jest.useRealTimers());

const buffered = { length: 1, start: () => 10, end: () => 14 } as unknown as TimeRanges;

function source(time: { now: number }): () => StatsSource {
  const video = { currentTime: 11, buffered, playbackRate: 1, getVideoPlaybackQuality: () => ({ droppedVideoFrames: 4 }) } as unknown as HTMLVideoElement;
  const hls = {
    latency: 3.1,
    targetLatency: 3,
    playingDate: new Date(time.now - 2500),
    currentLevel: 0,
    levels: [{ height: 720, bitrate: 1_000_000 }],
    audioTrack: 0,
    audioTracks: [{ lang: 'en', name: 'English' }],
  };
  return () => ({ hls, video });
}

test('labelled figures, left to right, refreshed every second, not announced', () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const clock = { now: 1_000_000 };
  renderWithProviders(<StatsOverlay source={source(clock)} live />);
  const box = screen.getByRole('group', { name: 'Playback stats' });
  expect(box).not.toHaveAttribute('aria-live');
  expect(box.closest('[aria-live]')).toBeNull();
  const row = (label: string) => within(box).getByText(label).nextElementSibling as HTMLElement;
  expect(row('Latency to live')).toHaveTextContent(/^2\.5\s?s$/);
  expect(row('Latency to live')).toHaveAttribute('dir', 'ltr');
  expect(row('Target latency')).toHaveTextContent(/^3\.0\s?s$/);
  expect(row('Buffer ahead')).toHaveTextContent(/^3\.0\s?s$/);
  expect(row('Rendition')).toHaveTextContent('720p · 1,000 kb/s');
  expect(row('Dropped frames')).toHaveTextContent('4');
  expect(row('Playback rate')).toHaveTextContent('1.00×');
  expect(box).toHaveAttribute('data-audio', 'en');
  // a second later, the program date time on screen is the same one: the latency grew by a second
  act(() => jest.advanceTimersByTime(1000));
  expect(row('Latency to live')).toHaveTextContent(/^3\.5\s?s$/);
});

test('the stats key is in the help list and toggles through Vidstack’s key map', () => {
  expect(SHORTCUTS.find((s) => s.action === 'stats')?.keys).toEqual(['s']);
  const used = SHORTCUTS.filter((s) => s.action !== 'stats').flatMap((s) => s.keys);
  expect(used).not.toContain('s');
  const toggle = jest.fn();
  const map = keyShortcutsWith(toggle);
  const entry = map.toggleStats as { keys: string; onKeyDown: (a: { event: { preventDefault(): void } }) => void };
  expect(entry.keys).toBe(STATS_KEYS);
  const preventDefault = jest.fn();
  entry.onKeyDown({ event: { preventDefault } });
  expect(toggle).toHaveBeenCalledTimes(1);
  expect(preventDefault).toHaveBeenCalled();
});
