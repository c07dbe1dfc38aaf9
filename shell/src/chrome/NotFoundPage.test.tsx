import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithShell, setUpI18n } from '../test-utils.tsx';
import { HomeLayout } from '../layouts/HomeLayout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RemoteFallback } from './RemoteFallback.tsx';

beforeAll(() => setUpI18n());

const inRouter = (element: React.ReactNode) => {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/nowhere/'] });
  return renderWithShell(<RouterProvider router={router} />);
};

describe('not-found page', () => {
  it("unknown routes: 'Page not found' and a go-to-homepage button to /", () => {
    inRouter(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
  });

  it("a failed validate check: 'Page Not Found'", () => {
    inRouter(<NotFoundPage context="route" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
  });

  it('per-context texts and an optional danger message', () => {
    inRouter(<NotFoundPage context="event" message="The event was removed" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Event not found');
    expect(screen.getByText('We could not find this event.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The event was removed');
  });

  it('an unknown context falls back to the page texts', () => {
    inRouter(<NotFoundPage context="spaceship" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });
});

describe('remote fallback', () => {
  it('explains and retries', () => {
    const retry = jest.fn();
    renderWithShell(<RemoteFallback remoteId="mf-events" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveAttribute('data-remote', 'mf-events');
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(retry).toHaveBeenCalled();
  });
});

describe('home layout', () => {
  it('has a skip link, the tenant logo and name, main navigation, search, sign in and the footer links', () => {
    inRouter(<HomeLayout>content</HomeLayout>);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    // the logo is the wordmark; the name labels the home link and is not written out twice
    expect(screen.getByTestId('brand')).toHaveAccessibleName('Arena Sports – Home');
    expect(screen.getByTestId('brand')).not.toHaveTextContent('Arena Sports');
    // below 1024 px (jsdom has no media queries) the desktop navigation is display: none
    const nav = screen.getByRole('navigation', { name: 'Main', hidden: true });
    for (const name of ['Home', 'Live', 'Upcoming', 'Archive', 'Highlights']) expect(nav).toHaveTextContent(name);
    expect(nav).not.toHaveTextContent('Following');
    expect(screen.getByTestId('search-link')).toHaveAttribute('href', '/search/');
    expect(screen.getByTestId('sign-in')).toHaveAttribute('href', '/auth/login/');
    for (const href of ['/about/', '/faq/', '/terms/', '/privacy/'])
      expect(screen.getByTestId('site-footer').querySelector(`a[href="${href}"]`)).not.toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('content');
  });
});
