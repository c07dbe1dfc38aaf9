// startPortal: starts the five origins (portal + API + socket.io, CDN, OpenID provider, sandbox
// card provider, survey form) on one database, and returns their URLs and a close function.
// Its steps are in api/src/startup/.
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { PortalOptions } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase } from './db/client.ts';
import type { Origins } from './tenants.ts';
import { Cleanups } from './startup/cleanups.ts';
import {
  attachCatalogueCache,
  attachWebPush,
  buildContext,
  buildSettings,
  connectScaleOut,
  createPortalApp,
  installRequestGuards,
  loadTenantRegistry,
  prepareDatabase,
  registerHttpPlugins,
  registerRealtimeRoutes,
  registerRoutes,
  resolveStartup,
  serveStatic,
  startLiveScheduling,
  startRealtime,
  type PortalOrigins,
} from './startup/portal-app.ts';
import { createSideServers, listenOnPorts, publishOrigins } from './startup/listeners.ts';

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

export async function startPortal(opts: PortalOptions = {}): Promise<RunningPortal> {
  const paths = resolveStartup(opts, loggerOptions);
  // Tenants before anything opens: an invalid file stops start-up; the seed needs them.
  const tenants = loadTenantRegistry(opts, paths.tenantsDir);
  const database = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir, loadDataDir: opts.pgliteTemplate });
  // Each step that opens something adds its cleanup; they run in reverse (the database last).
  const cleanups = new Cleanups();
  cleanups.add(() => database.close());
  try {
    await prepareDatabase(database, tenants, opts);
    const settings = buildSettings(opts);
    // Filled in once the ports are known; the routes, CORS and the stand-ins read them per request.
    const origins: Origins = { cdn: '', idp: '', cards: '', survey: '' };
    const portalOrigins: PortalOrigins = { list: [] };
    const portal = createPortalApp(opts, paths.logger);
    const ctx = buildContext(opts, { database, tenants, origins, settings, paths });
    attachWebPush(ctx, opts, portal.log);
    const publicCache = attachCatalogueCache(ctx, opts);
    const redis = await connectScaleOut(opts, portal.log, cleanups);
    cleanups.add(async () => ctx.mailer.close?.());
    // Order matters from here: the guards' onRequest hook runs before the plugins' (Host allow-list
    // before CORS), and validation, auth classes and the dev guard wrap routes as they are added;
    // the plugins come before the routes; the static routes answer every path the API does not.
    installRequestGuards(portal, tenants, paths.publicHost, settings);
    await registerHttpPlugins(portal, { redis, portalOrigins });
    await registerRoutes(portal, ctx, opts);
    await serveStatic(portal, ctx, paths.assetsDir);
    // socket.io attaches to the portal's HTTP server; the development routes that use it follow.
    const realtime = await startRealtime(portal, ctx, { redis, publicCache, opts }, cleanups);
    registerRealtimeRoutes(portal, ctx, realtime);
    startLiveScheduling(ctx, redis, portal.log, cleanups);
    // Listen last, then write the URLs that need the ports (the IdP's issuer among them).
    const side = await createSideServers(paths, origins, portalOrigins);
    const ports = await listenOnPorts(portal, side, paths, opts.standIns !== false, cleanups);
    const portalUrl = await publishOrigins(ctx, { ports, publicHost: paths.publicHost, origins, portalOrigins, side });

    const urls: PortalUrls = { portal: portalUrl, ...origins };
    let closed = false;
    return {
      urls,
      ctx,
      app: portal,
      async close() {
        if (closed) return;
        closed = true;
        await cleanups.run();
      },
    };
  } catch (err) {
    await cleanups.run();
    throw err;
  }
}
