import { isLocalEnvironment, isOnCustomDomain, skipsLoginPage } from './tenant-flags.ts';

describe('customer configuration', () => {
  test('flags the portal derives from it', () => {
    expect(skipsLoginPage({ enable_skip_login_page_for_ifa_sso: true, enable_auth_via_ifa: true })).toBe(true);
    expect(skipsLoginPage({ enable_skip_login_page_for_ifa_sso: true, enable_auth_via_ifa: false })).toBe(false);
    expect(isLocalEnvironment({ environment: 'production' }, 'arena.example')).toBe(false);
    expect(isLocalEnvironment({ environment: 'production' }, 'arena.localhost')).toBe(true);
    expect(isOnCustomDomain({ custom_domain_url: 'https://tv.club.com' }, 'https://tv.club.com')).toBe(true);
    expect(isOnCustomDomain({ custom_domain_url: '' }, 'https://tv.club.com')).toBe(false);
  });
});
