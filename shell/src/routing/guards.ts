// The redirects of docs/product.md, in product order, as pure functions of the
// URL, the tenant configuration and the session. Loaders call them before any
// remote loader runs, so a protected URL is never committed.
// Every target goes through the kit's one same-origin test (safeTarget, issue 26 item 4): the
// portal's own origin, or an origin the tenant's configuration names (its absolute route rules, the
// app stores), never one a URL smuggles in.
import { safeTarget, type PublicTenantConfig, type RouteRule } from '@portal/shared';

export interface GuardSession {
  authenticated: boolean;
  favoriteClubId: string | null | undefined;
}

export type GuardResult = { kind: 'none' } | { kind: 'redirect'; to: string } | { kind: 'document'; to: string };

const NONE: GuardResult = { kind: 'none' };
const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/** A request with a query string and no trailing slash goes to the path with one. */
export function trailingSlashGuard(url: URL): GuardResult {
  if (!url.search || url.pathname.endsWith('/')) return NONE;
  // `//evil.example?x` has the path `//evil.example`: with a slash it would be another host.
  const to = safeTarget(`${url.pathname}/${url.search}${url.hash}`, url.origin);
  return to ? { kind: 'redirect', to } : NONE;
}

/**
 * Guard 1: favourite-club selection enabled, signed in without a club: everything but /club/ goes
 * to /club/, carrying where the user was going as `?redirect=` (mf-following's club page sends
 * them on once a club is chosen). Home and the sign-in page are not worth returning to.
 */
export function favouriteClubGuard(url: URL, config: PublicTenantConfig, session: GuardSession): GuardResult {
  if (!config.enable_favourite_club_selection || !session.authenticated || session.favoriteClubId) return NONE;
  const path = withSlash(url.pathname);
  if (path === '/club/') return NONE;
  if (path === '/' || path.startsWith('/auth/login/')) return { kind: 'redirect', to: '/club/' };
  return { kind: 'redirect', to: `/club/?redirect=${encodeURIComponent(`${path}${url.search}`)}` };
}

/** Guard 2: skip-login for single sign-on with the ifa flag: /auth/login/ goes to /. */
export function skipLoginGuard(url: URL, config: PublicTenantConfig): GuardResult {
  if (config.enable_skip_login_page_for_ifa_sso && config.enable_auth_via_ifa && withSlash(url.pathname) === '/auth/login/') {
    return { kind: 'redirect', to: '/' };
  }
  return NONE;
}

/** Guard 3: server-provided route rules; an absolute target is followed by a full page load. */
export function routeRuleGuard(url: URL, rules: readonly RouteRule[]): GuardResult {
  const path = withSlash(url.pathname);
  for (const rule of rules) {
    const from = withSlash(rule.from);
    const hit = rule.match === 'prefix' ? path.startsWith(from) : path === from;
    if (!hit) continue;
    // Absolute (`https://…`) and protocol-relative (`//host/…`) targets: a protocol-relative
    // one handed to the router as a path would be resolved against the portal's origin.
    if (/^(https?:)?\/\//i.test(rule.to)) {
      let target: URL;
      try {
        target = new URL(rule.to, url);
      } catch {
        continue;
      }
      if (target.origin === url.origin && withSlash(target.pathname) === path) continue; // never loop
      // docs/product.md: an absolute target is followed by a full page load, on the origin the rule names.
      if (safeTarget(target.href, url.origin, [target.origin]) === null) continue;
      return { kind: 'document', to: target.href };
    }
    if (withSlash(rule.to.split('?')[0] ?? '') === path) continue;
    const to = safeTarget(rule.to, url.origin);
    if (to === null) continue;
    return { kind: 'redirect', to };
  }
  return NONE;
}

/**
 * The root honours `storeUrl`. Only http(s) links to the tenant's own store pages or
 * the two app stores are followed: anything else would make the portal an open redirect.
 */
export function storeUrlGuard(url: URL, config: PublicTenantConfig): GuardResult {
  if (url.pathname !== '/') return NONE;
  const raw = url.searchParams.get('storeUrl');
  if (!raw || raw === 'undefined') return NONE;
  let target: URL;
  try {
    target = new URL(raw);
  } catch {
    return NONE;
  }
  const allowedHosts = new Set(['play.google.com', 'apps.apple.com', 'itunes.apple.com']);
  for (const configured of [config.android_store_url, config.ios_store_url]) {
    try {
      if (configured) allowedHosts.add(new URL(configured).host);
    } catch {
      // an unparsable configured URL adds nothing
    }
  }
  if (!/^https?:$/.test(target.protocol) || !allowedHosts.has(target.host)) return NONE;
  const to = safeTarget(target.href, url.origin, [target.origin]);
  return to ? { kind: 'document', to: target.href } : NONE;
}

/** All global guards in product order; the first that redirects wins. */
export function globalGuards(url: URL, config: PublicTenantConfig, session: GuardSession): GuardResult {
  for (const result of [
    trailingSlashGuard(url),
    favouriteClubGuard(url, config, session),
    skipLoginGuard(url, config),
    routeRuleGuard(url, config.route_rules),
    storeUrlGuard(url, config),
  ]) {
    if (result.kind !== 'none') return result;
  }
  return NONE;
}

/** Middleware `auth`: anonymous users go to sign-in and come back after. */
export function loginRedirect(url: URL): string {
  return `/auth/login/?redirect=${encodeURIComponent(url.pathname + url.search)}`;
}
