import type { PublicTenantConfig, RouteRule } from '@portal/shared';
import {
  favouriteClubGuard,
  globalGuards,
  loginRedirect,
  routeRuleGuard,
  skipLoginGuard,
  storeUrlGuard,
  trailingSlashGuard,
  type GuardSession,
} from './guards.ts';

const ORIGIN = 'http://portal.test';
const u = (path: string) => new URL(path, ORIGIN);

function config(overrides: Partial<PublicTenantConfig> = {}): PublicTenantConfig {
  return {
    enable_favourite_club_selection: false,
    enable_skip_login_page_for_ifa_sso: false,
    enable_auth_via_ifa: false,
    android_store_url: 'https://play.google.com/store/apps/details?id=com.example.arena',
    ios_store_url: 'https://apps.apple.com/app/id0000000001',
    route_rules: [],
    ...overrides,
  } as PublicTenantConfig;
}

const anonymous: GuardSession = { authenticated: false, favoriteClubId: null };
const noClub: GuardSession = { authenticated: true, favoriteClubId: null };
const withClub: GuardSession = { authenticated: true, favoriteClubId: 'team|7' };

describe('trailing slash', () => {
  it('adds the slash when a query string is present, keeping query and hash', () => {
    expect(trailingSlashGuard(u('/live?sport=football#top'))).toEqual({ kind: 'redirect', to: '/live/?sport=football#top' });
  });

  it('leaves paths without a query string or already ending in a slash alone', () => {
    expect(trailingSlashGuard(u('/live'))).toEqual({ kind: 'none' });
    expect(trailingSlashGuard(u('/live/?sport=football'))).toEqual({ kind: 'none' });
    expect(trailingSlashGuard(u('/?storeUrl=x'))).toEqual({ kind: 'none' });
  });

  // The paths an attacker puts after the portal's origin (issue 26 item 4), as the browser parses them.
  const HOSTILE_PATHS = [
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/%252F%252Fevil.example',
    '/%5cevil.example',
    '/%5C%5Cevil.example',
    '//evil.example@portal.test',
    '//portal.test@evil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '//HtTpS://evil.example',
    '/javascript:alert(1)',
  ];

  it.each(HOSTILE_PATHS)('never leaves the portal for %p with a query string', (path) => {
    const url = new URL(`${ORIGIN}${path}?x=1`);
    expect(url.origin).toBe(ORIGIN);
    const result = trailingSlashGuard(url);
    if (result.kind === 'none') return;
    expect(result.kind).toBe('redirect');
    const to = (result as { to: string }).to;
    expect(to.startsWith('/') && !to.startsWith('//')).toBe(true);
    expect(new URL(to, ORIGIN).origin).toBe(ORIGIN);
  });

  it('refuses the scheme-relative path the probe found, and still adds the slash to an encoded one', () => {
    expect(trailingSlashGuard(new URL(`${ORIGIN}//evil.example?x=1`))).toEqual({ kind: 'none' });
    expect(trailingSlashGuard(new URL(`${ORIGIN}/%2F%2Fevil.example?x=1`))).toEqual({ kind: 'none' });
    expect(trailingSlashGuard(u('/events/42?t=1'))).toEqual({ kind: 'redirect', to: '/events/42/?t=1' });
  });
});

describe('guard 1: favourite club', () => {
  const on = config({ enable_favourite_club_selection: true });

  it('sends a signed-in user without a club from every path to /club/', () => {
    expect(favouriteClubGuard(u('/'), on, noClub)).toEqual({ kind: 'redirect', to: '/club/' });
    expect(favouriteClubGuard(u('/account/general/'), on, noClub)).toEqual({ kind: 'redirect', to: '/club/?redirect=%2Faccount%2Fgeneral%2F' });
    expect(favouriteClubGuard(u('/events/12/'), on, noClub)).toEqual({ kind: 'redirect', to: '/club/?redirect=%2Fevents%2F12%2F' });
  });

  it('carries where the user was going (path and query) so /club/ can send them on; not home or sign-in', () => {
    expect(favouriteClubGuard(u('/live/?sport=football'), on, noClub)).toEqual({ kind: 'redirect', to: '/club/?redirect=%2Flive%2F%3Fsport%3Dfootball' });
    expect(favouriteClubGuard(u('/auth/login/'), on, noClub)).toEqual({ kind: 'redirect', to: '/club/' });
  });

  it('lets /club/ itself through (with or without the slash)', () => {
    expect(favouriteClubGuard(u('/club/'), on, noClub)).toEqual({ kind: 'none' });
    expect(favouriteClubGuard(u('/club'), on, noClub)).toEqual({ kind: 'none' });
  });

  it('does nothing when the selection is disabled, the user is anonymous or has a club', () => {
    expect(favouriteClubGuard(u('/'), config(), noClub)).toEqual({ kind: 'none' });
    expect(favouriteClubGuard(u('/'), on, anonymous)).toEqual({ kind: 'none' });
    expect(favouriteClubGuard(u('/'), on, withClub)).toEqual({ kind: 'none' });
  });
});

describe('guard 2: skip the login page for ifa single sign-on', () => {
  const both = config({ enable_skip_login_page_for_ifa_sso: true, enable_auth_via_ifa: true });

  it('sends /auth/login/ to / when both flags are on', () => {
    expect(skipLoginGuard(u('/auth/login/'), both)).toEqual({ kind: 'redirect', to: '/' });
    expect(skipLoginGuard(u('/auth/login'), both)).toEqual({ kind: 'redirect', to: '/' });
    expect(skipLoginGuard(u('/auth/login/?sessionExpired=true'), both)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('needs both flags', () => {
    expect(skipLoginGuard(u('/auth/login/'), config({ enable_skip_login_page_for_ifa_sso: true }))).toEqual({ kind: 'none' });
    expect(skipLoginGuard(u('/auth/login/'), config({ enable_auth_via_ifa: true }))).toEqual({ kind: 'none' });
  });

  it('leaves the other auth pages alone', () => {
    expect(skipLoginGuard(u('/auth/login/limit/'), both)).toEqual({ kind: 'none' });
    expect(skipLoginGuard(u('/auth/sign-up/'), both)).toEqual({ kind: 'none' });
  });
});

describe('guard 3: server-provided route rules', () => {
  const rules = (...list: Array<Partial<RouteRule> & Pick<RouteRule, 'from' | 'to'>>): RouteRule[] => list.map((rule) => ({ match: 'exact', ...rule }));

  it('redirects an exact match inside the portal (trailing slash ignored)', () => {
    const list = rules({ from: '/home', to: '/' });
    expect(routeRuleGuard(u('/home'), list)).toEqual({ kind: 'redirect', to: '/' });
    expect(routeRuleGuard(u('/home/'), list)).toEqual({ kind: 'redirect', to: '/' });
    expect(routeRuleGuard(u('/home/more/'), list)).toEqual({ kind: 'none' });
  });

  it('a prefix rule covers the path and everything below it', () => {
    const list = rules({ from: '/old', match: 'prefix', to: '/new/' });
    expect(routeRuleGuard(u('/old/'), list)).toEqual({ kind: 'redirect', to: '/new/' });
    expect(routeRuleGuard(u('/old/a/b/'), list)).toEqual({ kind: 'redirect', to: '/new/' });
    expect(routeRuleGuard(u('/older/'), list)).toEqual({ kind: 'none' });
  });

  it('an absolute target on another origin is a full page load', () => {
    const list = rules({ from: '/shop', to: 'https://shop.example.com/deals?x=1' });
    expect(routeRuleGuard(u('/shop/'), list)).toEqual({ kind: 'document', to: 'https://shop.example.com/deals?x=1' });
  });

  it('a protocol-relative target is absolute too, never a path inside the portal', () => {
    const list = rules({ from: '/shop', to: '//shop.example.com/deals' });
    expect(routeRuleGuard(u('/shop/'), list)).toEqual({ kind: 'document', to: 'http://shop.example.com/deals' });
  });

  it('an absolute target on the portal origin is a full page load too (docs/product.md)', () => {
    const list = rules({ from: '/open-app', to: `${ORIGIN}/?from=open-app` });
    expect(routeRuleGuard(u('/open-app/'), list)).toEqual({ kind: 'document', to: `${ORIGIN}/?from=open-app` });
  });

  it('never redirects a path to itself', () => {
    expect(routeRuleGuard(u('/a/'), rules({ from: '/a', to: '/a/?x=1' }))).toEqual({ kind: 'none' });
    expect(routeRuleGuard(u('/a/'), rules({ from: '/a', to: `${ORIGIN}/a` }))).toEqual({ kind: 'none' });
    expect(routeRuleGuard(u('/a/b/'), rules({ from: '/a', match: 'prefix', to: '/a/b' }))).toEqual({ kind: 'none' });
  });

  it('the first matching rule wins', () => {
    const list = rules({ from: '/x', to: '/first/' }, { from: '/x', to: '/second/' });
    expect(routeRuleGuard(u('/x/'), list)).toEqual({ kind: 'redirect', to: '/first/' });
  });
});

describe('route rules never redirect off the portal through a relative-looking target', () => {
  it.each(['/\\evil.example', '/%2F%2Fevil.example', '/\t/evil.example', 'javascript:alert(1)', 'evil.example'])('skips %p', (to) => {
    expect(routeRuleGuard(u('/a/'), [{ from: '/a', to, match: 'exact' } as RouteRule])).toEqual({ kind: 'none' });
  });

  it('an absolute rule target on another scheme than http(s) or with credentials is skipped', () => {
    for (const to of ['https://user@shop.example.com/', 'HTTPS://shop.example.com/x']) {
      const result = routeRuleGuard(u('/a/'), [{ from: '/a', to, match: 'exact' } as RouteRule]);
      if (to.startsWith('HTTPS')) expect(result).toEqual({ kind: 'document', to: 'https://shop.example.com/x' });
      else expect(result).toEqual({ kind: 'none' });
    }
  });
});

describe('storeUrl on the root', () => {
  const c = config();

  it('follows a store link of the two app stores or the tenant with a full page load', () => {
    const target = 'https://play.google.com/store/apps/details?id=com.example.arena';
    expect(storeUrlGuard(u(`/?storeUrl=${encodeURIComponent(target)}`), c)).toEqual({ kind: 'document', to: target });
    expect(storeUrlGuard(u(`/?storeUrl=${encodeURIComponent('https://apps.apple.com/app/id1')}`), c)).toEqual({
      kind: 'document',
      to: 'https://apps.apple.com/app/id1',
    });
  });

  it('ignores an absent value and the text undefined', () => {
    expect(storeUrlGuard(u('/'), c)).toEqual({ kind: 'none' });
    expect(storeUrlGuard(u('/?storeUrl=undefined'), c)).toEqual({ kind: 'none' });
    expect(storeUrlGuard(u('/?storeUrl='), c)).toEqual({ kind: 'none' });
  });

  it('only on the root', () => {
    expect(storeUrlGuard(u('/live/?storeUrl=https%3A%2F%2Fplay.google.com%2Fx'), c)).toEqual({ kind: 'none' });
  });

  it('is not an open redirect: other hosts, other schemes and garbage are ignored', () => {
    expect(storeUrlGuard(u('/?storeUrl=https%3A%2F%2Fevil.example%2F'), c)).toEqual({ kind: 'none' });
    expect(storeUrlGuard(u('/?storeUrl=javascript%3Aalert(1)'), c)).toEqual({ kind: 'none' });
    expect(storeUrlGuard(u('/?storeUrl=not%20a%20url'), c)).toEqual({ kind: 'none' });
  });
});

describe('global guards in product order', () => {
  it('trailing slash comes first, then the favourite club', () => {
    const c = config({ enable_favourite_club_selection: true });
    expect(globalGuards(u('/live?x=1'), c, noClub)).toEqual({ kind: 'redirect', to: '/live/?x=1' });
    expect(globalGuards(u('/live/?x=1'), c, noClub)).toEqual({ kind: 'redirect', to: '/club/?redirect=%2Flive%2F%3Fx%3D1' });
  });

  it('the favourite club beats skip-login and route rules', () => {
    const c = config({
      enable_favourite_club_selection: true,
      enable_skip_login_page_for_ifa_sso: true,
      enable_auth_via_ifa: true,
      route_rules: [{ from: '/auth/login', match: 'exact', to: '/elsewhere/' }],
    });
    expect(globalGuards(u('/auth/login/'), c, noClub)).toEqual({ kind: 'redirect', to: '/club/' });
    expect(globalGuards(u('/auth/login/'), c, anonymous)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('route rules come before storeUrl, and nothing applies to an ordinary page', () => {
    const c = config({ route_rules: [{ from: '/home', match: 'exact', to: '/' }] });
    expect(globalGuards(u('/home/'), c, anonymous)).toEqual({ kind: 'redirect', to: '/' });
    expect(globalGuards(u('/live/'), c, withClub)).toEqual({ kind: 'none' });
  });
});

describe('auth middleware target', () => {
  it('goes to sign-in with the way back', () => {
    expect(loginRedirect(u('/account/general/?tab=1'))).toBe('/auth/login/?redirect=%2Faccount%2Fgeneral%2F%3Ftab%3D1');
  });
});
