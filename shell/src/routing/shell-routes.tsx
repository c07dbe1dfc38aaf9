// Routes the shell itself owns (no remote): development aids only.
import type { RouteObject } from 'react-router';
import { UiGallery, type PortalRouteHandle } from '@portal/shared';
import { useCustomerConfig } from '@portal/shared';
import { DefaultLayout } from '../layouts/DefaultLayout.tsx';
import { useColorMode } from '../theme/useColorMode.ts';

const galleryHandle: PortalRouteHandle = { name: 'dev-gallery', layout: 'default', surveyExcluded: true };

/** The gallery starts in the page's colour mode, direction and tenant accent. */
function GalleryPage() {
  const { mode } = useColorMode();
  const config = useCustomerConfig();
  const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  return <UiGallery initialMode={mode} initialDir={dir} primary={config?.appearance.primary_color} />;
}

export function shellRoutes(): RouteObject[] {
  return [
    {
      id: 'shell:layout-default',
      Component: DefaultLayout,
      children: [{ id: 'shell:dev-gallery', path: 'dev/gallery', Component: GalleryPage, handle: galleryHandle }],
    },
  ];
}
