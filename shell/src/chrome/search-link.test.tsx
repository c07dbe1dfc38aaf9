// The header's search control: opens /search/, and on the search page keeps what was typed.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { testTenant } from '@portal/shared/testing';
import { renderWithShell, setUpI18n } from '../test-utils.tsx';
import { HomeLayout } from '../layouts/HomeLayout.tsx';

beforeAll(() => setUpI18n());

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</output>;
}

const at = (url: string, config = testTenant()) =>
  renderWithShell(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: '*',
            element: (
              <HomeLayout>
                <Where />
              </HomeLayout>
            ),
          },
        ],
        { initialEntries: [url] },
      )}
    />,
    { config },
  );

test('from any page it opens /search/ and asks the page to focus its field', async () => {
  at('/live/');
  const link = screen.getByTestId('search-link');
  expect(link).toHaveAttribute('href', '/search/');
  await userEvent.click(link);
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/search\/ \{"focusSearch":\d+\}$/);
});

test('on the search page it keeps the query and filter in the URL', () => {
  at('/search/?q=munchen&date=today');
  expect(screen.getByTestId('search-link')).toHaveAttribute('href', '/search/?q=munchen&date=today');
});

test('it says what the search finds: events and teams where teams have pages, events elsewhere (issue 27 item 10)', () => {
  const { unmount } = at('/live/');
  expect(screen.getByRole('link', { name: 'Search events, teams…' })).toHaveAttribute('href', '/search/');
  unmount();
  at('/live/', testTenant({ enable_team_page: false, disabled_routes: ['team/:teamId'] }));
  expect(screen.getByRole('link', { name: 'Search events…' })).toHaveAttribute('href', '/search/');
});
