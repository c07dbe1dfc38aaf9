import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isAuthenticatedAtom, portalStore, userAtom } from '@portal/shared';
import { apiError, content, fakeApi, renderRoutes, resetSession, setupI18n, testTenant } from '@portal/shared/testing';
import en from '../../i18n/locales/en/account.json';
import routes from '../../exposes/routes.tsx';
import { signInForTest, toastMessages } from '../../testing/session.ts';

beforeAll(() => setupI18n('account', en));
beforeEach(() => signInForTest());
afterEach(() => resetSession());

const profile = {
  id: 5,
  email: 'dana@example.com',
  displayName: 'Dana Levi',
  countryName: 'Israel',
  city: 'Haifa',
  phone: '',
  dateOfBirth: '',
  added: '2024-01-20T10:00:00.000Z',
  hasPassword: true,
};

test('edit the profile: same rules as the API, update_profile with cleared fields as null, toast, view shows the answer', async () => {
  const api = fakeApi((call) => {
    if (call.path === '/api/user/get_profile') return content(profile);
    const data = (call.body as { data: Record<string, unknown> }).data;
    return content({ ...profile, ...data, displayName: data.displayName });
  });
  renderRoutes(routes, '/account/general/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
  const form = screen.getByRole('form', { name: 'Edit your profile' });
  expect(within(form).getByLabelText('Country')).toHaveValue('IL');
  await user.clear(within(form).getByLabelText(/^Full name/));
  await user.type(within(form).getByLabelText('Phone'), '12');
  await user.click(within(form).getByRole('button', { name: 'Save changes' }));
  // Client-side rules (the contract's profile schema): nothing is sent.
  expect(await within(form).findByText('Enter your name.')).toBeInTheDocument();
  expect(within(form).getByText('Enter a phone number with 5 to 20 digits.')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.path === '/api/user/update_profile')).toHaveLength(0);

  await user.type(within(form).getByLabelText(/^Full name/), 'Dana Cohen');
  await user.clear(within(form).getByLabelText('Phone'));
  await user.type(within(form).getByLabelText('Phone'), '+972 4 555 1234');
  await user.selectOptions(within(form).getByLabelText('Country'), 'DE');
  await user.clear(within(form).getByLabelText('City'));
  await user.click(within(form).getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Dana Cohen' })).toBeInTheDocument();
  const update = api.calls.find((c) => c.path === '/api/user/update_profile')!;
  expect(update.body).toEqual({
    data: { displayName: 'Dana Cohen', countryName: 'Germany', city: null, postalCode: null, phone: '+972 4 555 1234', gender: null, dateOfBirth: null },
  });
  expect(toastMessages()).toContain('success:Your profile was saved.');
  const details = screen.getByRole('region', { name: 'Personal details' });
  expect(within(details).getByText('Country').nextElementSibling).toHaveTextContent('Germany');
  // The session's user (header, other apps) follows.
  expect(portalStore.get(userAtom)?.fullName).toBe('Dana Cohen');
});

test("a save without a signed-in user says 'User data not found!' and sends nothing", async () => {
  const api = fakeApi(() => content(profile));
  renderRoutes(routes, '/account/general/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
  act(() => portalStore.set(userAtom, null));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('User data not found!');
  expect(api.calls.map((c) => c.path)).toEqual(['/api/user/get_profile']);
});

test('the favourite club is shown and changed when the tenant uses one', async () => {
  const teams = [
    { id: 11, name: 'Harbor FC' },
    { id: 12, name: 'Valley United' },
  ];
  const api = fakeApi((call) => {
    if (call.path === '/api/team/list') return content({ entries: teams });
    if (call.path === '/api/user/update_profile') return content({ ...profile, ...(call.body as { data: object }).data });
    return content({ ...profile, favoriteClubId: 'team|11' });
  });
  renderRoutes(routes, '/account/general/', { config: testTenant({ enable_favourite_club_selection: true }) });
  const user = userEvent.setup();
  const club = await screen.findByRole('region', { name: 'Favourite club' });
  expect(await within(club).findByTestId('favourite-club-current')).toHaveTextContent('Harbor FC');
  await user.selectOptions(within(club).getByLabelText('Club'), 'team|12');
  await user.click(within(club).getByRole('button', { name: 'Save club' }));
  await waitFor(() => expect(within(club).getByTestId('favourite-club-current')).toHaveTextContent('Valley United'));
  expect(api.calls.find((c) => c.path === '/api/user/update_profile')!.body).toEqual({ data: { favoriteClubId: 'team|12' } });
  expect(toastMessages()).toContain('success:Your favourite club was saved.');
});

test('no favourite club section when the tenant does not use one', async () => {
  const api = fakeApi(() => content(profile));
  renderRoutes(routes, '/account/general/', { config: testTenant({ enable_favourite_club_selection: false }) });
  await screen.findByRole('heading', { level: 1, name: 'Dana Levi' });
  expect(screen.queryByRole('region', { name: 'Favourite club' })).not.toBeInTheDocument();
  expect(api.calls.map((c) => c.path)).not.toContain('/api/team/list');
});

test('delete account: the dialog names what is lost; cancel keeps it; confirm deletes, signs out and goes home', async () => {
  const api = fakeApi((call) => (call.path === '/api/user/delete_account' ? content({ success: true }) : content(profile)));
  const view = renderRoutes(routes, '/account/general/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
  let dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  for (const text of [
    'your profile and personal details',
    'access to your subscriptions and pay-per-view tickets',
    'the leagues, teams and clubs you follow',
    'your watchlist, clips and tags',
  ]) {
    expect(within(dialog).getByText(text)).toBeInTheDocument();
  }
  await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.calls.map((c) => c.path)).not.toContain('/api/user/delete_account');

  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
  await waitFor(() => expect(view.location()).toBe('/'));
  expect(api.calls.find((c) => c.path === '/api/user/delete_account')).toMatchObject({ method: 'POST' });
  // The server already ended every session: no logout call, the session is cleared.
  expect(api.calls.map((c) => c.path)).not.toContain('/api/user/logout');
  expect(portalStore.get(isAuthenticatedAtom)).toBe(false);
  expect(toastMessages()).toContain('success:Your account was deleted. You have been signed out everywhere.');
});

test('a failed delete keeps the user signed in and says why', async () => {
  fakeApi((call) => (call.path === '/api/user/delete_account' ? apiError('default_error_message', 'Database unavailable', 503) : content(profile)));
  renderRoutes(routes, '/account/general/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Database unavailable');
  expect(portalStore.get(isAuthenticatedAtom)).toBe(true);
});
