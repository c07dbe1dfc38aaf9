// Routes the shell itself owns (no remote): development aids only. The design-system
// gallery is its own entry (@portal/shared/gallery), fetched only when the route is
// visited, and the route exists only for tenants whose environment is not production.
import type { RouteObject } from 'react-router';
import { getCustomerConfig, useCustomerConfig, type PortalRouteHandle } from '@portal/shared';
import { DefaultLayout } from '../layouts/DefaultLayout.tsx';
import { useColorMode } from '../theme/useColorMode.ts';

const galleryHandle: PortalRouteHandle = { name: 'dev-gallery', layout: 'default', surveyExcluded: true };

async function loadGalleryPage() {
  const { UiGallery } = await import(/* webpackChunkName: "dev-gallery" */ '@portal/shared/gallery');
  /** The gallery starts in the page's colour mode, direction and tenant accent. */
  function GalleryPage() {
    const { mode } = useColorMode();
    const config = useCustomerConfig();
    const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
    return <UiGallery initialMode={mode} initialDir={dir} primary={config?.appearance.primary_color} />;
  }
  return { Component: GalleryPage };
}

/** Development tools are routed only where the tenant is not in production. */
export const devToolsEnabled = (): boolean => getCustomerConfig()?.environment !== 'production';

export function shellRoutes(): RouteObject[] {
  if (!devToolsEnabled()) return [];
  return [
    {
      id: 'shell:layout-default',
      Component: DefaultLayout,
      children: [{ id: 'shell:dev-gallery', path: 'dev/gallery', lazy: loadGalleryPage, handle: galleryHandle }],
    },
  ];
}
