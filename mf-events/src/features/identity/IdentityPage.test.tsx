import { screen, within } from '@testing-library/react';
import en from '../../i18n/locales/en/events.json';
import routes from '../../exposes/routes.tsx';
import { json, mockFetch, paged, renderRoutes, setupI18n } from '@portal/shared/testing';
import { rawEvent } from '../../testing/fixtures.ts';

beforeAll(() => setupI18n('events', en));
afterEach(() => jest.restoreAllMocks());

const league = {
  id: 7,
  title: 'Coastal Premier League',
  description: 'Top-flight football from the coast.',
  media_type: 'identity',
  logo: 'http://localhost/assets/identities/7.svg',
  image: 'http://localhost/assets/identities/7.svg',
  color: '#1f6feb',
  banner: { imageUrl: 'http://localhost/banners/7-wide.jpg', linkUrl: null, linkTarget: null },
  banners: [],
  social: {
    web: 'https://example.com/cpl',
    facebook: 'https://facebook.com/cpl',
    x: 'https://x.com/cpl',
    tiktok: 'https://tiktok.com/@cpl',
    whatsapp: 'javascript:alert(1)',
  },
  identityIds: [200, 201],
};

test('a league page: banner, logo, description, social links in new tabs, sub-categories and its event sections', async () => {
  const calls = mockFetch((call) => {
    if (call.path === '/api/identity/get_by_id/id/7') return json({ content: league });
    if (call.path === '/api/identity/list')
      return json(
        paged([
          { id: 200, title: 'First Division', media_type: 'identity_item', identityIds: [7] },
          { id: 201, title: "Women's League", media_type: 'identity_item', identityIds: [7] },
        ]),
      );
    const status = (call.body as { status: string }).status;
    return json(paged(status === 'live' ? [rawEvent(1, 'live')] : status === 'upcoming' ? [rawEvent(2, 'upcoming')] : [rawEvent(3, 'archived')]));
  });
  renderRoutes(routes, '/league/7/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Coastal Premier League' })).toBeInTheDocument();
  expect(screen.getByText('Top-flight football from the coast.')).toBeInTheDocument();
  expect(screen.getByTestId('entity-banner')).toHaveAttribute('src', 'http://localhost/banners/7-wide.jpg');

  const social = screen.getByRole('list', { name: 'Coastal Premier League on the web' });
  const links = within(social).getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual([
    'https://example.com/cpl',
    'https://facebook.com/cpl',
    'https://x.com/cpl',
    'https://tiktok.com/@cpl',
  ]);
  for (const a of links) {
    expect(a).toHaveAttribute('target', '_blank');
    expect(a.getAttribute('rel')).toContain('noopener');
  }
  expect(within(social).getByRole('link', { name: 'Facebook, Coastal Premier League (opens in a new tab)' })).toBeInTheDocument();

  const subs = await screen.findByRole('navigation', { name: 'Sub-categories' });
  expect(within(subs).getByRole('link', { name: 'First Division' })).toHaveAttribute('href', '/category/7/sub-category/200/');
  expect(calls.find((c) => c.path === '/api/identity/list')!.body).toMatchObject({ filters: { media_type: 'identity_item', identityId: 7 } });

  expect(await screen.findByRole('link', { name: /Home 1/ })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Home 2/ })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Home 3/ })).toBeInTheDocument();
  // the existing follow control (signed out: a link to sign in that says Follow)
  expect(within(screen.getByTestId('entity-header')).getByRole('link', { name: /Follow/ })).toHaveAttribute('href', expect.stringContaining('/auth/login/'));
});

test('a sub-category page has no sub-category list and asks for none', async () => {
  const calls = mockFetch((call) =>
    call.path === '/api/identity/get_by_id/id/200'
      ? json({ content: { id: 200, title: 'First Division', media_type: 'identity_item', identityIds: [7], social: {} } })
      : json(paged([])),
  );
  renderRoutes(routes, '/category/7/sub-category/200/');
  expect(await screen.findByRole('heading', { level: 1, name: 'First Division' })).toBeInTheDocument();
  expect(screen.getByText('Sub-category')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Sub-categories' })).toBeNull();
  expect(screen.queryByTestId('entity-banner')).toBeNull();
  expect(calls.some((c) => c.path === '/api/identity/list')).toBe(false);
});
