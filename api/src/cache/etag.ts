// ETag/304 for the public catalogue's JSON answers (ADR 0023), by @fastify/etag: the tag is a hash
// of the exact bytes this viewer gets, so a client holding them revalidates for a few bytes, and a
// tag can never vouch for another viewer's answer (their bytes differ). Weak, because compression
// changes the encoding.
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/** The answer depends on the token, so caches key it on the token headers. */
const VARY_TOKEN = 'X-Authorization, Authorization';

/**
 * Registers `routes` in a scope whose successful answers carry a weak ETag, `Cache-Control:
 * private, no-cache` (revalidate every time, never in a shared cache) and the token headers in
 * Vary; a request whose If-None-Match holds the tag gets an empty 304.
 * A scope of its own because the plugin tags every string answer of the instance it is on. Its
 * onSend runs before @fastify/compress's (a route-level hook), so it hashes the JSON, not the
 * compressed stream. The scope copies its parent's hooks when it loads (after the caller's
 * synchronous registrations), as every encapsulated scope does.
 */
export function withJsonEtags(server: FastifyInstance, routes: (scope: FastifyInstance) => void) {
  server.register(async (scope) => {
    // Added before the plugin's hook, so it runs while the status is still the handler's.
    scope.addHook('onSend', async (_request, reply) => {
      if (reply.statusCode >= 300) return;
      const vary = reply.getHeader('vary');
      reply.header('cache-control', 'private, no-cache').header('vary', vary ? `${String(vary)}, ${VARY_TOKEN}` : VARY_TOKEN);
    });
    await scope.register(fastifyEtag, { weak: true });
    routes(scope);
  });
}
