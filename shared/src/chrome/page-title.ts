// The document title (WCAG 2.4.2): "<page> · <tenant>", or the tenant's name alone on
// the home page. Pages call usePageTitle with their translated heading; the hook runs
// again on every navigation, because the shell resets the title to the tenant's name
// before a new location paints (so a page that sets none never shows the last page's).
import { useContext, useEffect } from 'react';
import { UNSAFE_LocationContext } from 'react-router';
import { useCustomerConfig } from '../config/customer.ts';

export const TITLE_SEPARATOR = ' · ';

export function pageTitle(title: string | null | undefined, brand: string | null | undefined): string {
  const page = title?.trim() ?? '';
  const name = brand?.trim() ?? '';
  if (!page) return name;
  if (!name || page === name) return page;
  return `${page}${TITLE_SEPARATOR}${name}`;
}

/** Sets the document title for this page; `null` (still loading) leaves the tenant's name. */
export function usePageTitle(title: string | null | undefined): void {
  const brand = useCustomerConfig()?.name;
  // The location context, not useLocation(): design-system pieces also render outside a router.
  const key = useContext(UNSAFE_LocationContext)?.location?.key;
  useEffect(() => {
    if (typeof document === 'undefined') return;
    document.title = pageTitle(title, brand);
  }, [title, brand, key]);
}
