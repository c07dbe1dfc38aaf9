// What a soak watches for leaks (issue 14 item 7), development tenants only: memory, sockets,
// rooms, listeners on the long-lived emitters, database connections. After every client has
// left, sockets and event/user rooms return to zero and the rest to their baseline.
import type { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import type { AppContext } from '../context.ts';
import { ApiError } from '../http/errors.ts';

const listeners = (emitters: EventEmitter[]) => emitters.reduce((n, e) => n + e.eventNames().reduce((m, name) => m + e.listenerCount(name), 0), 0);

export function devMetricsRoutes(app: FastifyInstance, ctx: AppContext, io: Server) {
  if (!ctx.settings.devMode) return; // development mode only, loopback clients only (http/dev-routes.ts)
  app.get('/api/dev/metrics', async (request) => {
    if (request.tenant.environment !== 'development') throw new ApiError(404, 'not_found', 'No API route GET /api/dev/metrics');
    const nsp = io.of('/');
    const rooms = [...nsp.adapter.rooms.keys()];
    const memory = process.memoryUsage();
    return {
      content: {
        // which process answered and on which database (scale-out tests); GET /api/health says only its status
        pid: process.pid,
        database: ctx.database.kind,
        memory: { rss: memory.rss, heapUsed: memory.heapUsed, external: memory.external },
        sockets: nsp.sockets.size,
        // every socket also sits in a room of its own id: count the portal's rooms only
        eventRooms: rooms.filter((r) => r.startsWith('event:')).length,
        userRooms: rooms.filter((r) => r.startsWith('user:')).length,
        listeners: listeners([io as unknown as EventEmitter, io.engine as unknown as EventEmitter, nsp as unknown as EventEmitter, app.server]),
        db: ctx.database.connections(),
      },
    };
  });
}
