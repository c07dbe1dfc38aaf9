// GET /api/customer/config: the tenant's public configuration with placeholders resolved and
// remotes (deploy pointers resolved on every request, so a pointer change needs no restart).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { publicTenantConfig } from '../tenants.ts';
import { requestOrigin } from '../http/origin.ts';

export function customerRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/customer/config', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const content = publicTenantConfig(request.tenant, {
      origin: requestOrigin(request),
      origins: ctx.origins,
      cdnDir: ctx.cdnDir,
      shellDistDir: ctx.shellDistDir,
      webPushPublicKey: ctx.webPush?.publicKey,
    });
    return { content };
  });
}
