// A shared link's `?t=` reaches the player on an archived event and not on a live one (live
// links open at the edge: player/use-start-at.ts); the share and shortcut tools sit under it.
import type React from 'react';
import { screen } from '@testing-library/react';
import { json, mockFetch, paged, renderRoutes, setupI18n } from '@portal/shared/testing';
import en from '../../i18n/locales/en/events.json';
import routes from '../../exposes/routes.tsx';
import { rawEvent } from '../../testing/fixtures.ts';
import { pressPlay } from '../../testing/press-play.ts';

jest.mock('../player/Player.tsx', () => {
  const { createElement } = jest.requireActual('react') as typeof React;
  return {
    __esModule: true,
    default: (p: { startAt?: number | null; live: boolean }) =>
      createElement('div', { 'data-testid': 'mock-player', 'data-start': String(p.startAt ?? ''), 'data-live': String(p.live) }),
  };
});

beforeAll(() => setupI18n('events', en));

function api(status: 'archived' | 'live') {
  mockFetch((call) => {
    if (call.path === '/api/event/get_by_id/id/5') return json({ content: rawEvent(5, status, { source: { hd: 'http://localhost/media/vod/5/index.m3u8' } }) });
    return json(paged([]));
  });
}

test('?t= starts an archived event there, with Share and the shortcuts beside the player', async () => {
  api('archived');
  renderRoutes(routes, '/events/5/?t=8');
  await pressPlay();
  expect(await screen.findByTestId('mock-player')).toHaveAttribute('data-start', '8');
  expect(screen.getByRole('button', { name: 'Share moment' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Keyboard shortcuts/ })).toBeInTheDocument();
});

test('?t= is not applied to a live event', async () => {
  api('live');
  renderRoutes(routes, '/events/5/?t=8');
  await pressPlay();
  const player = await screen.findByTestId('mock-player');
  expect(player).toHaveAttribute('data-live', 'true');
  expect(player).toHaveAttribute('data-start', '');
  expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
});
