import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { customerConfigAtom } from '../config/customer.ts';
import { portalStore } from '../session/store.ts';
import { pageTitle, usePageTitle } from './page-title.ts';
import type { PublicTenantConfig } from '../contract/tenant.ts';

describe('pageTitle', () => {
  it('is "<page> · <tenant>", the tenant alone without a page, and never repeats the name', () => {
    expect(pageTitle('Live now', 'Arena Sports')).toBe('Live now · Arena Sports');
    expect(pageTitle(null, 'Arena Sports')).toBe('Arena Sports');
    expect(pageTitle('  ', 'Arena Sports')).toBe('Arena Sports');
    expect(pageTitle('Arena Sports', 'Arena Sports')).toBe('Arena Sports');
    expect(pageTitle('Sign in', null)).toBe('Sign in');
  });
});

describe('usePageTitle', () => {
  function Titled({ title }: { title: string | null }) {
    usePageTitle(title);
    return <p>{title}</p>;
  }

  beforeEach(() => {
    portalStore.set(customerConfigAtom, { name: 'Arena Sports' } as PublicTenantConfig);
  });
  afterEach(() => portalStore.set(customerConfigAtom, null));

  it('sets the document title, and again after a navigation that keeps the page', async () => {
    const router = createMemoryRouter([{ path: '/:tab', element: <Titled title="Live now" /> }], { initialEntries: ['/a'] });
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Live now · Arena Sports');
    document.title = 'Arena Sports'; // what the shell does before each new location paints
    await act(() => router.navigate('/b'));
    expect(document.title).toBe('Live now · Arena Sports');
  });

  it('works outside a router (design-system previews) and shows the tenant while loading', () => {
    render(<Titled title={null} />);
    expect(document.title).toBe('Arena Sports');
  });
});
