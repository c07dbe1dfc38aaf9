// The design-system gallery as a shell page (development builds only: shell-routes.tsx).
import { useCustomerConfig } from '@portal/shared';
import { UiGallery } from '@portal/shared/gallery';
import { useColorMode } from '../theme/useColorMode.ts';

/** The gallery starts in the page's colour mode, direction and tenant accent. */
export function DevGalleryPage() {
  const { mode } = useColorMode();
  const config = useCustomerConfig();
  const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  return <UiGallery initialMode={mode} initialDir={dir} primary={config?.appearance.primary_color} />;
}
