// Authorization: `X-Authorization: Bearer <token>` (Authorization accepted too). The preValidation hook
// checks the token, its tenant and its session status, and decorates request.auth.
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context.ts';
import { authenticateToken, type Authenticated, type SessionStatus } from '../auth/tokens.ts';
import type { TenantConfig } from '../tenants.ts';
import { ApiError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantConfig;
    auth: Authenticated | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-authorization'] ?? request.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(value.trim());
  return m ? m[1]!.trim() : undefined;
}

export interface AuthOptions {
  /** Session states besides 'active' that may call this endpoint. */
  allow?: SessionStatus[];
  /** Token taken from the body field `token` when there is no header (device-limit page). */
  bodyToken?: boolean;
}

export async function resolveAuth(ctx: AppContext, request: FastifyRequest, opts: AuthOptions = {}): Promise<Authenticated> {
  let token = bearerToken(request);
  if (!token && opts.bodyToken) {
    const body = request.body as { token?: unknown } | undefined;
    if (body && typeof body.token === 'string' && body.token) token = body.token;
  }
  if (!token) throw new ApiError(401, 'unauthorized', 'Sign in required (missing X-Authorization bearer token)');
  const auth = await authenticateToken(ctx.db, request.tenant.id, token, ctx.settings.now());
  if (!auth) throw new ApiError(401, 'invalid_token', 'The access token is invalid or has expired');
  const status = auth.session.status;
  if (status !== 'active' && !(opts.allow ?? []).includes(status)) {
    if (status === 'pending_device') {
      throw new ApiError(403, 'device_limit_exceeded', 'Device Limit Exceeded: remove a device to continue');
    }
    throw new ApiError(401, 'device_removed', 'This device was removed from the account; sign in again');
  }
  request.auth = auth;
  return auth;
}

export function requireAuth(ctx: AppContext, opts: AuthOptions = {}): preValidationAsyncHookHandler {
  return async function authPreHandler(request: FastifyRequest, _reply: FastifyReply) {
    await resolveAuth(ctx, request, opts);
  };
}

/** Like requireAuth but anonymous is fine; an invalid token is ignored (public content). */
export function optionalAuth(ctx: AppContext): preValidationAsyncHookHandler {
  return async function optionalAuthPreHandler(request: FastifyRequest) {
    request.auth = null;
    const token = bearerToken(request);
    if (!token) return;
    const auth = await authenticateToken(ctx.db, request.tenant.id, token, ctx.settings.now());
    if (auth && auth.session.status === 'active') request.auth = auth;
  };
}

export function userOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new ApiError(401, 'unauthorized', 'Sign in required');
  return request.auth;
}
