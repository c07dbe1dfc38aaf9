import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../../i18n/locales/en/account.json';
import routes from '../../exposes/routes.tsx';
import { json, mockFetch, renderRoutes, setupI18n } from '@portal/shared/testing';

beforeAll(() => setupI18n('account', en));
afterEach(() => jest.restoreAllMocks());

const profile = {
  id: 5,
  email: 'dana@example.com',
  displayName: 'Dana Levi',
  countryName: 'Israel',
  city: 'Haifa',
  phone: '+972 50 000 0000',
  dateOfBirth: '1990-03-14',
  added: '2024-01-20T10:00:00.000Z',
};

test('/account/general/ shows the profile from GET /api/user/get_profile', async () => {
  const calls = mockFetch(() => json({ content: profile }));
  renderRoutes(routes, '/account/general/');
  expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  expect(await screen.findByRole('heading', { level: 1, name: 'Dana Levi' })).toBeInTheDocument();
  const details = screen.getByRole('region', { name: 'Personal details' });
  const value = (label: string) => within(details).getByText(label).nextElementSibling;
  expect(value('E-mail')).toHaveTextContent('dana@example.com');
  expect(value('Country')).toHaveTextContent('Israel');
  expect(value('City')).toHaveTextContent('Haifa');
  expect(value('Phone')).toHaveTextContent('+972 50 000 0000');
  expect(value('Date of birth')).toHaveTextContent('March 14, 1990');
  expect(value('Member since')).toHaveTextContent('January 20, 2024');
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/user/get_profile' });
});

test('missing fields read "Not set"', async () => {
  mockFetch(() => json({ content: { id: 5, email: 'x@example.com', displayName: 'X' } }));
  renderRoutes(routes, '/account/general/');
  await screen.findByRole('heading', { level: 1, name: 'X' });
  // country, city, postal code, phone, gender, date of birth, member since
  expect(screen.getAllByText('Not set')).toHaveLength(7);
});

test('the account sub-navigation links every section with trailing slashes and marks the current one', async () => {
  mockFetch(() => json({ content: profile }));
  renderRoutes(routes, '/account/general/');
  const nav = screen.getByRole('navigation', { name: 'Account sections' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual([
    '/account/general/',
    '/account/password/',
    '/account/devices/',
    '/account/billing/',
    '/account/subscription/',
    '/account/ppv/',
  ]);
  expect(within(nav).getByRole('link', { name: 'General' })).toHaveAttribute('aria-current', 'page');
});

test('a failed load shows the error and retries', async () => {
  let fail = true;
  mockFetch(() => (fail ? json({ messageErrorCode: 'default_error_message', message: 'Database unavailable' }, 503) : json({ content: profile })));
  renderRoutes(routes, '/account/general/');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your profile could not be loaded.');
  expect(alert).toHaveTextContent('Database unavailable');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Dana Levi' })).toBeInTheDocument();
});

test('/account/ redirects to /account/general/', async () => {
  mockFetch(() => json({ content: profile }));
  renderRoutes(routes, '/account/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Dana Levi' })).toBeInTheDocument();
});

test('every section renders its translated page inside the account frame', async () => {
  mockFetch(() => json({ content: { entries: [], nextExists: false } }));
  renderRoutes(routes, '/account/billing/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
});

test('a non-numeric subscription id is a 404', async () => {
  mockFetch(() => json({}));
  renderRoutes(routes, '/account/subscription/abc/');
  expect(await screen.findByRole('alert')).toHaveTextContent('not-found:route:404');
});
