// What every commerce route module gets: the typed app, the database, the tenant switch and the
// signed-in guard.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { ApiError } from '../../http/errors.ts';
import { requireAuth } from '../../http/auth.ts';
import type { ZodTypeProvider } from '../../http/validate.ts';
import { commerceEnabled } from './json.ts';

export function commerceScope(server: FastifyInstance, ctx: AppContext) {
  const commerceOn = async (request: FastifyRequest) => {
    if (!commerceEnabled(request.tenant)) throw new ApiError(404, 'commerce_disabled', 'Commerce is not available for this portal');
  };
  return { app: server.withTypeProvider<ZodTypeProvider>(), ctx, db: ctx.db, commerceOn, authed: [commerceOn, requireAuth(ctx)] };
}
export type CommerceScope = ReturnType<typeof commerceScope>;

export const pageQuery = z.object({ page: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(200).default(10) });
