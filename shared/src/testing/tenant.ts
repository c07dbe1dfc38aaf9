// The one tenant configuration fixture of every test (shell and remotes): the arena
// tenant with every remote on, social sign-in configured and the smart banner, survey
// and highlights switched on. Tests that depend on a value pass it as an override.
import type { PublicTenantConfig, RemoteId, ResolvedRemote } from '../contract/index.ts';

export const testRemote = (id: RemoteId, prefixes: string[], enabled = true): ResolvedRemote => ({
  id,
  container: id.replace(/-/g, '_'),
  enabled,
  version: '1.0.0',
  manifestUrl: `http://cdn.test/${id}/mf-manifest.json`,
  prefixes,
});

export function testTenant(overrides: Partial<PublicTenantConfig> = {}): PublicTenantConfig {
  const idp = 'https://idp.test';
  const sso = (client: string) => ({ issuer: idp, authorization_endpoint: `${idp}/auth`, token_endpoint: `${idp}/token`, client_id: client });
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
    enable_multiview: true,
    social_links: { facebook: 'https://www.facebook.com/arena.test', x: 'https://x.com/arena_test', youtube: 'https://www.youtube.com/@arena-test' },
    device_limit: 3,
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
      testRemote('mf-events', ['/']),
      testRemote('mf-auth', ['/auth']),
      testRemote('mf-account', ['/account']),
      testRemote('mf-commerce', ['/auth/sign-up/subscription', '/payment']),
      testRemote('mf-following', ['/following', '/auth/sign-up/following']),
    ],
    build: 'test',
    ...overrides,
  } as PublicTenantConfig;
}
