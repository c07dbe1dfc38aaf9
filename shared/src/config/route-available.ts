// Whether a link to a portal path may be rendered (product issue 27 item 4): the path's owner by
// the tenant's prefix map must be enabled (rule 4: longest prefix wins, a disabled owner owns
// nothing) and the page must not be one the tenant switched off (`disabled_routes`, which the
// API derives from the remotes' routes.json and the tenant's flags, ADR 0020). Every internal
// link of the apps goes through this (the kit's RouteLink/RouteNavLink); lint keeps raw links out.
import { isShellPage, pathMatches } from '../contract/shell-pages.ts';
import type { PublicTenantConfig } from '../contract/tenant.ts';
import { useCustomerConfig } from './customer.ts';

/** True when `prefix` covers `path` on a segment boundary (`/auth` covers `/auth/login/`, not `/authors`). */
export function prefixCovers(prefix: string, path: string): boolean {
  if (prefix === '/') return true;
  const p = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return path === p || path.startsWith(`${p}/`);
}

/** The path part of a link target ('/a/?x=1#y' → '/a/'); null for targets that are not portal paths. */
function pathOf(to: string): string | null {
  if (!to.startsWith('/') || to.startsWith('//')) return null;
  const end = to.search(/[?#]/);
  return end === -1 ? to : to.slice(0, end);
}

type RouteConfig = Pick<PublicTenantConfig, 'remotes'> & Partial<Pick<PublicTenantConfig, 'disabled_routes' | 'route_rules'>>;

/**
 * Whether a link to `to` leads to a page of this tenant. Targets that are not absolute portal
 * paths (hash links, other origins) and the time before the configuration arrives count as available.
 */
export function routeAvailable(config: RouteConfig | null | undefined, to: string): boolean {
  const path = pathOf(to);
  if (path === null || !config) return true;
  // A tenant redirect rule sends the path elsewhere: the shell handles it (guard 3).
  const trim = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
  if ((config.route_rules ?? []).some((r) => (r.match === 'prefix' ? prefixCovers(r.from, path) : trim(r.from) === trim(path)))) return true;
  // The shell's own pages (the tenant's content pages) exist whatever remotes are on (ADR 0056).
  if (isShellPage(path)) return true;
  let best: { enabled: boolean; length: number } | null = null;
  for (const remote of config.remotes) {
    for (const prefix of remote.prefixes) {
      if (prefixCovers(prefix, path) && (!best || prefix.length > best.length)) best = { enabled: remote.enabled, length: prefix.length };
    }
  }
  if (!best?.enabled) return false;
  return !(config.disabled_routes ?? []).some((pattern) => pathMatches(pattern, path));
}

/** `routeAvailable` with the current tenant's configuration. */
export function useRouteAvailable(to: string): boolean {
  return routeAvailable(useCustomerConfig(), to);
}
