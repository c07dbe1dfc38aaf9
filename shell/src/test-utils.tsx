// The shell's tests use the kit harness and tenant fixture (`@portal/shared/testing`);
// this file only adds the shell's own theme root (colour mode from the tenant).
import type { ReactElement } from 'react';
import { renderWithProviders, setupI18n, testTenant, type ProviderOptions } from '@portal/shared/testing';
import { ThemeRoot } from './theme/ThemeRoot.tsx';

export { mockSystemColorScheme } from '@portal/shared/testing';
export const testConfig = testTenant;
export const setUpI18n = () => setupI18n();

export function renderWithShell(ui: ReactElement, options: Omit<ProviderOptions, 'Theme'> = {}) {
  return renderWithProviders(ui, { ...options, Theme: ThemeRoot });
}
