// Settings from the environment (main.ts) with defaults; startPortal takes the same as options.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { vapidFromEnv, type VapidKeys } from './push/vapid.ts';

export const API_DIR = fileURLToPath(new URL('..', import.meta.url));
export const REPO_DIR = resolve(API_DIR, '..');

export interface PortalOptions {
  /** Portal origin port; CDN, IdP, cards and survey use the next four. 0 = random ports for all. */
  port?: number;
  /** Listen address (default 127.0.0.1). */
  host?: string;
  /** Host name used in the other origins' URLs (default: host, or localhost when host is 0.0.0.0/::). */
  publicHost?: string;
  /** PGlite data directory ('memory://' for in-memory). Ignored when databaseUrl is set. */
  dataDir?: string;
  /** PostgreSQL connection string. */
  databaseUrl?: string;
  /** PGlite: start from a dumped data directory (tests use a cached, migrated and seeded template). */
  pgliteTemplate?: Blob;
  cdnDir?: string;
  tenantsDir?: string;
  shellDistDir?: string;
  assetsDir?: string;
  /** pino level: fatal, error, warn, info, debug, trace, silent. */
  logLevel?: string;
  /** Default tenant override (env PORTAL_TENANT). */
  defaultTenant?: string;
  /** Scale-out mode: socket.io adapter, rate limits and the scheduler's leader lock in Redis (ADR 0022). */
  redisUrl?: string;
  /** fastify trustProxy: the load balancer's address(es)/CIDR or hop count (env TRUST_PROXY); default off. */
  trustProxy?: boolean | string | number;
  /** Open sockets per client address, handshakes included (env SOCKET_MAX_PER_ADDRESS; default 20, issue 26). */
  socketMaxPerAddress?: number;
  /** Serve the in-memory demo stand-ins (IdP, card sandbox, survey); cluster workers after the first do not. Default true. */
  standIns?: boolean;
  /** Lifetime of cached public catalogue reads in ms (ADR 0023); 0 turns the cache off. Default 2000. */
  publicCacheTtlMs?: number;
  smtpUrl?: string;
  /** Sender of SMTP mail (env MAIL_FROM). */
  mailFrom?: string;
  accessTokenTtl?: number;
  refreshTokenTtl?: number;
  refreshGraceSeconds?: number;
  resetTokenTtl?: number;
  /** Tries per minute per account on credential and code routes (env RATE_LIMIT_MAX, default 10). */
  rateLimitMax?: number;
  /** Tries per minute per client address on anonymous credential routes (env RATE_LIMIT_IP_MAX, default 3 × rateLimitMax). */
  rateLimitIpMax?: number;
  /** Seed when empty or outdated (default true). */
  seed?: boolean;
  /**
   * HMAC secret of signed media URLs (env MEDIA_SIGNING_SECRET, ADR 0029). Every process behind one
   * address needs the same one; unset, one is generated at start.
   */
  mediaSigningSecret?: string;
  /** VAPID keys of web push (env VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT; ADR 0036). */
  vapid?: VapidKeys;
  /** Development without `vapid`: keys generated once into this file (default in memory, per process). */
  vapidKeyFile?: string;
  /**
   * Development mode (env PORTAL_DEV=1, set by `npm start` and `npm run dev`): the routes of
   * DEV_ROUTES (http/dev-routes.ts, loopback clients only) and generated VAPID keys. Default off;
   * NODE_ENV=production refuses it.
   */
  devMode?: boolean;
}

const num = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));

/**
 * TRUST_PROXY names the load balancer's address(es) or CIDR; request.ip (which rate limits key on)
 * is then the entry the balancer appended to X-Forwarded-For. `true` would take the leftmost entry,
 * which the caller writes, and fastify 5 trusts no hop count (every viewer would be the balancer):
 * both stop the start with a message rather than run with limits that do not hold.
 */
export function trustProxyFromEnv(value: string | undefined): string | undefined {
  if (!value || value === 'false') return undefined;
  if (value === 'true' || /^\d+$/.test(value)) {
    throw new Error(`TRUST_PROXY=${value}: give the load balancer's address(es) or CIDR (e.g. 10.0.0.0/8), not true or a hop count`);
  }
  return value;
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): PortalOptions {
  return {
    port: num(env.PORT) ?? 8080,
    host: env.HOST || '127.0.0.1',
    publicHost: env.PUBLIC_HOST || undefined,
    dataDir: env.PGLITE_DIR || resolve(REPO_DIR, '.data/pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    cdnDir: env.CDN_DIR || undefined,
    tenantsDir: env.TENANTS_DIR || undefined,
    shellDistDir: env.SHELL_DIST_DIR || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    defaultTenant: env.PORTAL_TENANT || undefined,
    redisUrl: env.REDIS_URL || undefined,
    publicCacheTtlMs: num(env.PUBLIC_CACHE_TTL_MS),
    socketMaxPerAddress: num(env.SOCKET_MAX_PER_ADDRESS),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    accessTokenTtl: num(env.ACCESS_TOKEN_TTL),
    refreshTokenTtl: num(env.REFRESH_TOKEN_TTL),
    refreshGraceSeconds: num(env.REFRESH_GRACE_SECONDS),
    resetTokenTtl: num(env.RESET_TOKEN_TTL),
    rateLimitMax: num(env.RATE_LIMIT_MAX),
    rateLimitIpMax: num(env.RATE_LIMIT_IP_MAX),
    devMode: env.PORTAL_DEV === '1' && env.NODE_ENV !== 'production',
    vapid: vapidFromEnv(env),
    vapidKeyFile: resolve(REPO_DIR, '.data/vapid-keys.json'),
    // Generated when unset and kept in the environment, so node:cluster workers (forked with the
    // primary's environment, ADR 0022) share it; separate processes must be given one.
    mediaSigningSecret: (env.MEDIA_SIGNING_SECRET ||= randomBytes(32).toString('base64url')),
  };
}
