// Test harness for mf-auth: a scripted API, a tenant, analytics capture, i18n with the
// real English texts, the portal theme, and the remote's routes in a memory router.
import { act, render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import {
  PortalThemeProvider,
  clearSession,
  configureAnalytics,
  configureApi,
  setCustomerConfig,
  type AnalyticsEvent,
  type PublicTenantConfig,
  type ResolvedRemote,
} from '@portal/shared';
import en from '../i18n/locales/en/auth.json';
import { authRoutes } from '../exposes/routes.tsx';

export interface Call {
  method: string;
  path: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Handler = (call: Call) => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const content = (value: unknown) => json({ content: value });
export const apiError = (code: string, message: string, status = 400) => json({ messageErrorCode: code, message }, status);

/** Points the shared API client at a scripted server; returns the recorded calls. */
export function fakeApi(handler: Handler): { calls: Call[]; fetch: typeof fetch } {
  const calls: Call[] = [];
  const fn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = { ...(init.headers as Record<string, string>) };
    let body: unknown = init.body;
    if (typeof init.body === 'string') body = JSON.parse(init.body);
    const call = { method: init.method ?? 'GET', url, path: new URL(url).pathname, headers, body };
    calls.push(call);
    return handler(call);
  };
  configureApi({ apiBase: 'https://api.test', fetch: fn as typeof fetch, locks: null, getCustomer: () => null, reportError: () => {} });
  return { calls, fetch: fn as typeof fetch };
}

const remote = (id: string, prefixes: string[], enabled = true) => ({ id, container: id.replace('-', '_'), enabled, version: '1.0.0', manifestUrl: '', prefixes }) as ResolvedRemote;

export function tenant(overrides: Partial<PublicTenantConfig> = {}): PublicTenantConfig {
  const idp = 'https://idp.test';
  const sso = (client: string) => ({ issuer: idp, authorization_endpoint: `${idp}/auth`, token_endpoint: `${idp}/token`, client_id: client });
  return {
    id: 'arena',
    api_base: '/',
    name: 'Arena Sports',
    name_short: 'arena',
    portal_url: 'http://localhost',
    appearance: { logo_url: '', primary_color: '#2f80ff' },
    custom_domain_url: '',
    environment: 'development',
    isPxa: false,
    default_locale: 'en',
    default_color_mode: 'dark',
    enable_skip_login_page_for_ifa_sso: false,
    enable_auth_via_ifa: false,
    enable_smart_app_banner: false,
    android_store_url: '',
    ios_store_url: '',
    user_survey_form_url: '',
    user_survey_allowed_origins: [],
    enable_match_stats: false,
    enable_game_highlights: false,
    enable_player_highlights: false,
    enable_leagues_view: false,
    enable_white_theme: false,
    enable_notifications_oneSignal: false,
    enable_short_team_names: false,
    enable_real_kickoff_time: false,
    enable_ads: false,
    enable_gender_classification: false,
    enable_device_limit_new_flow: false,
    enable_favourite_club_selection: false,
    enable_team_page: true,
    device_limit: 2,
    sign_up_steps: ['/auth/sign-up/personalization/', '/auth/sign-up/following/league/', '/auth/sign-up/subscription/'],
    app_config: {
      app_id_for_ga4: '',
      app_id_oneSignal: '',
      app_id_oneSignal_custom_domain_prod: '',
      socket_base: '',
      enable_auth_via_facebook: true,
      app_id_facebook: 'fb-app',
      enable_auth_via_google: true,
      app_client_id_for_google: 'g-client',
      enable_auth_via_apple: true,
      app_client_id_for_apple: 'apple-client',
    },
    sso: { facebook: sso('arena-facebook'), google: sso('arena-google'), apple: sso('arena-apple') },
    route_rules: [],
    remotes: [
      remote('mf-auth', ['/auth']),
      remote('mf-events', ['/']),
      remote('mf-account', ['/account']),
      remote('mf-commerce', ['/auth/sign-up/subscription', '/payment']),
      remote('mf-following', ['/following', '/auth/sign-up/following']),
    ],
    build: 'test',
    ...overrides,
  } as PublicTenantConfig;
}

/** Captures analytics events (batch size 1, flushed on demand). */
export function captureAnalytics() {
  const events: AnalyticsEvent[] = [];
  const instance = configureAnalytics({ measurementId: 'G-TEST', batchSize: 1, transport: async (batch) => void events.push(...batch.events) });
  return {
    events,
    async names() {
      await instance.flush();
      return events.map((e) => e.name);
    },
    async find(name: string) {
      await instance.flush();
      return events.find((e) => e.name === name);
    },
  };
}

let testI18n: I18n | null = null;
export function authI18n(): I18n {
  if (!testI18n) {
    testI18n = i18next.createInstance();
    void testI18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { auth: en } },
      ns: ['auth'],
      defaultNS: 'auth',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return testI18n;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={authI18n()}>
      <PortalThemeProvider mode="dark">{children}</PortalThemeProvider>
    </I18nextProvider>
  );
}

function WhereAmI() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface RenderAuthResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  /** Current path + search of the memory router. */
  location: () => string;
}

/** Renders the remote's routes at `url`; any other path shows where we went. */
export function renderAuth(url: string, { config = tenant() }: { config?: PublicTenantConfig | null } = {}): RenderAuthResult {
  setCustomerConfig(config);
  const routes: RouteObject[] = [
    ...authRoutes.map((r) => ({ id: r.id, path: `/${r.path}`, Component: r.Component, handle: r.handle })),
    { path: '*', Component: WhereAmI },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return Object.assign(result, { router, location: () => router.state.location.pathname + router.state.location.search });
}

export function resetSession() {
  act(() => {
    clearSession();
  });
  localStorage.clear();
  setCustomerConfig(null);
}

export const signInAnswer = (overrides: Record<string, unknown> = {}) => ({
  profile: { id: 7, email: 'ann@example.com', displayName: 'Ann Lee', added: '2024-01-01T00:00:00Z' },
  tokenData: { access_token: 'acc-1', expires_in: 900, refresh_token: 'ref-1' },
  devices: [],
  device_error: null,
  ...overrides,
});
