// Authorization: `X-Authorization: Bearer <token>` (Authorization accepted too). The preValidation hook
// checks the token, its tenant and its session status, and decorates request.auth. Every route's
// auth class is machine-readable (routeTableFor) so the authorization matrix and the fuzzer cover
// each route the app registers, and a route nobody classified fails them.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import type { AppContext } from '../context.ts';
import { authenticateToken, type Authenticated } from '../auth/tokens.ts';
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
  /** Token taken from the body field `token` when there is no header (device-limit page). */
  bodyToken?: boolean;
}

/**
 * The only routes a session that is not active may call (`METHOD url` as registered), in one place
 * (security issue 26 item 3). A sign-in refused at the device limit ("pending_device") may list the
 * devices, remove one, sign out, and ask check_current_device to activate it once a slot is free
 * (docs/product.md's limit flow); a session whose device was removed may only learn that and sign out.
 * Every other user route answers 403 device_limit_exceeded / 401 device_removed.
 */
export const NOT_ACTIVE_ROUTES: Readonly<Record<'pending_device' | 'device_removed', ReadonlySet<string>>> = {
  pending_device: new Set(['GET /api/user/devices', 'POST /api/user/delete_device', 'POST /api/user/check_current_device', 'POST /api/user/logout']),
  device_removed: new Set(['POST /api/user/check_current_device', 'POST /api/user/logout']),
};

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
  if (status === 'pending_device' || status === 'device_removed') {
    const route = `${request.method} ${request.routeOptions.url}`;
    if (!NOT_ACTIVE_ROUTES[status].has(route)) {
      if (status === 'pending_device') throw new ApiError(403, 'device_limit_exceeded', 'Device Limit Exceeded: remove a device to continue');
      throw new ApiError(401, 'device_removed', 'This device was removed from the account; sign in again');
    }
  } else if (status !== 'active') {
    throw new ApiError(401, 'invalid_token', 'The session has ended; sign in again');
  }
  request.auth = auth;
  return auth;
}

/** user: a valid token is required; optional: read when valid, ignored otherwise; none: public by design. */
export type AuthClass = 'user' | 'optional' | 'none';
const AUTH_CLASS = Symbol('authClass');
const BODY_TOKEN = Symbol('bodyToken');
type Tagged = { [AUTH_CLASS]?: AuthClass; [BODY_TOKEN]?: boolean };

export function requireAuth(ctx: AppContext, opts: AuthOptions = {}): preValidationAsyncHookHandler {
  const hook = async function authPreHandler(request: FastifyRequest, _reply: FastifyReply) {
    await resolveAuth(ctx, request, opts);
  };
  return Object.assign(hook, { [AUTH_CLASS]: 'user' as const, [BODY_TOKEN]: Boolean(opts.bodyToken) });
}

/** Like requireAuth but anonymous is fine; an invalid token is ignored (public content). */
export function optionalAuth(ctx: AppContext): preValidationAsyncHookHandler {
  return Object.assign(optionalAuthHook(ctx), { [AUTH_CLASS]: 'optional' as const });
}

function optionalAuthHook(ctx: AppContext): preValidationAsyncHookHandler {
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

/**
 * Routes without an auth hook, declared public one by one (`METHOD url` as registered). A new route
 * that has no requireAuth/optionalAuth and is not listed here has no auth class, and the
 * authorization matrix test fails on it.
 */
export const DECLARED_AUTH: Record<string, AuthClass> = {
  'GET /api/health': 'none',
  'GET /api/customer/config': 'none',
  'POST /api/user/register': 'none',
  'POST /api/user/login': 'none',
  'POST /api/oauth2/token': 'none',
  'POST /api/user/password/forgot': 'none',
  'POST /api/user/password/reset': 'none',
  'GET /api/commerce/get_subscriptions': 'none',
  'GET /api/commerce/get_subscriptions_by_id/id/:id': 'none',
  'GET /api/commerce/payment_provider': 'none',
  'POST /api/identity/list': 'none',
  'GET /api/identity/get_by_id/id/:id': 'none',
  'POST /api/team/list': 'none',
  'GET /api/team/get_by_id/id/:id': 'none',
  'GET /api/channel/epg/:id': 'none',
  // the tenant's public content pages (about, terms, privacy, FAQ, /info/{type})
  'GET /api/content/page/:slug': 'none',
  // dev-only tools (api/README.md dev outbox, live start, error-report sink); production has devMode off
  'GET /api/dev/outbox': 'none',
  'GET /api/dev/metrics': 'none',
  'POST /api/dev/event/:id/start': 'none',
  'POST /api/dev/error-reports': 'none',
  'GET /api/dev/error-reports': 'none',
  'POST /api/dev/faults/socket-restart': 'none',
  'POST /api/:projectId/envelope/': 'none',
  // the API reference (development only, api/src/docs/api-reference.ts): Swagger UI and the OpenAPI document
  'GET /api/docs': 'none',
  'GET /api/docs/': 'none',
  'GET /api/docs/json': 'none',
  'GET /api/docs/yaml': 'none',
  'GET /api/docs/static/*': 'none',
  'GET /api/docs/uiConfig': 'none',
  'GET /api/docs/initOAuth': 'none',
  'GET /api/docs/static/index.html': 'none',
  'GET /api/docs/static/swagger-initializer.js': 'none',
  // CSP violation reports from browsers (logged, rate-limited, always 204)
  'POST /api/csp-report': 'none',
  // CORS preflight (@fastify/cors)
  'OPTIONS *': 'none',
  // public media, assets and the shell's HTML
  'GET /media/:kind/:id/:file': 'none',
  'GET /media/:kind/:id/:camera/:file': 'none',
  // a protected stream's segments: no token (players send none), a signed URL instead (ADR 0029)
  'GET /media/:kind/:id/:camera/:rendition/:file': 'none',
  'GET /media/ads/:file': 'none',
  'GET /media/ads/event': 'none',
  'GET /media/*': 'none',
  'GET /media/files/:folder/*': 'none',
  'GET /assets/tenants/:id/icon.svg': 'none',
  'GET /assets/tenants/:id/logo.svg': 'none',
  'GET /assets/teams/:file': 'none',
  'GET /assets/identities/:file': 'none',
  'GET /assets/posters/:file': 'none',
  'GET /favicon.ico': 'none',
  // the embed loader and its runtime, for tenants' own sites (ADR 0034)
  'GET /embed.js': 'none',
  'GET /embed/:file': 'none',
  // the web push service worker at the origin root (ADR 0036)
  'GET /push-sw.js': 'none',
  'GET /': 'none',
  'GET /*': 'none',
};

export interface RouteEntry {
  method: string;
  url: string;
  /** undefined: nobody classified the route (the matrix test fails). */
  auth: AuthClass | undefined;
  /** Token accepted from the body (checked after parsing). */
  bodyToken: boolean;
  schema: FastifySchema | undefined;
}

const hooksOf = (v: unknown): Tagged[] => (Array.isArray(v) ? v : v ? [v] : []) as Tagged[];

function classify(method: string, route: RouteOptions): Omit<RouteEntry, 'method' | 'url' | 'schema'> {
  const tagged = [...hooksOf(route.onRequest), ...hooksOf(route.preValidation), ...hooksOf(route.preHandler)].find((h) => h[AUTH_CLASS]);
  if (tagged) return { auth: tagged[AUTH_CLASS], bodyToken: Boolean(tagged[BODY_TOKEN]) };
  const declared = DECLARED_AUTH[`${method} ${route.url}`];
  return { auth: declared, bodyToken: declared === 'user' };
}

/** A registered route's auth class (the API reference marks the signed-in calls with it). */
export const routeAuthClass = (method: string, route: RouteOptions): AuthClass | undefined => classify(method, route).auth;

const tables: { server: Server; routes: RouteEntry[] }[] = [];

/** Records every route's auth class as it is registered, and puts the missing-token 401 first on user routes. Call before the routes. */
export function installRouteTable(app: FastifyInstance) {
  const routes: RouteEntry[] = [];
  const entry = { server: app.server, routes };
  tables.push(entry);
  app.addHook('onClose', async () => {
    tables.splice(tables.indexOf(entry), 1);
  });
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    for (const method of methods) {
      const c = classify(method, route);
      routes.push({ method, url: route.url, schema: route.schema, ...c });
      // The token is checked at onRequest, before the body is read or parsed: a caller without a valid
      // token gets 401 whatever it sends, and learns nothing about the body's schema. Routes that take
      // the token from the body (bodyToken) keep it in preValidation, after parsing.
      if (c.auth === 'user' && !c.bodyToken) {
        const pre = hooksOf(route.preValidation);
        const authHook = pre.find((h) => h[AUTH_CLASS] === 'user');
        if (authHook) {
          route.preValidation = pre.filter((h) => h !== authHook) as unknown as preValidationAsyncHookHandler[];
          route.onRequest = [...(hooksOf(route.onRequest) as unknown as onRequestAsyncHookHandler[]), authHook as unknown as onRequestAsyncHookHandler];
        }
      }
    }
  });
}

/** The route table of the app listening on this port (tests and the fuzzer). */
export function routeTableFor(port: number): RouteEntry[] {
  const found = tables.find((t) => (t.server.address() as AddressInfo | null)?.port === port);
  if (!found) throw new Error(`No route table for port ${port}`);
  return found.routes;
}
