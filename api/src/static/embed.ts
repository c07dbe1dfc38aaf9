// GET /embed.js and its runtime (issue 15 item 7, ADR 0034): the loader a tenant's site includes,
// and the bundle it loads only when the page has an embed element. The runtime is bundled by
// esbuild on first request and kept in memory (a few hundred ms once per process); its URL
// carries a content hash, so it is cached for a year and embed.js (5 minutes) points at it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { requestOrigin } from '../http/origin.ts';

const HERE = import.meta.dirname;

interface Built {
  code: string;
  hash: string;
}
let built: Promise<Built> | null = null;

/** The runtime bundle (Module Federation runtime + single-spa), minified. */
export function buildEmbedRuntime(): Promise<Built> {
  built ??= (async () => {
    const esbuild = await import('esbuild');
    const out = await esbuild.build({
      entryPoints: [join(HERE, 'embed-runtime.ts')],
      bundle: true,
      minify: true,
      format: 'iife',
      target: 'es2020',
      platform: 'browser',
      write: false,
      legalComments: 'none',
      define: { 'process.env.NODE_ENV': '"production"', FEDERATION_DEBUG: '""' },
    });
    const code = out.outputFiles[0]!.text;
    return { code, hash: createHash('sha256').update(code).digest('hex').slice(0, 12) };
  })();
  built.catch(() => (built = null));
  return built;
}

const LOADER = readFileSync(join(HERE, 'embed-loader.js'), 'utf8');

/** embed.js with the runtime's hashed path and the portal origin (a fallback when currentScript is gone). */
export function embedLoader(origin: string, runtimeHash: string): string {
  return LOADER.replace('__RUNTIME_PATH__', `/embed/runtime.${runtimeHash}.js`).replace('__PORTAL_ORIGIN__', origin);
}

export function embedRoutes(app: FastifyInstance, _ctx: AppContext) {
  app.get('/embed.js', async (request, reply) => {
    const { hash } = await buildEmbedRuntime();
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(embedLoader(requestOrigin(request), hash));
  });
  app.get('/embed/:file', async (request, reply) => {
    const { code, hash } = await buildEmbedRuntime();
    const file = (request.params as { file: string }).file;
    if (!/^runtime\.[0-9a-f]{12}\.js$/.test(file)) return reply.callNotFound();
    // An older hash (a cached embed.js) still gets today's runtime, just not cached for long.
    const immutable = file === `runtime.${hash}.js`;
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(code);
  });
}

// Reads an embed needs from another site: the tenant configuration, an event, the media.
const EMBED_READS = [/^\/api\/customer\/config(?:\?|$)/, /^\/api\/event\/get_by_id\/id\/[^/?]+(?:\?|$)/, /^\/media\//];

/** The tenant's embed_origins for the read calls an embed makes; nothing for every other route. */
export function embedCorsOrigins(request: Pick<FastifyRequest, 'url' | 'method'> & { tenant?: { embed_origins?: string[] } | null }): string[] {
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') return [];
  if (!EMBED_READS.some((re) => re.test(request.url))) return [];
  return request.tenant?.embed_origins ?? [];
}
