// Routes the shell itself owns (no remote): development aids only (ADR 0052). They exist in
// development builds only: webpack replaces `process.env.NODE_ENV` and drops the other branch,
// its `import()` included, so a production build carries neither the route nor the gallery
// (scripts/dev-routes.test.mjs builds the shell to prove it). A development build routes them
// only for tenants whose environment is not production.
import type { RouteObject } from 'react-router';
import { getCustomerConfig, type PortalRouteHandle } from '@portal/shared';
import { DefaultLayout } from '../layouts/DefaultLayout.tsx';

/** Development tools are routed only where the tenant is not in production. */
export const devToolsEnabled = (): boolean => getCustomerConfig()?.environment !== 'production';

export function shellRoutes(): RouteObject[] {
  if (process.env.NODE_ENV !== 'production') {
    if (!devToolsEnabled()) return [];
    const galleryHandle: PortalRouteHandle = { name: 'dev-gallery', layout: 'default', surveyExcluded: true };
    const loadGalleryPage = async () => ({ Component: (await import(/* webpackChunkName: "dev-gallery" */ './DevGalleryPage.tsx')).DevGalleryPage });
    return [
      {
        id: 'shell:layout-default',
        Component: DefaultLayout,
        children: [{ id: 'shell:dev-gallery', path: 'dev/gallery', lazy: loadGalleryPage, handle: galleryHandle }],
      },
    ];
  }
  return [];
}
