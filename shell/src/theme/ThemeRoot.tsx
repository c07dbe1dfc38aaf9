// Provides the design-system theme for the current colour mode (issue 4 adds
// system-following, page-forced modes and the theme-color meta).
import type { ReactNode } from 'react';
import { PortalThemeProvider } from '@portal/shared';

export function ThemeRoot({ children }: { children: ReactNode }) {
  return <PortalThemeProvider mode="dark">{children}</PortalThemeProvider>;
}
