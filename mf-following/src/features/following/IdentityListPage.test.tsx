import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { analytics, followedAtom, portalStore } from '@portal/shared';
import { json, mockFetch, paged, renderRoutes, setupI18n, testTenant, type Call } from '@portal/shared/testing';
import en from '../../i18n/locales/en/following.json';
import routes from '../../exposes/routes.tsx';
import { signIn, signOut, toasts } from '../../testing/session.ts';

beforeAll(() => setupI18n('following', en));
beforeEach(() => signIn());
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

const leagues = [
  { id: 1, title: 'Premier League', media_type: 'identity', logo: 'http://localhost/assets/identities/1.svg' },
  { id: 2, title: 'La Liga', media_type: 'identity', logo: 'http://localhost/assets/identities/2.svg' },
  { id: 3, title: 'EuroLeague', media_type: 'identity', logo: null },
];

function api(followed: number[], opts: { failSave?: boolean; failLeagues?: boolean; failFollowed?: boolean } = {}) {
  const state = new Set(followed);
  return (call: Call) => {
    if (call.path === '/api/identity/list') return opts.failLeagues ? json({ message: 'Identity service down' }, 500) : json(paged(leagues));
    if (call.path === '/api/follow/list_by_user') {
      if (opts.failFollowed) return json({ messageErrorCode: 'default_error_message', message: 'Follow service down' }, 500);
      return json(paged([...state].map((id) => ({ id: 100 + id, type: 'identity_item', reference_id: id, identitiesId: [id] }))));
    }
    if (call.path === '/api/follow/save') {
      if (opts.failSave) return json({ messageErrorCode: 'default_error_message', message: 'Could not follow' }, 500);
      const id = (call.body as { reference_id: number }).reference_id;
      state.add(id);
      return json({ content: { id: 100 + id, type: 'identity_item', reference_id: id, identitiesId: [id] } });
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
  expect(await within(screen.getByRole('article', { name: 'La Liga' })).findByRole('button', { name: 'Following La Liga' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(within(premier).getByRole('button', { name: 'Follow Premier League' })).toHaveAttribute('aria-pressed', 'false');

  const list = calls.find((c) => c.path === '/api/identity/list')!;
  expect(list.method).toBe('POST');
  expect(list.body).toMatchObject({ page: 0, size: 50, filters: { media_type: 'identity', archived: false, kind: 'league' } });
  const followed = calls.find((c) => c.path === '/api/follow/list_by_user')!;
  // Every type at once: the answer fills the session's followed map (api/README.md size 150, version 2).
  expect(Object.fromEntries(new URL(followed.url).searchParams)).toEqual({ size: '150', version: '2' });
  expect(followed.headers['X-Authorization']).toBe('Bearer tok');
  expect(screen.getByRole('link', { name: 'Followed (1)' })).toHaveAttribute('href', '/following/league/followed/');
});

test('follow and unfollow call the API as identity_item, update the toggle and the session map, and send analytics', async () => {
  const follow = jest.spyOn(analytics, 'follow').mockImplementation(() => {});
  const unfollow = jest.spyOn(analytics, 'unfollow').mockImplementation(() => {});
  const calls = mockFetch(api([2]));
  renderRoutes(routes, '/following/league/');
  const premier = await screen.findByRole('article', { name: 'Premier League' });
  await userEvent.click(within(premier).getByRole('button', { name: 'Follow Premier League' }));
  expect(await within(premier).findByRole('button', { name: 'Following Premier League' })).toHaveAttribute('aria-pressed', 'true');
  expect(calls.find((c) => c.path === '/api/follow/save')!.body).toEqual({ reference_id: 1, type: 'identity_item' });
  expect(follow).toHaveBeenCalledWith({ type: 'league', id: '1' });
  expect(portalStore.get(followedAtom)['1']).toMatchObject({ type: 'identity_item', reference_id: '1' });

  const liga = screen.getByRole('article', { name: 'La Liga' });
  await userEvent.click(await within(liga).findByRole('button', { name: 'Following La Liga' }));
  expect(await within(liga).findByRole('button', { name: 'Follow La Liga' })).toHaveAttribute('aria-pressed', 'false');
  expect(calls.find((c) => c.path === '/api/follow/remove_by_reference')!.body).toEqual({ id: 2, type: 'identity_item' });
  expect(unfollow).toHaveBeenCalledWith({ type: 'league', id: '2' });
  expect(portalStore.get(followedAtom)['2']).toBeUndefined();
});

test('a failed follow rolls back and explains with a danger toast', async () => {
  mockFetch(api([], { failSave: true }));
  renderRoutes(routes, '/following/league/');
  const premier = await screen.findByRole('article', { name: 'Premier League' });
  await userEvent.click(await within(premier).findByRole('button', { name: 'Follow Premier League' }));
  expect(await within(premier).findByRole('button', { name: 'Follow Premier League' })).toHaveAttribute('aria-pressed', 'false');
  expect(toasts()).toEqual([expect.objectContaining({ kind: 'danger', message: 'Your follow could not be saved. Try again.' })]);
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

test('a followed list that fails to load shows an error notification with the translated message', async () => {
  mockFetch(api([], { failFollowed: true }));
  renderRoutes(routes, '/following/category/followed/');
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(toasts()).toEqual([expect.objectContaining({ kind: 'danger', message: expect.stringContaining('What you follow could not be loaded.') })]);
});

test('categories: the same list for identities of kind category', async () => {
  const follow = jest.spyOn(analytics, 'follow').mockImplementation(() => {});
  const calls = mockFetch(api([]));
  renderRoutes(routes, '/following/category/');
  expect(screen.getByRole('heading', { level: 1, name: 'Follow categories' })).toBeInTheDocument();
  const liga = await screen.findByRole('article', { name: 'La Liga' });
  expect(within(liga).getByRole('link', { name: 'La Liga' })).toHaveAttribute('href', '/following/category/2/');
  expect(calls.find((c) => c.path === '/api/identity/list')!.body).toMatchObject({ filters: { kind: 'category' } });
  await userEvent.click(within(liga).getByRole('button', { name: 'Follow La Liga' }));
  expect(follow).toHaveBeenCalledWith({ type: 'category', id: '2' });
});

test('as a sign-up step it continues (or skips) to the next configured step, keeping ?redirect=', async () => {
  const config = testTenant({ sign_up_steps: ['/auth/sign-up/personalization/', '/auth/sign-up/following/league/', '/auth/sign-up/subscription/'] });
  mockFetch(api([]));
  renderRoutes(routes, '/auth/sign-up/following/league/?redirect=%2Flive%2F', { config });
  expect(await screen.findByRole('article', { name: 'La Liga' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/auth/sign-up/subscription/?redirect=%2Flive%2F');
  expect(screen.getByRole('link', { name: 'Skip' })).toHaveAttribute('href', '/auth/sign-up/subscription/?redirect=%2Flive%2F');
  expect(screen.getByRole('link', { name: 'La Liga' })).toHaveAttribute('href', '/auth/sign-up/following/league/2/');
  // counted like mf-auth's steps: account, personalisation, this one, the plans
  expect(screen.getByTestId('sign-up-step')).toHaveTextContent('Step 3 of 4');
});

test('the step counter follows the tenant: a favourite club before the steps, a step whose remote is off left out', async () => {
  const steps = ['/auth/sign-up/personalization/', '/auth/sign-up/following/league/', '/auth/sign-up/subscription/'];
  const base = testTenant({ sign_up_steps: steps });
  const config = testTenant({
    sign_up_steps: steps,
    enable_favourite_club_selection: true,
    remotes: base.remotes.map((r) => (r.id === 'mf-commerce' ? { ...r, enabled: false } : r)),
  });
  mockFetch(api([]));
  renderRoutes(routes, '/auth/sign-up/following/league/', { config });
  expect(await screen.findByTestId('sign-up-step')).toHaveTextContent('Step 4 of 4');
});

test('the last sign-up step goes on to ?redirect= (same origin only), else home', async () => {
  const config = testTenant({ sign_up_steps: ['/auth/sign-up/following/league/'] });
  mockFetch(api([]));
  const view = renderRoutes(routes, '/auth/sign-up/following/league/?redirect=%2Fevents%2F5%2F', { config });
  expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/events/5/');
  view.unmount();
  renderRoutes(routes, '/auth/sign-up/following/league/?redirect=https%3A%2F%2Fevil.test%2F', { config });
  expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
});
