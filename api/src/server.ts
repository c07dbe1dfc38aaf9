// startPortal: starts the five origins (portal + API + socket.io, CDN, OpenID provider, sandbox
// card provider, survey form) on one database, and returns their URLs and a close function.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { API_DIR, REPO_DIR, type PortalOptions } from './config.ts';
import type { AppContext, Settings } from './context.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { refreshEventDates, seedIfNeeded } from './db/seed.ts';
import { loadTenants, TenantRegistry, type Origins } from './tenants.ts';
import { ApiError, installErrorHandling } from './http/errors.ts';
import { installValidation, parseQueryString } from './http/validate.ts';
import { assertHostAllowed, configuredHostNames } from './http/host-guard.ts';
import { installDevRouteGuard } from './http/dev-routes.ts';
import { apiReference } from './docs/api-reference.ts';
import { createMailer } from './mail/outbox.ts';
import { devErrorReportRoutes } from './routes/dev-error-reports.ts';
import { devFaultRoutes } from './routes/dev-faults.ts';
import { devMetricsRoutes } from './routes/dev-metrics.ts';
import { cspReportRoutes } from './routes/csp-report.ts';
import { createRealtime, type RealtimeServer } from './realtime/socket.ts';
import { connectRedis, redisLeaderLock, type Redis } from './realtime/redis.ts';
import { redisRateLimitStore } from './http/rate-limit.ts';
import { attachPublicCache, CATALOGUE_EVENTS, PublicCache } from './cache/public-cache.ts';
import { startLiveScheduler } from './live/scheduler.ts';
import { createIdentityProvider, ssoClients } from './idp/provider.ts';
import { corsOptions, createCdnServer } from './static/cdn.ts';
import { createCardsServer } from './payments/cards.ts';
import { createSurveyServer } from './survey/survey.ts';
import { portalStaticRoutes } from './static/portal.ts';
import { embedCorsOrigins, embedRoutes } from './static/embed.ts';
import { userRoutes } from './routes/user.ts';
import { deviceRoutes } from './routes/devices.ts';
import { oauth2Routes } from './routes/oauth2.ts';
import { passwordRoutes } from './routes/password.ts';
import { eventRoutes } from './routes/events.ts';
import { clipRoutes } from './routes/clips.ts';
import { identityRoutes } from './routes/identity.ts';
import { followRoutes } from './routes/follow.ts';
import { watchlistRoutes } from './routes/watchlist.ts';
import { viewerRoutes } from './routes/viewer.ts';
import { pushRoutes } from './routes/push.ts';
import { pushWorkerRoutes } from './static/push-sw.ts';
import { createWebPush } from './push/sender.ts';
import { devVapidKeys } from './push/vapid.ts';
import { recommendationRoutes } from './routes/recommendation.ts';
import { commerceRoutes } from './routes/commerce.ts';
import { tagRoutes } from './routes/tags.ts';
import { customerRoutes } from './routes/customer.ts';
import { contentPageRoutes } from './routes/content-pages.ts';
import { mediaRoutes } from './media/routes.ts';

export interface PortalUrls {
  portal: string;
  cdn: string;
  idp: string;
  cards: string;
  survey: string;
}

export interface RunningPortal {
  urls: PortalUrls;
  /** Shared state for tests and tools (database, tenants, settings, realtime). */
  ctx: AppContext;
  /** The portal's fastify instance (tests inject requests from other client addresses). */
  app: FastifyInstance;
  close(): Promise<void>;
}

const SENSITIVE_QUERY = /([?&](?:token|password|data|code|code_verifier|refresh_token|access_token|id_token|subject_token)=)[^&]*/gi;

/** Query parameters that carry secrets (reset token, limit-page data with a password, codes) never reach the logs. */
export const redactUrl = (url: string) => String(url).replace(SENSITIVE_QUERY, '$1[redacted]');

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-authorization"]',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.refresh_token',
        '*.access_token',
        '*.subject_token',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(req: FastifyRequest) {
        return { method: req.method, url: redactUrl(req.url), host: req.headers.host, remoteAddress: req.ip };
      },
    },
  };
}

async function listen(app: FastifyInstance | Server, port: number, host: string): Promise<number> {
  if ('listen' in app && typeof (app as FastifyInstance).ready === 'function') {
    await (app as FastifyInstance).listen({ port, host });
    return ((app as FastifyInstance).server.address() as AddressInfo).port;
  }
  const server = app as Server;
  await new Promise<void>((res, rej) => {
    server.once('error', rej);
    server.listen(port, host, () => {
      server.off('error', rej);
      res();
    });
  });
  return (server.address() as AddressInfo).port;
}

export async function startPortal(opts: PortalOptions = {}): Promise<RunningPortal> {
  const host = opts.host ?? '127.0.0.1';
  const publicHost = opts.publicHost ?? (host === '0.0.0.0' || host === '::' ? 'localhost' : host);
  const basePort = opts.port ?? 8080;
  const logLevel = opts.logLevel ?? 'info';
  const logger = loggerOptions(logLevel);
  const tenantsDir = opts.tenantsDir ?? resolve(REPO_DIR, 'tenants');
  const cdnDir = resolve(opts.cdnDir ?? resolve(REPO_DIR, '.cdn'));
  const shellDistDir = resolve(opts.shellDistDir ?? resolve(REPO_DIR, 'shell/dist'));
  const assetsDir = resolve(opts.assetsDir ?? resolve(API_DIR, 'assets'));

  // 1. tenants (an invalid file stops start-up with the file and field in the message)
  const tenants = new TenantRegistry(loadTenants(tenantsDir), opts.defaultTenant);

  // 2. database
  const database: Database = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir, loadDataDir: opts.pgliteTemplate });
  const cleanups: (() => Promise<unknown>)[] = [() => database.close()];
  try {
    await migrate(database);
    if (opts.seed !== false) await seedIfNeeded(database, tenants.tenants);
    await refreshEventDates(database);

    const settings: Settings = {
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

    // 3. servers (routes registered now; origins filled in once the ports are known)
    const origins: Origins = { cdn: '', idp: '', cards: '', survey: '' };
    const portal = Fastify({
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
    const ctx: AppContext = {
      database,
      db: database.db,
      tenants,
      origins,
      portalPort: 0,
      cdnDir,
      shellDistDir,
      settings,
      mailer: createMailer(database.db, opts.smtpUrl ? { url: opts.smtpUrl, from: opts.mailFrom ?? 'Sports Portal <no-reply@localhost>' } : undefined),
      realtime: { emitToUser() {}, emitToEvent() {} },
    };
    // Web push (ADR 0036): the deployment's VAPID keys, or development keys kept in the data folder.
    const vapid = opts.vapid ?? (settings.devMode ? devVapidKeys(opts.vapidKeyFile) : undefined);
    if (vapid) ctx.webPush = createWebPush(ctx, vapid, { log: portal.log });
    else portal.log.info('web push off: no VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT');
    const publicCache = new PublicCache({ ttlMs: opts.publicCacheTtlMs ?? 2000 });
    attachPublicCache(ctx, publicCache);
    // Scale-out mode (ADR 0022): socket rooms, rate limits and the scheduler's lease in Redis.
    const redis: Redis | null = opts.redisUrl ? await connectRedis(opts.redisUrl, portal.log) : null;
    if (redis) {
      cleanups.unshift(() => redis.quit());
      portal.log.info({ redis: opts.redisUrl!.replace(/\/\/[^@]*@/, '//***@') }, 'scale-out mode: redis on');
    }
    cleanups.unshift(async () => ctx.mailer.close?.());
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
    // Filled in once the portal's port is known; CORS reads it per request.
    let portalOrigins: string[] = [];
    // The portal's own origins everywhere; a tenant's embed_origins only for the reads an embed makes (ADR 0034).
    await portal.register(cors, {
      delegator: (request: FastifyRequest, cb: (error: Error | null, options: ReturnType<typeof corsOptions>) => void) =>
        cb(null, corsOptions(() => [...portalOrigins, ...embedCorsOrigins(request)])),
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
      errorResponseBuilder: (_request, context) =>
        new ApiError(429, 'too_many_requests', `Too many attempts; try again in ${Math.ceil(context.ttl / 1000)} s`),
    });
    // The API reference from the routes' own zod schemas, in development (GET /api/docs).
    if (settings.devMode) await apiReference(portal);
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
    await portalStaticRoutes(portal, ctx, { assetsDir });

    const realtime: RealtimeServer = await createRealtime({
      server: portal.server,
      tenants,
      log: portal.log,
      redis: redis ?? undefined,
      getContext: () => ctx,
      limits: { maxPerAddress: opts.socketMaxPerAddress },
      trustProxy: opts.trustProxy,
    });
    // A catalogue change told to an event's room also drops the tenant's cached public reads,
    // here and (through Redis) in every other process.
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
    cleanups.unshift(() => realtime.close());
    devFaultRoutes(portal, ctx, realtime.io);
    devMetricsRoutes(portal, ctx, realtime.io);
    // Upcoming events go live and live events finish on the clock, and their rooms are told;
    // with several processes, only the holder of the lease runs the passes.
    const lease = redis ? redisLeaderLock(redis, 'live-scheduler', 15_000) : null;
    const liveScheduler = startLiveScheduler(ctx, { log: portal.log, isLeader: lease ? () => lease.isLeader() : undefined });
    if (lease) cleanups.unshift(() => lease.release());
    cleanups.unshift(async () => liveScheduler.stop());
    cleanups.unshift(async () => ctx.webPush?.settled());

    const cdn = await createCdnServer(cdnDir, logger);
    const cards = await createCardsServer(logger, () => portalOrigins, () => origins.cards);
    const survey = createSurveyServer(() => portalOrigins, logger);
    // The IdP's issuer URL needs its port, so its handler is attached once the server listens.
    const idpSlot: { handle?: (req: IncomingMessage, res: ServerResponse) => void } = {};
    const idpServer = createServer((req, res) => {
      if (!idpSlot.handle) {
        res.writeHead(503).end('starting');
        return;
      }
      idpSlot.handle(req, res);
    });

    const next = (i: number) => (basePort === 0 ? 0 : basePort + i);
    const portalPort = await listen(portal, next(0), host);
    cleanups.unshift(() => portal.close());
    const cdnPort = await listen(cdn, next(1), host);
    cleanups.unshift(() => cdn.close());
    // The demo stand-ins for outside services keep their state in memory (the IdP's sessions, the
    // card sandbox's charges): in a cluster only the first worker serves them (ADR 0022).
    const standIns = opts.standIns !== false;
    const idpPort = standIns ? await listen(idpServer, next(2), host) : next(2);
    if (standIns) {
      cleanups.unshift(
        () =>
          new Promise<void>((res) => {
            idpServer.closeAllConnections();
            idpServer.close(() => res());
          }),
      );
    }
    const cardsPort = standIns ? await listen(cards, next(3), host) : next(3);
    if (standIns) cleanups.unshift(() => cards.close());
    const surveyPort = standIns ? await listen(survey, next(4), host) : next(4);
    if (standIns) cleanups.unshift(() => survey.close());

    const origin = (port: number) => `http://${publicHost}:${port}`;
    Object.assign(origins, { cdn: origin(cdnPort), idp: origin(idpPort), cards: origin(cardsPort), survey: origin(surveyPort) });
    ctx.portalPort = portalPort;
    portalOrigins = [
      ...new Set(tenants.tenants.flatMap((t) => [...t.hosts, 'localhost', '127.0.0.1', publicHost]).map((h) => `http://${h}:${portalPort}`)),
    ];
    const idp = await createIdentityProvider({ issuer: origins.idp, clients: ssoClients(tenants.tenants, origins, portalPort) });
    idpSlot.handle = (req, res) => void idp.handle(req, res);

    const urls: PortalUrls = { portal: origin(portalPort), ...origins };
    let closed = false;
    return {
      urls,
      ctx,
      app: portal,
      async close() {
        if (closed) return;
        closed = true;
        for (const fn of cleanups) await fn().catch(() => {});
      },
    };
  } catch (err) {
    for (const fn of cleanups) await fn().catch(() => {});
    throw err;
  }
}
