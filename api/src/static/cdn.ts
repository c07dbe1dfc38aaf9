// The remotes' CDN origin: .cdn/<remote-id>/<version>/... and .cdn/<remote-id>/pointers.json.
// CORS open (remotes load cross-origin); manifests, remote entries and pointers are revalidated
// on every load, everything else is content-addressed by version and immutable.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { IMMUTABLE, resolveFile, sendFile } from './files.ts';

export function cdnCachePolicy(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (name === 'mf-manifest.json' || name === 'remoteEntry.js' || name === 'pointers.json' || name === 'mf-stats.json') return 'no-cache';
  return IMMUTABLE;
}

export function createCdnServer(cdnDir: string, logger: FastifyServerOptions['logger']): FastifyInstance {
  const app = Fastify({ logger, forceCloseConnections: true });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('timing-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (request.method === 'OPTIONS') {
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
        .header('access-control-allow-headers', String(request.headers['access-control-request-headers'] ?? '*'))
        .header('access-control-max-age', '86400')
        .send();
    }
  });
  app.get('/health', async () => ({ ok: true }));
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const file = resolveFile(cdnDir, path);
    if (!file) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(`Not found: ${path}`);
    return sendFile(reply, file, cdnCachePolicy(path));
  });
  app.options('/*', async (_request, reply) => reply.code(204).send());
  return app;
}
