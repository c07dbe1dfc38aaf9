// GET /push-sw.js (ADR 0036): the web push service worker, at the origin root so its scope can be
// '/' (every portal page), with a policy of its own: it fetches nothing and runs no other script.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

const WORKER = readFileSync(new URL('./push-sw.js', import.meta.url), 'utf8');

export function pushWorkerRoutes(app: FastifyInstance) {
  app.get('/push-sw.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('service-worker-allowed', '/')
      // browsers revalidate workers anyway (24 h at most); no-cache makes a new version reach them at once
      .header('cache-control', 'no-cache')
      .header('content-security-policy', "default-src 'none'; img-src 'self'")
      .header('x-content-type-options', 'nosniff')
      .send(WORKER),
  );
}
