// While the player's chunk loads, its place shows the event's poster (the picture the server
// painted first and the player shows next), not an empty skeleton: ADR 0038.
import { screen, within } from '@testing-library/react';
import { json, mockFetch, paged, renderRoutes, setupI18n } from '@portal/shared/testing';
import en from '../i18n/locales/en/events.json';
import routes from '../exposes/routes.tsx';
import { rawEvent } from '../testing/fixtures.ts';

// The player's code never arrives in this test: the page stays on the fallback.
jest.mock('./Player.tsx', () => ({
  __esModule: true,
  default: () => {
    throw new Promise(() => {});
  },
}));

beforeAll(() => setupI18n('events', en));

test('the poster stands in the player’s place while its code loads', async () => {
  mockFetch((call) => {
    if (call.path === '/api/event/get_by_id/id/5') return json({ content: rawEvent(5, 'archived', { source: { hd: 'http://localhost/media/vod/5/index.m3u8', poster: 'http://localhost/assets/posters/5.svg' } }) });
    return json(paged([]));
  });
  const { container } = renderRoutes(routes, '/events/5/');
  const status = (await screen.findByText('Loading the player')).closest<HTMLElement>('[role="status"]');
  expect(status).not.toBeNull();
  const img = within(status!).getByRole('presentation', { hidden: true });
  expect(img.tagName).toBe('IMG');
  expect(img).toHaveAttribute('src', 'http://localhost/assets/posters/5.svg?dir=ltr');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(container.querySelectorAll('video')).toHaveLength(0);
});
