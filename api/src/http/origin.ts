import type { FastifyRequest } from 'fastify';
import { hostName, type TenantConfig } from '../tenants.ts';

/**
 * The origin the browser used (scheme + Host header, lower case), for {origin} placeholders.
 * The portal's onRequest hook has already refused every Host that is not one of the deployment's
 * (http/host-guard.ts), so this never carries a name an attacker chose.
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol || 'http'}://${(request.headers.host || 'localhost').toLowerCase()}`;
}

/**
 * The origin for links sent by e-mail: the request's origin only when its host name belongs to
 * the tenant (a forged Host header must not put an attacker's domain into a reset link).
 */
export function trustedOrigin(request: FastifyRequest, tenant: TenantConfig, portalPort: number): string {
  const name = hostName(request.headers.host);
  if (tenant.hosts.some((h) => h.toLowerCase() === name)) return requestOrigin(request);
  const fallback = tenant.hosts.find((h) => h === 'localhost') ?? tenant.hosts[0]!;
  return `http://${fallback}:${portalPort}`;
}
