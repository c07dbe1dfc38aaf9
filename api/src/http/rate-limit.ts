// Per-route rate limits (@fastify/rate-limit, registered with global: false and hook preValidation
// (before schema validation, after body parsing) so the key can include the submitted username). Windows are short: never a permanent lock-out.
import type { FastifyRequest } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

export function limitByIpAnd(field: string | string[], max: number, timeWindow = 60_000) {
  const fields = Array.isArray(field) ? field : [field];
  return {
    rateLimit: {
      max,
      timeWindow,
      keyGenerator: (request: FastifyRequest) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const who = fields
          .map((f) => body[f])
          .find((v) => typeof v === 'string' && v);
        const tenant = request.tenant?.id ?? '-';
        return `${request.routeOptions.url}|${tenant}|${request.ip}|${typeof who === 'string' ? who.trim().toLowerCase() : ''}`;
      },
    },
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
