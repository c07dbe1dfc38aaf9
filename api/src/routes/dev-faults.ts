// Development only (issue 14 item 1): faults the reliability suite injects into a running
// portal. POST /api/dev/faults/socket-restart stands for a restart of the socket.io server:
// every connection is closed and new handshakes are refused for `seconds`, so clients go
// through their real reconnect backoff and rejoin their rooms afterwards, while the HTTP API
// keeps answering (a process restart would take the API down too; the e2e suite cannot tell
// which of the two a client saw, and this one needs no second process). 404 outside devMode
// and development tenants, like GET /api/dev/outbox.
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { type ZodTypeProvider } from '../http/validate.ts';

type AllowRequest = NonNullable<Server['engine']['opts']['allowRequest']>;

export function devFaultRoutes(server: FastifyInstance, ctx: AppContext, io: Server) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  let refuseUntil = 0;
  let wrapped = false;
  if (!ctx.settings.devMode) return; // development mode only, loopback clients only (http/dev-routes.ts)

  app.post('/api/dev/faults/socket-restart', { schema: { body: z.object({ seconds: z.number().min(0).max(30) }) } }, async (request) => {
    if (request.tenant.environment !== 'development') {
      throw new ApiError(404, 'not_found', 'No API route POST /api/dev/faults/socket-restart');
    }
    if (!wrapped) {
      // Handshakes during the gap fail like a closed port does for the client: a transport error, retried with backoff.
      const original = io.engine.opts.allowRequest;
      const gate: AllowRequest = (req, cb) => (Date.now() < refuseUntil ? cb('restarting', false) : original ? original(req, cb) : cb(null, true));
      io.engine.opts.allowRequest = gate;
      wrapped = true;
    }
    refuseUntil = Date.now() + request.body.seconds * 1000;
    const closed = io.engine.clientsCount;
    // Closing the engine's clients (not io.disconnectSockets): the client sees a lost
    // transport, as with a dead server, and reconnects on its own; a server-side
    // disconnect would tell it not to.
    const clients = (io.engine as unknown as { clients: Record<string, { close(discard?: boolean): void }> }).clients;
    for (const client of Object.values(clients)) client.close(true);
    return { content: { closed, refusingForMs: request.body.seconds * 1000 } };
  });
}
