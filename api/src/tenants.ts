// Tenant configurations: loaded from tenants/*.json at start, validated with the shared zod
// schema, picked per request (query ?tenant= > cookie portal_tenant > env PORTAL_TENANT > Host
// header > first tenant serving localhost), and resolved for the browser (placeholders, remotes).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTenantConfig } from '@portal/shared/contract/tenant-schema';
import { REMOTE_IDS, containerName, type PublicTenantConfig, type ResolvedRemote, type TenantConfig } from '@portal/shared/contract';
import { readRoutesManifest, remoteFolder } from './static/page-routes.ts';

export type { TenantConfig };

export function loadTenants(dir: string): TenantConfig[] {
  if (!existsSync(dir)) throw new Error(`Tenants directory not found: ${dir}`);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  if (!files.length) throw new Error(`No tenant configuration (*.json) in ${dir}`);
  const tenants: TenantConfig[] = [];
  for (const file of files) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (err) {
      throw new Error(`Invalid tenant configuration ${file}: not valid JSON (${(err as Error).message})`, { cause: err });
    }
    const tenant = parseTenantConfig(raw, file);
    if (tenant.id !== file.replace(/\.json$/, '')) {
      throw new Error(`Invalid tenant configuration ${file}: id: must equal the file name without .json (got "${tenant.id}")`);
    }
    if (tenants.some((t) => t.id === tenant.id)) throw new Error(`Invalid tenant configuration ${file}: id: duplicate "${tenant.id}"`);
    tenants.push(tenant);
  }
  return tenants;
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const k = part.slice(0, i).trim();
    const v = part.slice(i + 1).trim();
    try {
      out[k] = decodeURIComponent(v);
    } catch {
      out[k] = v;
    }
  }
  return out;
}

export function hostName(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  const h = hostHeader.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d+$/, '');
}

export interface TenantPick {
  tenant: TenantConfig;
  /** Set when the pick came from ?tenant= so the caller stores the cookie. */
  setCookie?: string;
}

export class TenantRegistry {
  readonly tenants: TenantConfig[];
  readonly envDefault?: string;
  constructor(tenants: TenantConfig[], envDefault?: string) {
    this.tenants = tenants;
    if (envDefault && !tenants.some((t) => t.id === envDefault)) {
      throw new Error(`PORTAL_TENANT="${envDefault}" does not name a tenant (known: ${tenants.map((t) => t.id).join(', ')})`);
    }
    this.envDefault = envDefault;
  }
  byId(id: string | undefined): TenantConfig | undefined {
    return id ? this.tenants.find((t) => t.id === id) : undefined;
  }
  fallback(): TenantConfig {
    return this.byId(this.envDefault) ?? this.tenants.find((t) => t.hosts.includes('localhost')) ?? this.tenants[0]!;
  }
  pick(input: { host?: string; queryTenant?: string; cookie?: string }): TenantPick {
    const fromQuery = this.byId(input.queryTenant);
    if (fromQuery) return { tenant: fromQuery, setCookie: fromQuery.id };
    const fromCookie = this.byId(parseCookies(input.cookie).portal_tenant);
    if (fromCookie) return { tenant: fromCookie };
    const fromEnv = this.byId(this.envDefault);
    if (fromEnv) return { tenant: fromEnv };
    const name = hostName(input.host);
    const fromHost = this.tenants.find((t) => t.hosts.some((h) => h.toLowerCase() === name));
    if (fromHost) return { tenant: fromHost };
    return { tenant: this.fallback() };
  }
}

export interface Origins {
  cdn: string;
  idp: string;
  cards: string;
  survey: string;
}

export function resolvePlaceholders<T>(value: T, vars: Record<string, string>): T {
  if (typeof value === 'string') {
    return value.replace(/\{(origin|host|cdn|idp|cards|survey)\}/g, (m, k: string) => vars[k] ?? m) as T;
  }
  if (Array.isArray(value)) return value.map((v) => resolvePlaceholders(v, vars)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = resolvePlaceholders(v, vars);
    return out as T;
  }
  return value;
}

const SEMVER = /^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/;

/** Resolves a deploy pointer ("latest") through .cdn/<id>/pointers.json; exact versions pass through. */
export function resolveRemoteVersion(cdnDir: string, id: string, version: string): string {
  if (SEMVER.test(version)) return version;
  try {
    const pointers = JSON.parse(readFileSync(join(cdnDir, id, 'pointers.json'), 'utf8')) as Record<string, unknown>;
    const target = pointers[version];
    if (typeof target === 'string' && target) return target;
  } catch {
    // no pointer file (remote never published): keep the name; the manifest URL will 404 and the shell falls back
  }
  return version;
}

export function readBuildId(shellDistDir: string): string {
  try {
    const raw = JSON.parse(readFileSync(join(shellDistDir, 'builds', 'latest.json'), 'utf8')) as Record<string, unknown>;
    const id = raw.id ?? raw.build ?? raw.version;
    return typeof id === 'string' && id ? id : 'dev';
  } catch {
    return 'dev';
  }
}

const hostOf = (origin: string): string => {
  try {
    return new URL(origin).host;
  } catch {
    return '';
  }
};

export function publicTenantConfig(
  tenant: TenantConfig,
  ctx: { origin: string; origins: Origins; cdnDir: string; shellDistDir: string; webPushPublicKey?: string },
): PublicTenantConfig {
  // {host}: host and port of the request's origin, for URLs with credentials such as a DSN
  const vars = { origin: ctx.origin, host: hostOf(ctx.origin), ...ctx.origins };
  const { hosts: _hosts, remotes, ...rest } = tenant;
  const resolved = resolvePlaceholders(rest, vars);
  const list: ResolvedRemote[] = REMOTE_IDS.map((id) => {
    const entry = remotes[id];
    const version = resolveRemoteVersion(ctx.cdnDir, id, entry.version);
    const manifestUrl = entry.manifest_url ? resolvePlaceholders(entry.manifest_url, vars) : `${ctx.origins.cdn}/${id}/${version}/mf-manifest.json`;
    return { id, container: containerName(id), enabled: entry.enabled, version, manifestUrl, prefixes: entry.prefixes };
  });
  // Web push (ADR 0036): the tenant's push flag on and keys in this deployment.
  const push = tenant.enable_notifications_oneSignal && ctx.webPushPublicKey ? { web_push_public_key: ctx.webPushPublicKey } : {};
  return { ...resolved, remotes: list, build: readBuildId(ctx.shellDistDir), ...push, disabled_routes: disabledRoutes(tenant, list, ctx) };
}

/**
 * The pages of enabled remotes this tenant switched off by a flag (routes.json `requiresFlag`,
 * ADR 0020), so the browser renders no link to them (issue 27 item 4). A table the server cannot
 * read adds nothing: the shell's 404 stays the fallback, as for the page itself.
 */
export function disabledRoutes(tenant: TenantConfig, remotes: readonly ResolvedRemote[], ctx: { origins: Origins; cdnDir: string }): string[] {
  const flags = tenant as unknown as Record<string, unknown>;
  return remotes
    .filter((remote) => remote.enabled)
    .flatMap((remote) => readRoutesManifest(remoteFolder(remote, ctx.origins.cdn, ctx.cdnDir))?.routes ?? [])
    .filter((route) => route.requiresFlag && flags[route.requiresFlag] !== true)
    .map((route) => route.path);
}
