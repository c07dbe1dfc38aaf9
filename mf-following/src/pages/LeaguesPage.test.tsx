import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  analytics,
  portalStore,
  setCustomerConfig,
  tokenAtom,
  userAtom,
  userTokenDataAtom,
  type PublicTenantConfig,
} from '@portal/shared';
import en from '../i18n/locales/en/following.json';
import routes from '../exposes/routes.tsx';
import { json, mockFetch, paged, renderRoutes, setupI18n, type Call } from '@portal/shared/testing';

beforeAll(() => setupI18n('following', en));
beforeEach(() => {
  // A signed-in session (the routes are behind the shell's auth middleware).
  portalStore.set(userTokenDataAtom, { token: 'tok', tokenExpirationTime: 3600, tokenUpdateTime: Math.floor(Date.now() / 1000), refreshToken: 'ref' });
  portalStore.set(tokenAtom, 'tok');
  portalStore.set(userAtom, { id: '1', email: 'a@b.c', fullName: 'A', added: null, city: null, gender: null, dateOfBirth: null, phone: null, countryName: null, canCreateGlobalTag: false, favoriteClubId: null, postalCode: null, options: {} });
});
afterEach(() => {
  jest.restoreAllMocks();
  portalStore.set(userAtom, null);
  portalStore.set(tokenAtom, null);
  portalStore.set(userTokenDataAtom, null);
  localStorage.clear();
});

const leagues = [
  { id: 1, title: 'Premier League', media_type: 'identity', logo: 'http://localhost/assets/identities/1.svg' },
  { id: 2, title: 'La Liga', media_type: 'identity', logo: 'http://localhost/assets/identities/2.svg' },
  { id: 3, title: 'EuroLeague', media_type: 'identity', logo: null },
];

function api(followed: number[], opts: { failSave?: boolean; failLeagues?: boolean } = {}) {
  const state = new Set(followed);
  return (call: Call) => {
    if (call.path === '/api/identity/list') return opts.failLeagues ? json({ message: 'Identity service down' }, 500) : json(paged(leagues));
    if (call.path === '/api/follow/list_by_user') return json(paged([...state].map((id) => ({ id: 100 + id, type: 'identity', reference_id: id, identitiesId: [id] }))));
    if (call.path === '/api/follow/save') {
      if (opts.failSave) return json({ messageErrorCode: 'default_error_message', message: 'Could not follow' }, 500);
      state.add((call.body as { reference_id: number }).reference_id);
      return json({ content: {} });
    }
    if (call.path === '/api/follow/remove_by_reference') {
      state.delete((call.body as { id: number }).id);
      return json({ content: { success: true } });
    }
    return json({ message: 'unexpected' }, 404);
  };
}

test('/following/league/ lists leagues with logos and their followed state', async () => {
  const calls = mockFetch(api([2]));
  renderRoutes(routes, '/following/league/');
  expect(screen.getByRole('heading', { level: 1, name: 'Follow leagues' })).toBeInTheDocument();
  const premier = await screen.findByRole('article', { name: 'Premier League' });
  expect(within(premier).getByRole('link', { name: 'Premier League' })).toHaveAttribute('href', '/following/league/1/');
  expect(premier.querySelector('img')).toHaveAttribute('src', 'http://localhost/assets/identities/1.svg');
  expect(await within(screen.getByRole('article', { name: 'La Liga' })).findByRole('button', { name: 'Following La Liga' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(premier).getByRole('button', { name: 'Follow Premier League' })).toHaveAttribute('aria-pressed', 'false');

  const list = calls.find((c) => c.path === '/api/identity/list')!;
  expect(list.method).toBe('POST');
  expect(list.body).toMatchObject({ page: 0, size: 50, filters: { media_type: 'identity' } });
  const followed = calls.find((c) => c.path === '/api/follow/list_by_user')!;
  expect(Object.fromEntries(new URL(followed.url).searchParams)).toMatchObject({ size: '150', version: '2', types: 'identity' });
  expect(followed.headers['X-Authorization']).toBe('Bearer tok');
  expect(screen.getByRole('link', { name: 'Followed (1)' })).toHaveAttribute('href', '/following/league/followed/');
});

test('follow and unfollow call the API, update the toggle and send analytics', async () => {
  const follow = jest.spyOn(analytics, 'follow').mockImplementation(() => {});
  const unfollow = jest.spyOn(analytics, 'unfollow').mockImplementation(() => {});
  const calls = mockFetch(api([2]));
  renderRoutes(routes, '/following/league/');
  const premier = await screen.findByRole('article', { name: 'Premier League' });
  await userEvent.click(within(premier).getByRole('button', { name: 'Follow Premier League' }));
  expect(await within(premier).findByRole('button', { name: 'Following Premier League' })).toHaveAttribute('aria-pressed', 'true');
  expect(calls.find((c) => c.path === '/api/follow/save')!.body).toEqual({ reference_id: 1, type: 'identity' });
  expect(follow).toHaveBeenCalledWith({ type: 'league', id: '1' });

  const liga = screen.getByRole('article', { name: 'La Liga' });
  await userEvent.click(await within(liga).findByRole('button', { name: 'Following La Liga' }));
  expect(await within(liga).findByRole('button', { name: 'Follow La Liga' })).toHaveAttribute('aria-pressed', 'false');
  expect(calls.find((c) => c.path === '/api/follow/remove_by_reference')!.body).toEqual({ id: 2, type: 'identity' });
  expect(unfollow).toHaveBeenCalledWith({ type: 'league', id: '2' });
});

test('a failed follow rolls back and explains', async () => {
  mockFetch(api([], { failSave: true }));
  renderRoutes(routes, '/following/league/');
  const premier = await screen.findByRole('article', { name: 'Premier League' });
  await userEvent.click(await within(premier).findByRole('button', { name: 'Follow Premier League' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your change could not be saved.');
  expect(within(premier).getByRole('button', { name: 'Follow Premier League' })).toHaveAttribute('aria-pressed', 'false');
});

test('loading skeletons, then an error with retry', async () => {
  let fail = true;
  mockFetch((call) => api([], { failLeagues: fail })(call));
  renderRoutes(routes, '/following/league/');
  expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The leagues could not be loaded.');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'EuroLeague' })).toBeInTheDocument();
});

test('/following/league/followed/ shows only followed leagues', async () => {
  mockFetch(api([3]));
  renderRoutes(routes, '/following/league/followed/');
  expect(await screen.findByRole('article', { name: 'EuroLeague' })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Premier League' })).toBeNull();
  expect(screen.getByRole('link', { name: /Followed/ })).toHaveAttribute('aria-current', 'page');
});

test('as a sign-up step it continues to the next configured step', async () => {
  act(() => setCustomerConfig({ sign_up_steps: ['/auth/sign-up/personalization/', '/auth/sign-up/following/league/', '/auth/sign-up/subscription/'] } as unknown as PublicTenantConfig));
  mockFetch(api([]));
  renderRoutes(routes, '/auth/sign-up/following/league/');
  expect(await screen.findByRole('article', { name: 'La Liga' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/auth/sign-up/subscription/');
  expect(screen.getByRole('link', { name: 'La Liga' })).toHaveAttribute('href', '/auth/sign-up/following/league/2/');
  act(() => setCustomerConfig(null));
});

test('later-issue pages render a translated shell', async () => {
  mockFetch(() => json({}));
  renderRoutes(routes, '/club/');
  expect(screen.getByRole('heading', { level: 1, name: 'Pick your favourite club' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});
