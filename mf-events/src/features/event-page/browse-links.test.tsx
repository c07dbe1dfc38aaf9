// The event page as /highlight and /suggested use it: `?highlight=` plays that highlight, and the
// view is remembered for suggestions.
import type React from 'react';
import { screen } from '@testing-library/react';
import { json, mockFetch, paged, renderRoutes, resetSession, setupI18n } from '@portal/shared/testing';
import en from '../../i18n/locales/en/events.json';
import routes from '../../exposes/routes.tsx';
import { rawEvent } from '../../testing/fixtures.ts';
import { recentViews } from '../../common/recent-views.ts';
import { pressPlay } from '../../testing/press-play.ts';

jest.mock('../player/Player.tsx', () => {
  const { createElement } = jest.requireActual('react') as typeof React;
  return { __esModule: true, default: (p: { src: string | null }) => createElement('div', { 'data-testid': 'mock-player', 'data-src': p.src ?? '' }) };
});

beforeAll(() => setupI18n('events', en));
afterEach(() => {
  jest.restoreAllMocks();
  resetSession();
});

const clipSrc = 'http://localhost/media/clips/50/index.m3u8';

function api(highlightEventId: number) {
  return mockFetch((call) => {
    if (call.path === '/api/event/get_by_id/id/5')
      return json({ content: rawEvent(5, 'archived', { source: { hd: 'http://localhost/media/vod/5/index.m3u8' } }) });
    if (call.path === '/api/clip/get_by_id/id/50')
      return json({
        content: rawEvent(50, 'archived', {
          mediaType: 'highlight',
          eventId: highlightEventId,
          title: 'Goal of the day',
          source: { hd: clipSrc, clip: clipSrc },
        }),
      });
    return json(paged([]));
  });
}

test('?highlight= plays that highlight of the event, and the view is remembered', async () => {
  api(5);
  renderRoutes(routes, '/events/5/?highlight=50');
  expect(await screen.findByText('Now playing: Goal of the day')).toBeInTheDocument();
  expect(await screen.findByTestId('mock-player')).toHaveAttribute('data-src', clipSrc);
  expect(recentViews()).toEqual([{ id: '5', title: 'Event 5' }]);
});

test("a highlight of another event is not played on this one's page", async () => {
  const calls = api(6);
  renderRoutes(routes, '/events/5/?highlight=50');
  await pressPlay();
  expect(await screen.findByTestId('mock-player')).toHaveAttribute('data-src', 'http://localhost/media/vod/5/index.m3u8');
  expect(calls.some((c) => c.path === '/api/clip/get_by_id/id/50')).toBe(true);
  expect(screen.queryByText(/Now playing/)).toBeNull();
});
