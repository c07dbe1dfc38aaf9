// Test helpers of the shell: a tenant configuration fixture and a render wrapper with
// the providers bootstrap.tsx sets up (store, i18n, theme).
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { customerConfigAtom, i18n, initI18n, portalStore, type PublicTenantConfig } from '@portal/shared';
import { ThemeRoot } from './theme/ThemeRoot.tsx';

export function testConfig(overrides: Partial<PublicTenantConfig> = {}): PublicTenantConfig {
  return {
    id: 'arena',
    api_base: '/',
    name: 'Arena Sports',
    name_short: 'arena',
    portal_url: 'http://localhost',
    appearance: { logo_url: '/assets/tenants/arena/logo.svg', primary_color: '#2f80ff' },
    custom_domain_url: '',
    environment: 'development',
    isPxa: false,
    default_locale: 'en',
    default_color_mode: 'dark',
    enable_skip_login_page_for_ifa_sso: false,
    enable_auth_via_ifa: false,
    enable_smart_app_banner: true,
    android_store_url: 'https://play.google.com/store/apps/details?id=com.example.arena',
    ios_store_url: 'https://apps.apple.com/app/id0000000001',
    user_survey_form_url: 'https://survey.example.test/forms/ux-survey/',
    user_survey_allowed_origins: ['https://survey.example.test', 'https://forms.example.org'],
    enable_match_stats: true,
    enable_game_highlights: true,
    enable_player_highlights: true,
    enable_leagues_view: true,
    enable_white_theme: true,
    enable_notifications_oneSignal: false,
    enable_short_team_names: false,
    enable_real_kickoff_time: true,
    enable_ads: false,
    enable_gender_classification: false,
    enable_device_limit_new_flow: false,
    enable_favourite_club_selection: false,
    enable_team_page: true,
    device_limit: 3,
    sign_up_steps: [],
    app_config: {
      app_id_for_ga4: '',
      app_id_oneSignal: '',
      app_id_oneSignal_custom_domain_prod: '',
      socket_base: '',
      enable_auth_via_facebook: false,
      app_id_facebook: '',
      enable_auth_via_google: false,
      app_client_id_for_google: '',
      enable_auth_via_apple: false,
      app_client_id_for_apple: '',
    },
    sso: {},
    route_rules: [],
    remotes: [
      { id: 'mf-events', container: 'mf_events', enabled: true, version: '1.0.0', manifestUrl: 'http://cdn.test/mf-events/mf-manifest.json', prefixes: ['/'] },
      { id: 'mf-auth', container: 'mf_auth', enabled: true, version: '1.0.0', manifestUrl: 'http://cdn.test/mf-auth/mf-manifest.json', prefixes: ['/auth'] },
      { id: 'mf-account', container: 'mf_account', enabled: true, version: '1.0.0', manifestUrl: 'http://cdn.test/mf-account/mf-manifest.json', prefixes: ['/account'] },
      { id: 'mf-commerce', container: 'mf_commerce', enabled: false, version: '1.0.0', manifestUrl: 'http://cdn.test/mf-commerce/mf-manifest.json', prefixes: ['/payment'] },
    ],
    build: 'build-1',
    ...overrides,
  } as PublicTenantConfig;
}

let i18nReady: Promise<unknown> | null = null;
/** Initialises the shared i18n instance in English once per test file. */
export function setUpI18n(): Promise<unknown> {
  i18nReady ??= initI18n({ locale: 'en' });
  return i18nReady;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={portalStore}>
      <I18nextProvider i18n={i18n}>
        <ThemeRoot>{children}</ThemeRoot>
      </I18nextProvider>
    </JotaiProvider>
  );
}

export function renderWithShell(ui: ReactElement, { config = testConfig() }: { config?: PublicTenantConfig | null } = {}): RenderResult {
  portalStore.set(customerConfigAtom, config);
  return render(ui, { wrapper: Providers });
}

/** A controllable prefers-color-scheme: light media query. */
export function mockSystemColorScheme(initialLight: boolean) {
  let light = initialLight;
  const listeners = new Set<(e: MediaQueryListEvent) => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('light') ? light : query.includes('dark') ? !light : false;
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, fn: (e: MediaQueryListEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (e: MediaQueryListEvent) => void) => listeners.delete(fn),
    addListener: (fn: (e: MediaQueryListEvent) => void) => listeners.add(fn),
    removeListener: (fn: (e: MediaQueryListEvent) => void) => listeners.delete(fn),
    dispatchEvent: () => true,
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      light = next;
      for (const fn of [...listeners]) fn({ matches: next } as MediaQueryListEvent);
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
