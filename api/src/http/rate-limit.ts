// Per-route rate limits (security issue 26 item 5), keyed only on what a caller cannot choose:
// the signed-in account (the user id of the verified token, never a body field) or, anonymous,
// the client address (request.ip: the socket's, or X-Forwarded-For only from TRUST_PROXY).
// Anonymous routes that name an account (sign-in, sign-up, forgot password) also count per
// account named, normalised as the lookup does, so neither rotating made-up names from one
// address nor one name from many addresses multiplies tries. @fastify/rate-limit runs at
// preValidation (registered with global: false), after the auth hook and before the schema, so
// malformed bodies count too. Windows are short: never a permanent lock-out.
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { normalizeIP, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { normalizeEmail } from '../auth/accounts.ts';
import { ApiError } from './errors.ts';

const WINDOW_MS = 60_000;

/** The caller: `user:<id>` when signed in, else the client address (an IPv6 caller's /64, which one machine usually holds whole). */
export function callerKey(request: FastifyRequest): string {
  const who = request.auth ? `user:${request.auth.user.id}` : `ip:${normalizeIP(request.ip, 64)}`;
  return `${request.routeOptions.url}|${request.tenant?.id ?? '-'}|${who}`;
}

/** Route `config`: at most `max` calls per window per caller (callerKey). */
export function limitPerCaller(max: number, timeWindow = WINDOW_MS) {
  return { rateLimit: { max, timeWindow, keyGenerator: callerKey } };
}

/** The account a body names (the first of `fields` that is a string), normalised as sign-in looks it up. */
export function namedAccount(body: unknown, fields: readonly string[]): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const values = body as Record<string, unknown>;
  for (const field of fields) {
    const v = values[field];
    // bounded: the key of a 256 KB "e-mail" is not worth keeping; the schema refuses it anyway
    if (typeof v === 'string' && v.trim()) return normalizeEmail(v).slice(0, 320);
  }
  return null;
}

/**
 * preValidation hook: at most `max` calls per window for each account named in the body's
 * `fields`, from any address (added to limitPerCaller on anonymous routes). Answers as the
 * plugin does: 429 too_many_requests with Retry-After.
 */
export function limitPerNamedAccount(app: FastifyInstance, fields: readonly string[], max: number, timeWindow = WINDOW_MS): preValidationAsyncHookHandler {
  const check = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => `${request.routeOptions.url}|${request.tenant?.id ?? '-'}|account:${namedAccount(request.body, fields)}`,
  });
  return async function accountRateLimit(request, reply) {
    if (namedAccount(request.body, fields) === null) return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new ApiError(429, 'too_many_requests', `Too many attempts for this account; try again in ${result.ttlInSeconds} s`);
    }
  };
}

interface EvalClient {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

// Fixed window: the first hit of a window sets its expiry; the answer carries the time left.
const INCR = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

/**
 * Counters in Redis (scale-out mode, ADR 0022), so a limit holds whichever process a request hits.
 * The plugin's own Redis store needs ioredis; this is the same window on the node-redis client
 * the socket.io adapter already uses. A Redis error lets the request through (fail open) rather
 * than locking every viewer out.
 */
export function redisRateLimitStore(client: EvalClient, prefix = 'portal:rl:') {
  const make = (ns: string): FastifyRateLimitStore => ({
    incr(key, cb, timeWindow) {
      client.eval(INCR, { keys: [`${ns}${key}`], arguments: [String(timeWindow)] }).then(
        (res) => {
          const [current, ttl] = res as [number, number];
          cb(null, { current: Number(current), ttl: Number(ttl) });
        },
        () => cb(null, { current: 0, ttl: timeWindow }),
      );
    },
    child: (routeOptions) => {
      // The plugin passes the route as routeInfo (its typings say otherwise): one namespace per route.
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return make(`${ns}${route?.method ?? ''}${route?.url ?? ''}:`);
    },
  });
  // The plugin instantiates the store with `new`.
  return function RedisRateLimitStore() {
    return make(prefix);
  } as unknown as FastifyRateLimitStoreCtor;
}
