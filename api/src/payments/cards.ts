// Sandbox card provider origin. For now: a placeholder checkout script and a health check;
// the card form and tokenisation come with the commerce issue.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import { corsOptions } from '../static/cdn.ts';

const CHECKOUT_JS = `/* Sandbox card provider (placeholder). The hosted card form arrives with the commerce issue. */
(function () {
  var api = {
    version: '0.1.0-sandbox',
    ready: false,
    init: function () { return Promise.reject(new Error('Sandbox card provider: checkout is not available yet')); }
  };
  window.SandboxCards = api;
})();
`;

export async function createCardsServer(logger: FastifyServerOptions['logger'], allowedOrigins: () => string[]): Promise<FastifyInstance> {
  const app = Fastify({ logger, forceCloseConnections: true });
  await app.register(cors, corsOptions(allowedOrigins));
  app.get('/health', async () => ({ ok: true, provider: 'sandbox-cards' }));
  app.get('/checkout.js', async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(CHECKOUT_JS),
  );
  app.get('/', async (_request, reply) => reply.type('text/plain; charset=utf-8').send('Sandbox card provider. GET /checkout.js, GET /health'));
  return app;
}
