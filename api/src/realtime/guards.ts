// Socket guards (issue 14 item 3): the handshake's Origin must be the page's own origin or one of the
// tenant's hosts, a presented token is checked once at connect (an invalid one joins nothing
// private), anonymous sockets join only rooms of events anyone may watch, and oversized or
// flooding clients are cut off. Issue 26 item 6: sockets per client address are capped and the work
// of one message is bounded (cheap checks first, cached access reads, a gate on database reads).
import type { IncomingMessage } from 'node:http';
import type { Socket as NetSocket } from 'node:net';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Server, ServerOptions, Socket } from 'socket.io';
import type { AppContext } from '../context.ts';
import { authenticateToken, type Authenticated } from '../auth/tokens.ts';
import { contracts, media, ppvTickets, subscriptions } from '../db/schema.ts';
import type { TenantConfig, TenantRegistry } from '../tenants.ts';

export const SOCKET_LIMITS = {
  /** Bigger frames close the connection (engine.io maxHttpBufferSize); room requests are tiny. */
  maxMessageBytes: 16 * 1024,
  /**
   * Messages per second per socket, with bursts up to maxBurst (a token bucket): the client sends a
   * handful per page, and on reconnect one per held room plus the user room at once. A flooder is
   * disconnected. 10/s, not 50 (issue 26 item 6): the server's work per message (frame, decode,
   * ack write) for 100 sockets at 50/s saturated a 2-core machine. A bucket rather than a
   * one-second window: a server that lagged a second then reads a second's backlog at once, and a
   * window counted that as a flood.
   */
  maxPerSecond: 10,
  maxBurst: 20,
  /**
   * Open sockets per client address, counted from the handshake until the connection closes (issue 26
   * item 6; PortalOptions.socketMaxPerAddress, env SOCKET_MAX_PER_ADDRESS). A browser holds one per tab.
   */
  maxPerAddress: 20,
  /** Event rooms one socket may be in at once; a page follows a handful. */
  maxEventRooms: 32,
  /**
   * Database reads for room requests: one at a time in this process, 16 waiting, 20 a second on
   * average (bursts of 5); past those a request is answered `busy`. PGlite runs its queries on the
   * event loop, so unbounded reads from sockets starved HTTP (2.5 ms per join, 100 sockets x 45/s).
   * Caching makes the reads few: one per event per accessCacheMs for all sockets.
   */
  maxLookups: 1,
  maxLookupQueue: 16,
  maxLookupsPerSecond: 20,
  maxLookupBurst: 5,
  /** How long a read of an event's access rule (and a socket's answer for an event) is reused. */
  accessCacheMs: 5000,
};
export type SocketLimits = typeof SOCKET_LIMITS;

export interface SocketData {
  tenant: TenantConfig;
  /** Set when the handshake carried a valid token of an active (or pending-device) session. */
  auth: Authenticated | null;
  /** The handshake carried a token that is not valid: private rooms are refused. */
  badToken: boolean;
  /** This socket's answers per event id (joined or refused), reused for accessCacheMs. */
  decisions: Map<string, { at: number; ok: boolean }>;
}

/** The room every socket of a session is in, so ending the session can disconnect them (across processes with Redis). */
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;

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

/**
 * The client's address: the TCP peer's, or behind a trusted balancer (trustProxy set) the last
 * X-Forwarded-For entry, the one the balancer itself appended (a client can prepend anything, not that).
 */
export function clientAddress(req: IncomingMessage, trustProxy: unknown): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return peer;
  const header = req.headers['x-forwarded-for'];
  const last = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1);
  return last ?? peer;
}

/** Open sockets per address, counted from the handshake request until its TCP connection closes. */
export function connectionCounter(max: number, addressOf: (req: IncomingMessage) => string) {
  const open = new Map<string, number>();
  return {
    open,
    admit(req: IncomingMessage): boolean {
      const address = addressOf(req);
      const n = open.get(address) ?? 0;
      if (n >= max) return false;
      open.set(address, n + 1);
      (req.socket as NetSocket).once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
      return true;
    },
  };
}

export function guardedServerOptions(tenants: TenantRegistry, limits: SocketLimits, counter: ReturnType<typeof connectionCounter>): Partial<ServerOptions> {
  return {
    maxHttpBufferSize: limits.maxMessageBytes,
    // engine.io answers a refusal with 403 and this message in its JSON body.
    allowRequest: (req, cb) => {
      if (!originAllowed(tenants, req)) return cb('origin not allowed', false);
      if (!counter.admit(req)) return cb(`too many connections from this address (at most ${limits.maxPerAddress})`, false);
      cb(null, true);
    },
  };
}

/** Reads the handshake token once per connection, and disconnects sockets that exceed the message rate. */
export function installSocketGuards(io: Server, tenants: TenantRegistry, getContext: () => AppContext, limits: SocketLimits) {
  io.use(async (socket, next) => {
    const data = socket.data as SocketData;
    data.tenant = socketTenant(tenants, socket.request, socket.handshake.query.tenant);
    data.auth = null;
    data.badToken = false;
    data.decisions = new Map();
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
    const auth = (socket.data as SocketData).auth;
    // Ending the session (sign-out, password change, device removal) disconnects this socket.
    if (auth) void socket.join(sessionRoom(auth.session.id));
    let tokens = limits.maxBurst;
    let refilled = Date.now();
    socket.use((_packet, next) => {
      const now = Date.now();
      tokens = Math.min(limits.maxBurst, tokens + ((now - refilled) / 1000) * limits.maxPerSecond);
      refilled = now;
      if (tokens < 1) {
        // Dropped (next never called) and the flooder is cut off.
        socket.disconnect(true);
        return;
      }
      tokens--;
      next();
    });
  });
}

export const BUSY = Symbol('busy');

/**
 * At most `active` calls run at once, `queued` wait, and they start at `perSecond` on average
 * (a token bucket, bursts of `burst`); past those a call answers BUSY without running. Each call
 * starts after a macrotask turn (setImmediate): PGlite runs queries on the event loop, and a chain of
 * queued reads resolving in one microtask checkpoint held HTTP off for seconds.
 */
export function gate(active: number, queued: number, perSecond: number, burst: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  let tokens = burst;
  let refilled = Date.now();
  const refill = () => {
    const now = Date.now();
    tokens = Math.min(burst, tokens + ((now - refilled) / 1000) * perSecond);
    refilled = now;
  };
  /** Synchronous: would a call run now or wait (rather than answer BUSY)? */
  const ready = () => {
    refill();
    return tokens >= 1 && (running < active || waiting.length < queued);
  };
  const run = async function run<T>(fn: () => Promise<T>): Promise<T | typeof BUSY> {
    refill();
    if (tokens < 1) return BUSY;
    if (running >= active) {
      if (waiting.length >= queued) return BUSY;
      tokens--;
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      tokens--;
      running++;
    }
    try {
      await new Promise<void>((resolve) => setImmediate(resolve));
      return await fn();
    } finally {
      const nextUp = waiting.shift();
      if (nextUp) nextUp();
      else running--;
    }
  };
  return Object.assign(run, { ready });
}

type EventRule = { id: number; coverage: string; identityIds: number[] } | null;

/**
 * Who may follow which event room, with the work per request bounded: the id's shape is checked
 * before anything, a socket's recent answer for the event is reused, the event's access rule is read
 * once per accessCacheMs for all sockets, and every database read goes through one gate.
 */
export function eventAccess(getContext: () => AppContext, limits: SocketLimits) {
  const rules = new Map<string, { at: number; rule: EventRule }>();
  const run = gate(limits.maxLookups, limits.maxLookupQueue, limits.maxLookupsPerSecond, limits.maxLookupBurst);
  const fresh = (at: number) => Date.now() - at < limits.accessCacheMs;

  // One read per event at a time: sockets asking for the same event while it is read share it.
  const reading = new Map<string, Promise<EventRule | typeof BUSY>>();

  async function ruleOf(tenantId: string, eventId: number): Promise<EventRule | typeof BUSY> {
    const key = `${tenantId}:${eventId}`;
    const hit = rules.get(key);
    if (hit && fresh(hit.at)) return hit.rule;
    const pending = reading.get(key);
    if (pending) return pending;
    const read = run(async () => {
      const [row] = await getContext()
        .db.select({ id: media.id, coverage: media.commerceCoverage, identityIds: media.identityIds })
        .from(media)
        .where(and(eq(media.id, eventId), eq(media.tenantId, tenantId), eq(media.mediaType, 'event')));
      return row ?? null;
    }).then((rule) => {
      if (rule !== BUSY) {
        // Bounded: unknown ids are remembered too, and the oldest entries go first.
        if (rules.size >= 5000) rules.delete(rules.keys().next().value!);
        rules.set(key, { at: Date.now(), rule });
      }
      return rule;
    });
    reading.set(key, read);
    try {
      return await read;
    } finally {
      reading.delete(key);
    }
  }

  /** Holds a ticket or a covering plan for this paid event. */
  async function entitled(userId: number, rule: NonNullable<EventRule>): Promise<boolean | typeof BUSY> {
    const ctx = getContext();
    return run(async () => {
      const [ticket] = await ctx.db
        .select({ id: ppvTickets.id })
        .from(ppvTickets)
        .where(and(eq(ppvTickets.userId, userId), eq(ppvTickets.eventId, rule.id)));
      if (ticket) return true;
      if (rule.coverage === 'commerce_ppv_media' || rule.coverage === 'commerce_transactional_media') return false;
      const now = new Date(ctx.settings.now());
      const plans = await ctx.db
        .select({ ids: subscriptions.allowedIdentityIds })
        .from(contracts)
        .innerJoin(subscriptions, eq(subscriptions.id, contracts.subscriptionId))
        .where(and(eq(contracts.userId, userId), gt(contracts.endAt, now), sql`${contracts.startAt} <= ${now}`));
      return plans.some((p) => p.ids.length === 0 || p.ids.some((i) => rule.identityIds.includes(i)));
    });
  }

  const decide = (data: SocketData, rule: EventRule): boolean | 'entitlement' => {
    if (!rule) return false;
    if (rule.coverage === 'commerce_free_media') return true;
    if (!data.auth || data.auth.session.status !== 'active') return false;
    if (rule.coverage === 'commerce_members_media') return true;
    return 'entitlement';
  };
  const remember = (data: SocketData, eventId: string, ok: boolean | typeof BUSY) => {
    // Only a yes is reused: a viewer who just bought a ticket must not be held to an earlier no.
    if (ok === true) {
      if (data.decisions.size >= 64) data.decisions.delete(data.decisions.keys().next().value!);
      data.decisions.set(eventId, { at: Date.now(), ok });
    }
    return ok;
  };

  async function readAndDecide(data: SocketData, eventId: string, rule: EventRule | undefined): Promise<boolean | typeof BUSY> {
    const known = rule === undefined ? await ruleOf(data.tenant.id, Number(eventId)) : rule;
    if (known === BUSY) return BUSY;
    const d = decide(data, known);
    return remember(data, eventId, d === 'entitlement' ? await entitled(data.auth!.user.id, known!) : d);
  }

  /**
   * May this socket follow the event's room? Anonymous: free events only. Signed in: free and
   * members-only events, and paid ones the viewer holds a ticket or a covering plan for (the room
   * carries stream changes, so it follows the same rule as availableForUser). BUSY: not decided now.
   * Answered synchronously whenever nothing must be read (a flood of requests then creates no
   * promises, which under load cost more than the answers).
   */
  function mayJoin(socket: Socket, eventId: string): boolean | typeof BUSY | Promise<boolean | typeof BUSY> {
    if (!/^\d{1,9}$/.test(eventId)) return false;
    const data = socket.data as SocketData;
    const known = data.decisions.get(eventId);
    if (known && fresh(known.at)) return known.ok;
    const hit = rules.get(`${data.tenant.id}:${Number(eventId)}`);
    if (hit && fresh(hit.at)) {
      const d = decide(data, hit.rule);
      if (d !== 'entitlement') return remember(data, eventId, d);
      if (!run.ready()) return BUSY;
      return readAndDecide(data, eventId, hit.rule);
    }
    if (!reading.has(`${data.tenant.id}:${Number(eventId)}`) && !run.ready()) return BUSY;
    return readAndDecide(data, eventId, undefined);
  }

  return { mayJoin };
}
