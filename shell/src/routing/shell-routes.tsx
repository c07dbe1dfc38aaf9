// Routes the shell itself owns (no remote): development aids only.
import type { RouteObject } from 'react-router';
import { UiGallery, type PortalRouteHandle } from '@portal/shared';
import { DefaultLayout } from '../layouts/DefaultLayout.tsx';

const galleryHandle: PortalRouteHandle = { name: 'dev-gallery', layout: 'default', surveyExcluded: true };

export function shellRoutes(): RouteObject[] {
  return [
    {
      id: 'shell:layout-default',
      Component: DefaultLayout,
      children: [{ id: 'shell:dev-gallery', path: 'dev/gallery', Component: UiGallery, handle: galleryHandle }],
    },
  ];
}
