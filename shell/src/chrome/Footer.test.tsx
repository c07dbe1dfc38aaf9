import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders, setupI18n, testTenant } from '@portal/shared/testing';
import { Footer } from './Footer.tsx';
import { socialLinksOf } from './SocialLinks.tsx';

beforeAll(() => setupI18n());

const renderFooter = (config = testTenant()) =>
  renderWithProviders(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
    { config },
  );

test('the footer links to about, FAQ, terms and privacy', () => {
  renderFooter();
  const nav = screen.getByRole('navigation', { name: 'Information' });
  expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about/');
  expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq/');
  expect(within(nav).getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms/');
  expect(within(nav).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy/');
});

test("the tenant's social links are labelled icon links that open a new tab without the opener, in a fixed order", () => {
  renderFooter(
    testTenant({ social_links: { web: 'https://arena.example', instagram: 'https://www.instagram.com/arena', facebook: 'https://www.facebook.com/arena' } }),
  );
  const list = screen.getByRole('list', { name: 'Follow us' });
  const links = within(list).getAllByRole('link');
  expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
    'Facebook: Arena Sports (opens in a new tab)',
    'Instagram: Arena Sports (opens in a new tab)',
    'Website: Arena Sports (opens in a new tab)',
  ]);
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  }
  expect(links[1]).toHaveAttribute('href', 'https://www.instagram.com/arena');
});

test('no social links: no empty list', () => {
  renderFooter(testTenant({ social_links: {} }));
  expect(screen.queryByRole('list', { name: 'Follow us' })).toBeNull();
});

test('only https links get through (a stale configuration cannot put a script link in the footer)', () => {
  expect(socialLinksOf({ x: 'javascript:alert(1)', tiktok: 'http://tiktok.com/@a', youtube: 'https://youtube.com/@a' } as never)).toEqual([
    { kind: 'youtube', network: 'YouTube', url: 'https://youtube.com/@a' },
  ]);
  expect(socialLinksOf(undefined)).toEqual([]);
});
