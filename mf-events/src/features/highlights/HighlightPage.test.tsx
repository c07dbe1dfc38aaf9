import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../i18n/locales/en/events.json';
import routes from '../../exposes/routes.tsx';
import { json, mockFetch, paged, renderRoutes, setupI18n } from '@portal/shared/testing';
import { rawEvent } from '../../testing/fixtures.ts';

beforeAll(() => setupI18n('events', en));
afterEach(() => jest.restoreAllMocks());

const highlight = (id: number, eventId: number) =>
  rawEvent(id, 'archived', { mediaType: 'highlight', eventId, title: `Highlights ${id}`, team1Name: undefined, team2Name: undefined });

test('/highlight/ lists match highlights newest first, each linking to its event page that plays it, with load more', async () => {
  const calls = mockFetch((call) => {
    const page = (call.body as { page: number }).page;
    return json(paged([highlight(100 + page, 7 + page)], { nextExists: page === 0, totalCount: 2 }));
  });
  renderRoutes(routes, '/highlight/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Highlights' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Highlights 100/ })).toHaveAttribute('href', '/events/7/?highlight=100');
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('link', { name: /Highlights 101/ })).toHaveAttribute('href', '/events/8/?highlight=101');
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(calls.map((c) => [c.path, c.body])).toEqual([
    ['/api/clip/list', expect.objectContaining({ type: 'game', kind: 'highlight', page: 0, size: 24, order: 'desc' })],
    ['/api/clip/list', expect.objectContaining({ page: 1 })],
  ]);
});

test('/highlight/ without highlights says so', async () => {
  mockFetch(() => json(paged([])));
  renderRoutes(routes, '/highlight/');
  expect(await screen.findByText('There are no highlights yet.')).toBeInTheDocument();
});
