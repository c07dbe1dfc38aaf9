import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portalStore, userAtom } from '@portal/shared';
import { json, mockFetch, paged, renderRoutes, setupI18n, testTenant, type Call } from '@portal/shared/testing';
import en from '../../i18n/locales/en/following.json';
import routes from '../../exposes/routes.tsx';
import { testUser } from '@portal/shared/testing';
import { signIn, signOut, toasts } from '../../testing/session.ts';

beforeAll(() => setupI18n('following', en));
afterEach(() => {
  jest.restoreAllMocks();
  signOut();
});

const teams = [
  { id: 11, name: 'Harbor City FC', city: 'Harbor City', logo: null },
  { id: 12, name: 'Riverside Athletic', city: 'Riverside', logo: null },
];

function api(opts: { failSave?: boolean } = {}) {
  return (call: Call) => {
    if (call.path === '/api/team/list') {
      const search = ((call.body as { filters?: { search?: string } }).filters?.search ?? '').toLowerCase();
      return json(paged(teams.filter((t) => t.name.toLowerCase().includes(search))));
    }
    if (call.path === '/api/team/get_by_id/id/11') return json({ content: teams[0] });
    if (call.path === '/api/user/update_profile') {
      if (opts.failSave) return json({ messageErrorCode: 'default_error_message', message: 'Profile service down' }, 500);
      const data = (call.body as { data: { favoriteClubId: string } }).data;
      return json({ content: { id: 1, email: 'a@b.c', displayName: 'A', favoriteClubId: data.favoriteClubId } });
    }
    return json({ message: 'unexpected' }, 404);
  };
}

test('/club/: search the teams, choose one; it is saved on the profile and the viewer goes on to ?redirect=', async () => {
  signIn();
  const calls = mockFetch(api());
  const view = renderRoutes(routes, '/club/?redirect=%2Flive%2F');
  expect(screen.getByRole('heading', { level: 1, name: 'Pick your favourite club' })).toBeInTheDocument();
  expect(await screen.findByRole('article', { name: 'Riverside Athletic' })).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search for a club' }), 'harb');
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Riverside Athletic' })).toBeNull());
  expect(calls.at(-1)!.body).toMatchObject({ filters: { search: 'harb' } });
  await userEvent.click(within(screen.getByRole('article', { name: 'Harbor City FC' })).getByRole('button', { name: 'Choose Harbor City FC' }));
  await waitFor(() => expect(view.location()).toBe('/live/'));
  expect(calls.find((c) => c.path === '/api/user/update_profile')!.body).toEqual({ data: { favoriteClubId: 'team|11' } });
  // The session's user now has the club: guard 1 lets them go.
  expect(portalStore.get(userAtom)!.favoriteClubId).toBe('team|11');
  expect(toasts()).toEqual([expect.objectContaining({ kind: 'success', message: 'Harbor City FC is now your club.' })]);
});

test('reached from a sign-up, the club page counts as the step after the account; reached otherwise, it shows no counter', async () => {
  signIn();
  mockFetch(api());
  const config = testTenant({ enable_favourite_club_selection: true, sign_up_steps: ['/auth/sign-up/personalization/', '/auth/sign-up/following/league/'] });
  const view = renderRoutes(routes, '/club/?redirect=%2Fauth%2Fsign-up%2Fpersonalization%2F%3Fredirect%3D%252Flive%252F', { config });
  expect(await screen.findByTestId('sign-up-step')).toHaveTextContent('Step 2 of 4');
  view.unmount();
  renderRoutes(routes, '/club/?redirect=%2Flive%2F', { config });
  expect(await screen.findByRole('heading', { level: 1, name: 'Pick your favourite club' })).toBeInTheDocument();
  expect(screen.queryByTestId('sign-up-step')).toBeNull();
});

test('an unsafe ?redirect= is ignored (home instead)', async () => {
  signIn();
  mockFetch(api());
  const view = renderRoutes(routes, '/club/?redirect=%2F%2Fevil.test%2F');
  await userEvent.click(await screen.findByRole('button', { name: 'Choose Riverside Athletic' }));
  await waitFor(() => expect(view.location()).toBe('/'));
});

test('the current club is shown and can be changed; a failed save stays with a danger toast', async () => {
  signIn({ ...testUser, favoriteClubId: 'team|11' });
  mockFetch(api({ failSave: true }));
  const view = renderRoutes(routes, '/club/');
  expect(await screen.findByTestId('current-club')).toHaveTextContent('Your club: Harbor City FC');
  expect(await screen.findByRole('button', { name: 'Your club Harbor City FC' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Choose Riverside Athletic' }));
  await waitFor(() =>
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'danger', message: expect.stringContaining('Your club could not be saved.') })]),
  );
  expect(view.location()).toBe('/club/');
  expect(portalStore.get(userAtom)!.favoriteClubId).toBe('team|11');
});
