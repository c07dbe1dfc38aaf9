import { ThemeProvider } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { createTheme, type ColorMode, type PortalTheme } from './createTheme.ts';

export interface PortalThemeProviderProps {
  /** Resolved colour mode ('system' is resolved by the shell before it gets here). */
  mode: ColorMode;
  /** Tenant accent, `appearance.primary_color`. */
  primary?: string;
  /** A prebuilt theme instead of `mode`/`primary`. */
  theme?: PortalTheme;
  children?: ReactNode;
}

/** Provides the portal theme to emotion (`useTheme()`, `css={t => …}`, `styled`). */
export function PortalThemeProvider({ mode, primary, theme, children }: PortalThemeProviderProps) {
  const value = useMemo(() => theme ?? createTheme({ mode, primary }), [theme, mode, primary]);
  return <ThemeProvider theme={value}>{children}</ThemeProvider>;
}
