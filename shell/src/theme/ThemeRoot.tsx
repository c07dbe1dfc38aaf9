// Provides the design-system theme for the resolved colour mode: the visitor's
// preference (light, dark or system, following the OS live), a mode forced by the
// current page, and dark only for tenants without the white theme. Keeps the
// document (data-color-mode, color-scheme, <meta name="theme-color">) in step.
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCustomerConfig } from '@portal/shared';
import { GlobalStyles, PortalThemeProvider, UiTextProvider, type UiText } from '@portal/shared/ui';
import { applyDocumentColorMode } from './color-mode.ts';
import { useColorMode } from './useColorMode.ts';

/** Every word of the kit in the page's language (a UiText word left out here would stay English). */
export function translatedUiText(t: TFunction<'common'>): UiText {
  return {
    close: t('ui.close'),
    dismiss: t('ui.dismiss'),
    previous: t('ui.previous'),
    next: t('ui.next'),
    showPassword: t('ui.show_password'),
    hidePassword: t('ui.hide_password'),
    loading: t('status.loading'),
    notifications: t('ui.notifications'),
    imageUnavailable: t('ui.image_unavailable'),
    live: t('nav.live'),
    watched: t('ui.watched'),
  };
}

function TranslatedUiText({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('common');
  const value = useMemo(
    () => translatedUiText(t),
    // i18n.language: the texts change with the locale
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  return <UiTextProvider value={value}>{children}</UiTextProvider>;
}

export function ThemeRoot({ children }: { children: ReactNode }) {
  const config = useCustomerConfig();
  const { mode } = useColorMode();

  useLayoutEffect(() => {
    applyDocumentColorMode(mode);
  }, [mode]);

  return (
    <PortalThemeProvider mode={mode} primary={config?.appearance.primary_color}>
      <GlobalStyles />
      <TranslatedUiText>{children}</TranslatedUiText>
    </PortalThemeProvider>
  );
}
