import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../i18n/locales/en/events.json';
import routes from '../exposes/routes.tsx';
import { json, mockFetch, paged, renderRoutes, setupI18n } from '@portal/shared/testing';
import { rawEvent } from '../testing/fixtures.ts';

beforeAll(() => setupI18n('events', en));
let afterTestRestore = () => {};
afterEach(() => {
  jest.restoreAllMocks();
  afterTestRestore();
});

test('/upcoming/ is a grid of upcoming events with load more', async () => {
  const calls = mockFetch((call) => {
    const page = (call.body as { page: number }).page;
    return json(paged([rawEvent(page * 10 + 1, 'upcoming')], { nextExists: page === 0, totalCount: 2 }));
  });
  renderRoutes(routes, '/upcoming/');
  expect(screen.getByRole('heading', { level: 1, name: 'Upcoming events' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Home 1.*Away 1/ })).toHaveAttribute('href', '/events/1/');
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('link', { name: /Home 11.*Away 11/ })).toHaveAttribute('href', '/events/11/');
  expect(calls.map((c) => c.body)).toEqual([
    expect.objectContaining({ status: 'upcoming', page: 0, size: 24, order: 'asc' }),
    expect.objectContaining({ status: 'upcoming', page: 1 }),
  ]);
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
});

test('/live/:sportType/ filters by sport and shows an empty state', async () => {
  const calls = mockFetch(() => json(paged([])));
  renderRoutes(routes, '/live/basketball/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Live Basketball' })).toBeInTheDocument();
  expect(await screen.findByText(/Nothing is live at the moment/)).toBeInTheDocument();
  expect(calls[0]!.body).toMatchObject({ status: 'live', sportType: 'basketball' });
});

test('/archive/ shows an error with retry', async () => {
  let fail = true;
  mockFetch(() => (fail ? json({ message: 'nope' }, 500) : json(paged([rawEvent(3, 'archived')]))));
  renderRoutes(routes, '/archive/');
  const alert = await screen.findByRole('alert');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: /Home 3/ })).toBeInTheDocument();
});

test('pages of later issues render a translated shell that links home', async () => {
  mockFetch(() => json({}));
  renderRoutes(routes, '/faq/');
  expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
  expect(screen.getByText('Coming soon')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});

test('a league page shows the league and its event rows', async () => {
  const calls = mockFetch((call) => {
    if (call.path === '/api/identity/get_by_id/id/7') return json({ content: { id: 7, title: 'Premier League', media_type: 'identity', logo: null } });
    return json(paged((call.body as { status: string }).status === 'live' ? [rawEvent(1, 'live')] : []));
  });
  renderRoutes(routes, '/league/7/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Premier League' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Home 1/ })).toHaveAttribute('href', '/events/1/');
  expect(calls.filter((c) => c.path === '/api/event/list').every((c) => JSON.stringify((c.body as Record<string, unknown>)['identities.id']) === '["7"]')).toBe(true);
});

test('search sends the query and lists matches', async () => {
  // The test environment's FormData is Node's, which cannot read a jsdom <form>; React builds one
  // when a submit handler starts a transition (the router's navigation). The page never reads it.
  const NodeFormData = globalThis.FormData;
  const FormlessFormData = class extends NodeFormData {
    constructor() {
      super();
    }
  };
  globalThis.FormData = FormlessFormData as typeof FormData;
  afterTestRestore = () => (globalThis.FormData = NodeFormData);
  const calls = mockFetch(() => json(paged([rawEvent(4, 'archived')])));
  renderRoutes(routes, '/search/');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search events and teams' }), 'derby');
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('link', { name: /Home 4/ })).toHaveAttribute('href', '/events/4/');
  expect(calls[0]!.body).toMatchObject({ search: 'derby' });
});
