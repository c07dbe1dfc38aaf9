// The remotes' CDN origin: .cdn/<remote-id>/<version>/... and .cdn/<remote-id>/pointers.json,
// served by @fastify/static (precompressed .br/.gz by Accept-Encoding). Remotes load
// cross-origin with crossorigin="anonymous". Everything here is public, immutable and read
// without credentials, so CORS allows any origin, as public CDNs do: a portal reached through
// a gateway, a custom domain or a preview host must load its remotes too (the API, which
// carries credentials, keeps its exact allow-list: corsOptions).
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { cdnCachePolicy, STATIC_DEFAULTS } from './files.ts';

export { cdnCachePolicy } from './files.ts';

/** CORS for the portal's own origins only, read per request (the ports are known after listen). */
export function corsOptions(allowedOrigins: () => string[]) {
  return {
    origin: (_origin: string | undefined, cb: (err: Error | null, origin: string[]) => void) => cb(null, allowedOrigins()),
    methods: ['GET', 'HEAD', 'OPTIONS'],
    maxAge: 86400,
  };
}

export async function createCdnServer(cdnDir: string, logger: FastifyServerOptions['logger']): Promise<FastifyInstance> {
  const app = Fastify({ logger, forceCloseConnections: true });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('timing-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD', 'OPTIONS'], maxAge: 86400 });
  app.get('/health', async () => ({ ok: true }));
  await app.register(fastifyStatic, {
    ...STATIC_DEFAULTS,
    root: cdnDir,
    prefix: '/',
    // Files appear as remotes are published while the server runs: look them up per request.
    wildcard: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cdnCachePolicy(path));
      reply.header('x-content-type-options', 'nosniff');
    },
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(`Not found: ${request.url.split('?')[0]}`),
  );
  return app;
}
