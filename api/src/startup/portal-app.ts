// The steps that build the portal origin (API, rendered pages, socket.io) on one database; startPortal
// (server.ts) calls them in order.
import { resolve } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { API_DIR, REPO_DIR, type PortalOptions } from '../config.ts';
import type { AppContext, Settings } from '../context.ts';
import type { Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { refreshEventDates, seedIfNeeded } from '../db/seed.ts';
import { loadTenants, TenantRegistry, type Origins } from '../tenants.ts';
import { ApiError, installErrorHandling } from '../http/errors.ts';
import { installValidation, parseQueryString } from '../http/validate.ts';
import { assertHostAllowed, configuredHostNames } from '../http/host-guard.ts';
import { installDevRouteGuard } from '../http/dev-routes.ts';
import { redisRateLimitStore } from '../http/rate-limit.ts';
import { apiReference } from '../docs/api-reference.ts';
import { createMailer } from '../mail/outbox.ts';
import { createWebPush } from '../push/sender.ts';
import { devVapidKeys } from '../push/vapid.ts';
import { attachPublicCache, CATALOGUE_EVENTS, PublicCache } from '../cache/public-cache.ts';
import { createRealtime, type RealtimeServer } from '../realtime/socket.ts';
import { connectRedis, redisLeaderLock, type Redis } from '../realtime/redis.ts';
import { startLiveScheduler } from '../live/scheduler.ts';
import { corsOptions } from '../static/cdn.ts';
import { portalStaticRoutes } from '../static/portal.ts';
import { embedCorsOrigins, embedRoutes } from '../static/embed.ts';
import { pushWorkerRoutes } from '../static/push-sw.ts';
import { devErrorReportRoutes } from '../routes/dev-error-reports.ts';
import { devFaultRoutes } from '../routes/dev-faults.ts';
import { devMetricsRoutes } from '../routes/dev-metrics.ts';
import { cspReportRoutes } from '../routes/csp-report.ts';
import { userRoutes } from '../routes/user.ts';
import { deviceRoutes } from '../routes/devices.ts';
import { oauth2Routes } from '../routes/oauth2.ts';
import { passwordRoutes } from '../routes/password.ts';
import { eventRoutes } from '../routes/events.ts';
import { clipRoutes } from '../routes/clips.ts';
import { identityRoutes } from '../routes/identity.ts';
import { followRoutes } from '../routes/follow.ts';
import { watchlistRoutes } from '../routes/watchlist.ts';
import { viewerRoutes } from '../routes/viewer.ts';
import { pushRoutes } from '../routes/push.ts';
import { recommendationRoutes } from '../routes/recommendation.ts';
import { commerceRoutes } from '../routes/commerce.ts';
import { tagRoutes } from '../routes/tags.ts';
import { customerRoutes } from '../routes/customer.ts';
import { contentPageRoutes } from '../routes/content-pages.ts';
import { mediaRoutes } from '../media/routes.ts';
import type { Cleanups } from './cleanups.ts';

export interface StartupPaths {
  host: string;
  /** The host name in the URLs handed out (a wildcard listen address is not one). */
  publicHost: string;
  basePort: number;
  logger: FastifyServerOptions['logger'];
  tenantsDir: string;
  cdnDir: string;
  shellDistDir: string;
  assetsDir: string;
}

/** The portal's own origins (every tenant host on its port), known once it listens; CORS and the stand-ins read them per request. */
export interface PortalOrigins {
  list: string[];
}

export function resolveStartup(opts: PortalOptions, loggerOptions: (level: string) => FastifyServerOptions['logger']): StartupPaths {
  const host = opts.host ?? '127.0.0.1';
  return {
    host,
    publicHost: opts.publicHost ?? (host === '0.0.0.0' || host === '::' ? 'localhost' : host),
    basePort: opts.port ?? 8080,
    logger: loggerOptions(opts.logLevel ?? 'info'),
    tenantsDir: opts.tenantsDir ?? resolve(REPO_DIR, 'tenants'),
    cdnDir: resolve(opts.cdnDir ?? resolve(REPO_DIR, '.cdn')),
    shellDistDir: resolve(opts.shellDistDir ?? resolve(REPO_DIR, 'shell/dist')),
    assetsDir: resolve(opts.assetsDir ?? resolve(API_DIR, 'assets')),
  };
}

/** The tenants; an invalid file stops start-up with the file and field in the message. */
export const loadTenantRegistry = (opts: PortalOptions, tenantsDir: string) => new TenantRegistry(loadTenants(tenantsDir), opts.defaultTenant);

/** Schema up to date, the demo catalogue seeded once, event dates moved to around today. */
export async function prepareDatabase(database: Database, tenants: TenantRegistry, opts: PortalOptions) {
  await migrate(database);
  if (opts.seed !== false) await seedIfNeeded(database, tenants.tenants);
  await refreshEventDates(database);
}

export function buildSettings(opts: PortalOptions): Settings {
  return {
    accessTokenTtl: opts.accessTokenTtl ?? 3600,
    refreshTokenTtl: opts.refreshTokenTtl ?? 30 * 24 * 3600,
    refreshGraceSeconds: opts.refreshGraceSeconds ?? 10,
    resetTokenTtl: opts.resetTokenTtl ?? 30 * 60,
    rateLimitMax: opts.rateLimitMax ?? 10,
    rateLimitIpMax: opts.rateLimitIpMax ?? 3 * (opts.rateLimitMax ?? 10),
    refreshRateLimitMax: Math.max(60, (opts.rateLimitMax ?? 10) * 6),
    // only when asked for (PORTAL_DEV=1 / the option): never from an unset NODE_ENV
    devMode: opts.devMode === true,
    now: () => Date.now(),
  };
}

export function createPortalApp(opts: PortalOptions, logger: FastifyServerOptions['logger']): FastifyInstance {
  return Fastify({
    logger,
    // Stopping must not wait for a browser that still holds keep-alive or streaming
    // connections (tests close portals while pages stay open).
    forceCloseConnections: true,
    // Behind a load balancer (docs/deploy.md) request.ip, which rate limits key on, must be the
    // viewer's address from X-Forwarded-For, trusted only from the balancer (TRUST_PROXY).
    // (Cast for fastify's overloads only: an address list or hop count works the same.)
    trustProxy: (opts.trustProxy ?? false) as FastifyServerOptions['trustProxy'] & boolean,
    bodyLimit: 256 * 1024,
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: false },
  });
}

/** The shared state of the routes; realtime is a no-op until startRealtime replaces it. */
export function buildContext(
  opts: PortalOptions,
  parts: { database: Database; tenants: TenantRegistry; origins: Origins; settings: Settings; paths: StartupPaths },
): AppContext {
  const { database, tenants, origins, settings, paths } = parts;
  return {
    database,
    db: database.db,
    tenants,
    origins,
    portalPort: 0,
    cdnDir: paths.cdnDir,
    shellDistDir: paths.shellDistDir,
    settings,
    mailer: createMailer(database.db, opts.smtpUrl ? { url: opts.smtpUrl, from: opts.mailFrom ?? 'Sports Portal <no-reply@localhost>' } : undefined),
    realtime: { emitToUser() {}, emitToEvent() {} },
  };
}

/** Web push (ADR 0036): the deployment's VAPID keys, or development keys kept in the data folder. */
export function attachWebPush(ctx: AppContext, opts: PortalOptions, log: FastifyBaseLogger) {
  const vapid = opts.vapid ?? (ctx.settings.devMode ? devVapidKeys(opts.vapidKeyFile) : undefined);
  if (vapid) ctx.webPush = createWebPush(ctx, vapid, { log });
  else log.info('web push off: no VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT');
}

/** The public catalogue cache (ADR 0023), found by the routes through the context. */
export function attachCatalogueCache(ctx: AppContext, opts: PortalOptions): PublicCache {
  const cache = new PublicCache({ ttlMs: opts.publicCacheTtlMs ?? 2000 });
  attachPublicCache(ctx, cache);
  return cache;
}

/** Scale-out mode (ADR 0022): socket rooms, rate limits and the scheduler's lease in Redis. */
export async function connectScaleOut(opts: PortalOptions, log: FastifyBaseLogger, cleanups: Cleanups): Promise<Redis | null> {
  const redis: Redis | null = opts.redisUrl ? await connectRedis(opts.redisUrl, log) : null;
  if (redis) {
    cleanups.add(() => redis.quit());
    log.info({ redis: opts.redisUrl!.replace(/\/\/[^@]*@/, '//***@') }, 'scale-out mode: redis on');
  }
  return redis;
}

/**
 * Request decorations, the Host allow-list and tenant pick, error handling, validation and the
 * development-route guard. Called before the plugins and routes: the hook added here runs before
 * theirs, and the others wrap routes as they are registered.
 */
export function installRequestGuards(portal: FastifyInstance, tenants: TenantRegistry, publicHost: string, settings: Settings) {
  portal.decorateRequest('tenant', null as never);
  portal.decorateRequest('auth', null);
  // Host allow-list and nosniff first (security issue 26 item 8): a Host the deployment does not
  // serve never reaches the CSP, {origin} placeholders or absolute URLs; no answer is sniffed.
  const servedHosts = configuredHostNames(tenants.tenants, publicHost);
  portal.addHook('onRequest', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    assertHostAllowed(request, servedHosts, settings.devMode);
    const q = request.query as Record<string, unknown> | undefined;
    const pick = tenants.pick({
      host: request.headers.host,
      cookie: request.headers.cookie,
      queryTenant: typeof q?.tenant === 'string' ? q.tenant : undefined,
    });
    request.tenant = pick.tenant;
    if (pick.setCookie) {
      reply.header('set-cookie', `portal_tenant=${pick.setCookie}; Path=/; Max-Age=31536000; SameSite=Lax`);
    }
  });
  installErrorHandling(portal);
  installValidation(portal);
  installDevRouteGuard(portal, settings.devMode);
}

/** CORS, compression, form bodies and rate limits (per route), in this order. */
export async function registerHttpPlugins(portal: FastifyInstance, opts: { redis: Redis | null; portalOrigins: PortalOrigins }) {
  const { redis, portalOrigins } = opts;
  // The portal's own origins everywhere; a tenant's embed_origins only for the reads an embed makes (ADR 0034).
  await portal.register(cors, {
    delegator: (request: FastifyRequest, cb: (error: Error | null, options: ReturnType<typeof corsOptions>) => void) =>
      cb(
        null,
        corsOptions(() => [...portalOrigins.list, ...embedCorsOrigins(request)]),
      ),
  });
  // API JSON (and rendered HTML) above 1 KB; static files arrive precompressed with their
  // content-encoding set, which the plugin leaves alone. socket.io (/ws) and the OpenID
  // provider do not go through fastify's reply, so they are untouched.
  await portal.register(compress, {
    threshold: 1024,
    // The plugin's default types plus HLS playlists: a live media playlist (~26 KB, fetched by
    // every player every 2 s) is repetitive text that shrinks about tenfold.
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|^application\/vnd\.apple\.mpegurl(?:;|$)/,
    encodings: ['br', 'gzip'],
    // Per-response brotli at quality 4: close to gzip -9 in size, far cheaper than the default 11.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await portal.register(formbody);
  await portal.register(rateLimit, {
    global: false,
    ...(redis ? { store: redisRateLimitStore(redis) } : {}),
    hook: 'preValidation',
    errorResponseBuilder: (_request, context) => new ApiError(429, 'too_many_requests', `Too many attempts; try again in ${Math.ceil(context.ttl / 1000)} s`),
  });
}

/** The API's routes (those that need socket.io come with startRealtime). */
export async function registerRoutes(portal: FastifyInstance, ctx: AppContext, opts: PortalOptions) {
  // The API reference from the routes' own zod schemas, in development (GET /api/docs); first, as it
  // collects the routes while they are added.
  if (ctx.settings.devMode) await apiReference(portal);
  // Status only, for anyone: which process answered and its database are in GET /api/dev/metrics.
  portal.get('/api/health', async () => ({ content: { status: 'ok' } }));
  userRoutes(portal, ctx);
  deviceRoutes(portal, ctx);
  oauth2Routes(portal, ctx);
  passwordRoutes(portal, ctx);
  eventRoutes(portal, ctx);
  clipRoutes(portal, ctx);
  identityRoutes(portal, ctx);
  followRoutes(portal, ctx);
  watchlistRoutes(portal, ctx);
  viewerRoutes(portal, ctx);
  pushRoutes(portal, ctx);
  recommendationRoutes(portal, ctx);
  commerceRoutes(portal, ctx);
  tagRoutes(portal, ctx);
  customerRoutes(portal, ctx);
  contentPageRoutes(portal, ctx);
  mediaRoutes(portal, ctx, { signingSecret: opts.mediaSigningSecret });
  devErrorReportRoutes(portal, ctx);
  cspReportRoutes(portal, ctx);
  embedRoutes(portal, ctx);
  pushWorkerRoutes(portal);
}

/** The shell, tenant assets and the rendered pages: after the API routes, as it answers every other path. */
export async function serveStatic(portal: FastifyInstance, ctx: AppContext, assetsDir: string) {
  await portalStaticRoutes(portal, ctx, { assetsDir });
}

/**
 * socket.io on the portal's server; the context's realtime now reaches the rooms, and a catalogue
 * change also drops the tenant's cached public reads, here and (through Redis) in every other process.
 */
export async function startRealtime(
  portal: FastifyInstance,
  ctx: AppContext,
  parts: { redis: Redis | null; publicCache: PublicCache; opts: PortalOptions },
  cleanups: Cleanups,
): Promise<RealtimeServer> {
  const { redis, publicCache, opts } = parts;
  const realtime: RealtimeServer = await createRealtime({
    server: portal.server,
    tenants: ctx.tenants,
    log: portal.log,
    redis: redis ?? undefined,
    getContext: () => ctx,
    limits: { maxPerAddress: opts.socketMaxPerAddress },
    trustProxy: opts.trustProxy,
  });
  realtime.onServerMessage('cache-invalidate', (tenantId) => typeof tenantId === 'string' && publicCache.invalidate(tenantId));
  ctx.realtime = {
    emitToUser: realtime.emitToUser,
    emitToEvent(tenantId, eventId, event, payload) {
      if (CATALOGUE_EVENTS.has(event)) {
        publicCache.invalidate(tenantId);
        realtime.emitToServers('cache-invalidate', tenantId);
      }
      realtime.emitToEvent(tenantId, eventId, event, payload);
    },
  };
  cleanups.add(() => realtime.close());
  return realtime;
}

/** The development routes that reach into socket.io (fault injection, metrics). */
export function registerRealtimeRoutes(portal: FastifyInstance, ctx: AppContext, realtime: RealtimeServer) {
  devFaultRoutes(portal, ctx, realtime.io);
  devMetricsRoutes(portal, ctx, realtime.io);
}

/**
 * Upcoming events go live and live events finish on the clock, and their rooms are told; with
 * several processes, only the holder of the lease runs the passes. Stopping also waits for the web
 * pushes still being sent.
 */
export function startLiveScheduling(ctx: AppContext, redis: Redis | null, log: FastifyBaseLogger, cleanups: Cleanups) {
  const lease = redis ? redisLeaderLock(redis, 'live-scheduler', 15_000) : null;
  const liveScheduler = startLiveScheduler(ctx, { log, isLeader: lease ? () => lease.isLeader() : undefined });
  if (lease) cleanups.add(() => lease.release());
  cleanups.add(async () => liveScheduler.stop());
  cleanups.add(async () => ctx.webPush?.settled());
}
