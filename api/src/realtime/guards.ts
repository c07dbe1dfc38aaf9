// Socket guards (issue 14 item 3): the handshake's Origin must be the page's own origin or one of the
// tenant's hosts, a presented token is checked once at connect (an invalid one joins nothing
// private), anonymous sockets join only rooms of events anyone may watch, and oversized or
// flooding clients are cut off.
import type { IncomingMessage } from 'node:http';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Server, ServerOptions, Socket } from 'socket.io';
import type { AppContext } from '../context.ts';
import { authenticateToken, type Authenticated } from '../auth/tokens.ts';
import { contracts, media, ppvTickets, subscriptions } from '../db/schema.ts';
import type { TenantConfig, TenantRegistry } from '../tenants.ts';

export const SOCKET_LIMITS = {
  /** Bigger frames close the connection (engine.io maxHttpBufferSize); room requests are tiny. */
  maxMessageBytes: 16 * 1024,
  /** Messages per second per socket; the client sends a handful per page, a flooder is disconnected. */
  maxPerSecond: 50,
};

export interface SocketData {
  tenant: TenantConfig;
  /** Set when the handshake carried a valid token of an active (or pending-device) session. */
  auth: Authenticated | null;
  /** The handshake carried a token that is not valid: private rooms are refused. */
  badToken: boolean;
}

const socketTenant = (tenants: TenantRegistry, req: { headers: IncomingMessage['headers']; url?: string }, queryTenant?: unknown) =>
  tenants.pick({
    host: req.headers.host,
    cookie: req.headers.cookie,
    queryTenant: typeof queryTenant === 'string' ? queryTenant : (new URL(req.url ?? '/', 'http://x').searchParams.get('tenant') ?? undefined),
  }).tenant;

/** Same-origin pages and the tenant's own hosts; no Origin at all is a non-browser client (nothing to forge). */
export function originAllowed(tenants: TenantRegistry, req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.host === req.headers.host) return true;
  return socketTenant(tenants, req).hosts.some((h) => h.toLowerCase() === url.hostname.toLowerCase());
}

export function guardedServerOptions(tenants: TenantRegistry): Partial<ServerOptions> {
  return {
    maxHttpBufferSize: SOCKET_LIMITS.maxMessageBytes,
    allowRequest: (req, cb) => cb(originAllowed(tenants, req) ? null : 'origin not allowed', originAllowed(tenants, req)),
  };
}

/** Reads the handshake token once per connection, and disconnects sockets that exceed the message rate. */
export function installSocketGuards(io: Server, tenants: TenantRegistry, getContext: () => AppContext) {
  io.use(async (socket, next) => {
    const data = socket.data as SocketData;
    data.tenant = socketTenant(tenants, socket.request, socket.handshake.query.tenant);
    data.auth = null;
    data.badToken = false;
    const raw = socket.handshake.auth?.token;
    if (raw === undefined || raw === null || raw === '') return next();
    const token = typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '') : '';
    const ctx = getContext();
    const auth = token && token.length <= 512 ? await authenticateToken(ctx.db, data.tenant.id, token, ctx.settings.now()).catch(() => null) : null;
    if (auth && auth.session.status !== 'device_removed') data.auth = auth;
    else data.badToken = true;
    next();
  });
  io.on('connection', (socket) => {
    let windowStart = Date.now();
    let count = 0;
    socket.use((_packet, next) => {
      const now = Date.now();
      if (now - windowStart >= 1000) {
        windowStart = now;
        count = 0;
      }
      if (++count > SOCKET_LIMITS.maxPerSecond) {
        // Dropped (next never called) and the flooder is cut off.
        socket.disconnect(true);
        return;
      }
      next();
    });
  });
}

/**
 * May this socket follow the event's room? Anonymous: free events only. Signed in: free and
 * members-only events, and paid ones the viewer holds a ticket or a covering plan for (the room
 * carries stream changes, so it follows the same rule as availableForUser).
 */
export async function mayJoinEvent(ctx: AppContext, socket: Socket, eventId: string): Promise<boolean> {
  if (!/^\d{1,9}$/.test(eventId)) return false;
  const data = socket.data as SocketData;
  const [row] = await ctx.db
    .select({ id: media.id, coverage: media.commerceCoverage, identityIds: media.identityIds })
    .from(media)
    .where(and(eq(media.id, Number(eventId)), eq(media.tenantId, data.tenant.id), eq(media.mediaType, 'event')));
  if (!row) return false;
  if (row.coverage === 'commerce_free_media') return true;
  const auth = data.auth;
  if (!auth || auth.session.status !== 'active') return false;
  if (row.coverage === 'commerce_members_media') return true;
  const userId = auth.user.id;
  const [ticket] = await ctx.db.select({ id: ppvTickets.id }).from(ppvTickets).where(and(eq(ppvTickets.userId, userId), eq(ppvTickets.eventId, row.id)));
  if (ticket) return true;
  if (row.coverage === 'commerce_ppv_media' || row.coverage === 'commerce_transactional_media') return false;
  const now = new Date(ctx.settings.now());
  const plans = await ctx.db
    .select({ ids: subscriptions.allowedIdentityIds })
    .from(contracts)
    .innerJoin(subscriptions, eq(subscriptions.id, contracts.subscriptionId))
    .where(and(eq(contracts.userId, userId), gt(contracts.endAt, now), sql`${contracts.startAt} <= ${now}`));
  return plans.some((p) => p.ids.length === 0 || p.ids.some((i) => row.identityIds.includes(i)));
}
