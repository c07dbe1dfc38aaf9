// Which Host headers the portal answers (security issue 26, item 8). The Host header is copied
// into the CSP, {origin} placeholders and absolute URLs in JSON, so only the tenants' configured
// host names (and the deployment's public host) are answered; in development also loopback names
// (localhost, 127.0.0.1, [::1], *.localhost) on any port. Everything else gets 421 before
// anything is rendered. X-Forwarded-Host is never read.
import type { FastifyRequest } from 'fastify';
import type { TenantConfig } from '../tenants.ts';
import { ApiError } from './errors.ts';

// One DNS name (labels of letters, digits and inner hyphens, no trailing dot) or a bracketed
// IPv6 literal, then an optional port. Anything else (userinfo, '#', '/', spaces) is refused.
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = new RegExp(`^(${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`);

export interface ParsedHost {
  /** Lower-case host name (IPv6 in brackets). */
  name: string;
  /** `name` or `name:port`, lower case: what origins are built from. */
  host: string;
}

export function parseHostHeader(header: string | undefined): ParsedHost | null {
  if (!header) return null;
  const lower = header.toLowerCase();
  const m = HOST.exec(lower);
  if (!m) return null;
  const port = m[2];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535 || port.startsWith('0'))) return null;
  return { name: m[1]!, host: lower };
}

const isLoopbackName = (name: string) => name === 'localhost' || name === '127.0.0.1' || name === '[::1]' || name.endsWith('.localhost');

/** The names a deployment answers: every tenant's hosts plus the configured public host. */
export function configuredHostNames(tenants: readonly Pick<TenantConfig, 'hosts'>[], publicHost?: string): Set<string> {
  const names = new Set(tenants.flatMap((t) => t.hosts.map((h) => h.toLowerCase())));
  if (publicHost) names.add(publicHost.toLowerCase());
  return names;
}

/** The normalised host when this Host header may be answered, else null. */
export function allowedHost(header: string | undefined, names: ReadonlySet<string>, devMode: boolean): ParsedHost | null {
  const parsed = parseHostHeader(header);
  if (!parsed) return null;
  if (names.has(parsed.name) || (devMode && isLoopbackName(parsed.name))) return parsed;
  return null;
}

/** Throws 421 unknown_host for a Host the deployment does not serve. */
export function assertHostAllowed(request: Pick<FastifyRequest, 'headers'>, names: ReadonlySet<string>, devMode: boolean): void {
  if (!allowedHost(request.headers.host, names, devMode)) {
    throw new ApiError(421, 'unknown_host', 'This server does not answer for that host name');
  }
}
