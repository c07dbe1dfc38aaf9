// Which page a portal URL is, decided on the server (issue 10 item 6, ADR 0020): the owning
// remote by the tenant's prefix map (longest prefix wins, across enabled and disabled remotes,
// as the shell's remotes/ownership.ts does), then a pattern of that remote's route table read
// from the routes.json its build writes beside mf-manifest.json. No browser code is imported.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isShellPage, type PublicTenantConfig, type ResolvedRemote } from '@portal/shared/contract';

export interface RoutePattern {
  path: string;
  requiresFlag?: string;
}

/** What the server may draw of one page before its remote's code runs (the remote's first-paint.json, ADR 0043). */
export type FirstPaintDeclaration =
  /** The home page: the hero is the first entry of the first of these lists that has one. */
  | { kind: 'home'; lists: object[] }
  /** A list page: its first page of entries (the very body the page sends), with the sport chips' row or not. */
  | { kind: 'list'; list: object; chips?: boolean }
  | { kind: 'event' }
  | { kind: 'auth' }
  | { kind: 'page' };

export interface RoutesManifest {
  remote: string;
  routes: RoutePattern[];
  /** Written by the remote's build from src/exposes/first-paint.json; absent in older builds (no picture then). */
  firstPaint?: { pages: Record<string, FirstPaintDeclaration>; otherPages?: FirstPaintDeclaration['kind'] };
}

/** The declaration for one page of a remote, else its remote's default for other pages, else none. */
export function firstPaintOf(manifest: RoutesManifest | null, pattern: string | undefined): FirstPaintDeclaration | undefined {
  const paint = manifest?.firstPaint;
  if (!paint || typeof paint !== 'object' || pattern === undefined) return undefined;
  const page = paint.pages?.[pattern];
  if (page && typeof page === 'object') return page;
  return paint.otherPages === 'page' ? { kind: 'page' } : undefined;
}

export type PageMatch =
  /** A page of `remote`'s table; `params` still need their record checks (recordChecks). */
  | { kind: 'page'; remote: ResolvedRemote; pattern: string; params: Record<string, string> }
  /** Owned by a remote whose table the server cannot read (another CDN, an old build): the shell decides. */
  | { kind: 'unverified'; remote: ResolvedRemote }
  /** The shell's own routes and the tenant's redirect rules: the shell handles them. */
  | { kind: 'shell' }
  | { kind: 'not-found' };

/** True when `prefix` covers `path` on a segment boundary (shell/src/remotes/ownership.ts). */
export function prefixCovers(prefix: string, path: string): boolean {
  if (prefix === '/') return true;
  const p = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return path === p || path.startsWith(`${p}/`);
}

export function ownerOf(remotes: readonly ResolvedRemote[], path: string): ResolvedRemote | null {
  let best: { remote: ResolvedRemote; prefix: string } | null = null;
  for (const remote of remotes) {
    for (const prefix of remote.prefixes) {
      if (prefixCovers(prefix, path) && (!best || prefix.length > best.prefix.length)) best = { remote, prefix };
    }
  }
  return best && best.remote.enabled ? best.remote : null;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** Params of `pattern` ('events/:eventId') in `path` ('/events/12/'), or null when it does not match. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = segments(pattern);
  let got: string[];
  try {
    got = segments(path).map(decodeURIComponent);
  } catch {
    return null;
  }
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    if (w.startsWith(':')) params[w.slice(1)] = got[i]!;
    else if (w !== got[i]) return null;
  }
  return params;
}

type Flags = Partial<Record<string, unknown>>;

/**
 * Routes the shell itself serves: its pages (the tenant's content pages, SHELL_PAGES, ADR 0056)
 * whatever remotes are on, and the gallery outside production (shell/src/routing/shell-routes.tsx).
 */
const shellOwned = (config: Pick<PublicTenantConfig, 'environment'>, path: string) =>
  isShellPage(path) || (config.environment !== 'production' && matchPattern('dev/gallery', path) !== null);

function ruleMatches(rule: { from: string; match: 'exact' | 'prefix' }, path: string): boolean {
  const trim = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
  return rule.match === 'prefix' ? prefixCovers(rule.from, path) : trim(rule.from) === trim(path);
}

export function resolvePage(
  config: Pick<PublicTenantConfig, 'remotes' | 'environment' | 'route_rules'> & Flags,
  path: string,
  readRoutes: (remote: ResolvedRemote) => RoutesManifest | null,
): PageMatch {
  if (config.route_rules.some((rule) => ruleMatches(rule, path)) || shellOwned(config, path)) return { kind: 'shell' };
  const remote = ownerOf(config.remotes, path);
  if (!remote) return { kind: 'not-found' };
  const table = readRoutes(remote);
  if (!table) return { kind: 'unverified', remote };
  for (const route of table.routes) {
    const params = matchPattern(route.path, path);
    if (!params) continue;
    // A page behind a tenant flag that is off is the shell's 404 too (PageOptions.requiresFlag).
    if (route.requiresFlag && !config[route.requiresFlag]) return { kind: 'not-found' };
    return { kind: 'page', remote, pattern: route.path, params };
  }
  return { kind: 'not-found' };
}

/** The CDN folder a remote's manifest URL points into, when it is this server's CDN. */
export function remoteFolder(remote: ResolvedRemote, cdnOrigin: string, cdnDir: string): string | null {
  if (!cdnOrigin || !remote.manifestUrl.startsWith(`${cdnOrigin}/`)) return null;
  const rel = remote.manifestUrl
    .slice(cdnOrigin.length + 1)
    .split('/')
    .slice(0, -1);
  if (!rel.length || rel.some((s) => s === '..' || s === '')) return null;
  return join(cdnDir, ...rel);
}

const cache = new Map<string, { mtimeMs: number; value: unknown }>();

/** A JSON file, parsed once per modification (published versions never change; pointers move). */
export function readJsonFile<T>(file: string): T | null {
  try {
    const { mtimeMs } = statSync(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.value as T;
    const value = JSON.parse(readFileSync(file, 'utf8')) as T;
    cache.set(file, { mtimeMs, value });
    return value;
  } catch {
    return null;
  }
}

export function readRoutesManifest(folder: string | null): RoutesManifest | null {
  if (!folder) return null;
  const manifest = readJsonFile<RoutesManifest>(join(folder, 'routes.json'));
  return manifest && Array.isArray(manifest.routes) ? manifest : null;
}

/** Route params that name a record, and which one (the shell's loaders answer 404 when it is missing). */
export const RECORD_PARAMS = {
  eventId: 'media',
  teamId: 'teams',
  leagueId: 'identities',
  mainId: 'identities',
  subId: 'identities',
} as const;

export type RecordKind = (typeof RECORD_PARAMS)[keyof typeof RECORD_PARAMS];

/** The record checks a matched page needs; `null` when a param cannot be an id at all (404). */
export function recordChecks(params: Record<string, string>): Array<{ kind: RecordKind; id: number }> | null {
  const checks: Array<{ kind: RecordKind; id: number }> = [];
  for (const [name, value] of Object.entries(params)) {
    const kind = RECORD_PARAMS[name as keyof typeof RECORD_PARAMS];
    if (!kind) continue;
    // isNumericId of the contract, within PostgreSQL's integer (serial) range
    if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) return null;
    checks.push({ kind, id: Number(value) });
  }
  return checks;
}
