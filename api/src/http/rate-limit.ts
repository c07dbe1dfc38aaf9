// Per-route rate limits (@fastify/rate-limit, registered with global: false and hook preValidation
// (before schema validation, after body parsing) so the key can include the submitted username). Windows are short: never a permanent lock-out.
import type { FastifyRequest } from 'fastify';

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
