// The header's search control: opens /search/, and on the search page keeps what was typed.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { renderWithShell, setUpI18n } from '../test-utils.tsx';
import { HomeLayout } from '../layouts/HomeLayout.tsx';

beforeAll(() => setUpI18n());

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</output>;
}

const at = (url: string) =>
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
