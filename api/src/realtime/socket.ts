// socket.io at /ws (websocket transport only). Rooms: event:<tenant>:<eventId> (public) and
// user:<tenant>:<userId> (needs the user's access token in handshake.auth.token).
import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, Realtime } from '../context.ts';
import { onSessionsEnded } from '../auth/tokens.ts';
import type { TenantRegistry } from '../tenants.ts';
import {
  BUSY,
  SOCKET_LIMITS,
  clientAddress,
  connectionCounter,
  eventAccess,
  guardedServerOptions,
  installSocketGuards,
  sessionRoom,
  type SocketData,
  type SocketLimits,
} from './guards.ts';
import type { Redis } from './redis.ts';

type Ack = (response: { ok: boolean; messageErrorCode?: string; message?: string }) => void;

export const eventRoom = (tenantId: string, eventId: number | string) => `event:${tenantId}:${eventId}`;
export const userRoom = (tenantId: string, userId: number | string) => `user:${tenantId}:${userId}`;

export interface RealtimeServer extends Realtime {
  io: Server;
  /** To the other API processes (scale-out mode; nothing to do in one process). */
  emitToServers(name: string, payload: unknown): void;
  onServerMessage(name: string, handler: (payload: unknown) => void): void;
  /** Disconnects every socket of these sessions, in every process (they ended). */
  disconnectSessions(sessionIds: number[]): void;
  close(): Promise<void>;
}

export async function createRealtime(opts: {
  server: HttpServer;
  tenants: TenantRegistry;
  log: FastifyBaseLogger;
  /** Scale-out mode: rooms span every process through Redis (pub/sub duplicated from this client). */
  redis?: Redis;
  getContext: () => AppContext;
  /** Overrides of SOCKET_LIMITS (tests; maxPerAddress from PortalOptions.socketMaxPerAddress). */
  limits?: Partial<SocketLimits>;
  /** fastify's trustProxy: the client address of a socket is then the balancer's last X-Forwarded-For entry. */
  trustProxy?: unknown;
}): Promise<RealtimeServer> {
  const limits: SocketLimits = { ...SOCKET_LIMITS, ...Object.fromEntries(Object.entries(opts.limits ?? {}).filter(([, v]) => v !== undefined)) };
  const perAddress = connectionCounter(limits.maxPerAddress, (req) => clientAddress(req, opts.trustProxy));
  const io = new Server(opts.server, {
    path: '/ws',
    transports: ['websocket'],
    serveClient: false,
    // Off (engine.io's default, pinned here): a room broadcast then encodes its websocket frame once
    // and writes the same bytes to every socket (socket.io-adapter's wsPreEncodedFrame); with
    // compression each socket would deflate the message itself.
    perMessageDeflate: false,
    cors: { origin: true, credentials: true },
    ...guardedServerOptions(opts.tenants, limits, perAddress),
  });
  installSocketGuards(io, opts.tenants, opts.getContext, limits);
  const access = eventAccess(opts.getContext, limits);
  const redisClients: { quit(): Promise<unknown> }[] = [];
  if (opts.redis) {
    const { createAdapter } = await import('@socket.io/redis-adapter');
    const pub = opts.redis.duplicate();
    const sub = opts.redis.duplicate();
    for (const c of [pub, sub]) c.on('error', (err: unknown) => opts.log.warn({ err }, 'redis adapter connection error'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    redisClients.push(pub, sub);
  }
  // Scale-out: every socket of this process is also in this room, so a broadcast can be published
  // to the other processes without this process's sockets (emitToEvent serves them just after).
  const processRoom = `process:${randomUUID()}`;
  if (opts.redis) io.on('connection', (socket: Socket) => void socket.join(processRoom));
  const serverHandlers = new Map<string, (payload: unknown) => void>();
  // Messages between API processes (not to browsers); only the Redis adapter carries them.
  io.on('portal:server-message', (name: unknown, payload: unknown) => {
    if (typeof name === 'string') serverHandlers.get(name)?.(payload);
  });

  io.on('connection', (socket: Socket) => {
    const data = socket.data as SocketData;
    const tenantId = data.tenant.id;
    const ack = (fn: unknown): Ack => (typeof fn === 'function' ? (fn as Ack) : () => {});
    const eventIdOf = (payload: unknown) => {
      const id = (payload as { eventId?: unknown } | null)?.eventId;
      return (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && /^[\w-]{1,64}$/.test(id)) ? String(id) : undefined;
    };
    const eventRooms = () => [...socket.rooms].filter((r) => r.startsWith('event:')).length;

    // Cheap checks first (shape, already joined, room cap), then the bounded access check.
    socket.on('join-event-room', (payload: unknown, cb: unknown) => {
      const id = eventIdOf(payload);
      if (!id) return ack(cb)({ ok: false, messageErrorCode: 'invalid_payload', message: 'eventId is required' });
      const room = eventRoom(tenantId, id);
      if (socket.rooms.has(room)) return ack(cb)({ ok: true });
      if (eventRooms() >= limits.maxEventRooms) {
        return ack(cb)({
          ok: false,
          messageErrorCode: 'too_many_rooms',
          message: `A connection follows at most ${limits.maxEventRooms} events; leave one first`,
        });
      }
      const answer = (may: boolean | typeof BUSY) => {
        if (may === BUSY) return ack(cb)({ ok: false, messageErrorCode: 'busy', message: 'Too many room requests at once; try again shortly' });
        if (!may) return ack(cb)({ ok: false, messageErrorCode: 'forbidden', message: 'This event is not open to this viewer' });
        if (!socket.connected) return;
        void Promise.resolve(socket.join(room)).then(() => ack(cb)({ ok: true }));
      };
      const may = access.mayJoin(socket, id);
      if (!(may instanceof Promise)) return answer(may);
      may.then(answer, (err: unknown) => {
        opts.log.warn({ err }, 'event room access check failed');
        answer(false);
      });
    });
    socket.on('leave-event-room', async (payload: unknown, cb: unknown) => {
      const id = eventIdOf(payload);
      if (!id) return ack(cb)({ ok: false, messageErrorCode: 'invalid_payload', message: 'eventId is required' });
      await socket.leave(eventRoom(tenantId, id));
      ack(cb)({ ok: true });
    });
    // The handshake's session (checked once at connect; a session that ends disconnects its sockets).
    socket.on('join-user-room', async (payload: unknown, cb: unknown) => {
      const userId = Number((payload as { userId?: unknown } | null)?.userId);
      if (!Number.isInteger(userId) || userId <= 0) return ack(cb)({ ok: false, messageErrorCode: 'invalid_payload', message: 'userId is required' });
      const auth = data.auth;
      if (!auth && !data.badToken) return ack(cb)({ ok: false, messageErrorCode: 'unauthorized', message: 'Connect with auth.token to join a user room' });
      if (!auth) return ack(cb)({ ok: false, messageErrorCode: 'invalid_token', message: 'The access token is invalid or has expired' });
      if (auth.session.status !== 'active') {
        return ack(cb)({ ok: false, messageErrorCode: 'device_limit_exceeded', message: 'Device Limit Exceeded: remove a device to continue' });
      }
      if (auth.user.id !== userId) return ack(cb)({ ok: false, messageErrorCode: 'forbidden', message: 'This is not your user room' });
      await socket.join(userRoom(tenantId, userId));
      ack(cb)({ ok: true });
    });
    socket.on('leave-user-room', async (payload: unknown, cb: unknown) => {
      const userId = Number((payload as { userId?: unknown } | null)?.userId);
      if (!Number.isInteger(userId) || userId <= 0) return ack(cb)({ ok: false, messageErrorCode: 'invalid_payload', message: 'userId is required' });
      await socket.leave(userRoom(tenantId, userId));
      ack(cb)({ ok: true });
    });
  });

  const disconnectSessions = (sessionIds: number[]) => {
    if (sessionIds.length) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  };
  const stopListening = onSessionsEnded(opts.getContext().db, disconnectSessions);

  return {
    io,
    emitToUser(tenantId, userId, event, payload) {
      io.to(userRoom(tenantId, userId)).emit(event, payload);
    },
    emitToEvent(tenantId, eventId, event, payload) {
      const room = eventRoom(tenantId, eventId);
      if (!opts.redis) return void io.to(room).emit(event, payload);
      // The other processes first: node-redis writes the publish on the next setImmediate, so a
      // plain emit would serve this process's sockets (thousands in a live event's room) before the
      // publish left, and the other processes would start only once ours were done. Published without
      // our sockets, then ours served in an immediate queued after the publish's write.
      io.to(room).except(processRoom).emit(event, payload);
      setImmediate(() => io.local.to(room).emit(event, payload));
    },
    emitToServers(name, payload) {
      if (opts.redis) io.serverSideEmit('portal:server-message', name, payload);
    },
    onServerMessage(name, handler) {
      serverHandlers.set(name, handler);
    },
    disconnectSessions,
    async close() {
      stopListening();
      // Not io.close(): it would also close the portal's HTTP server, which fastify owns.
      io.disconnectSockets(true);
      io.engine.close();
      for (const c of redisClients) await c.quit().catch(() => {});
    },
  };
}
