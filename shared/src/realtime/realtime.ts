// The portal's socket (docs/product.md "Live socket", 7 "Socket"): websocket only at /ws.
// Anonymous viewers connect too (once a page wants an event room); with a token the handshake carries it. Rooms are
// remembered here and rejoined on every (re)connect, since the server forgets them.
// socket.io-client is loaded on demand, so it is not part of the first page's JavaScript.
import type { io, Socket } from 'socket.io-client';
import { hasEventRoom } from '../model/event.ts';
import { SOCKET_PATH, SOCKET_RECONNECTION, type ClientToServerEvents, type RoomAck, type ServerToClientEvents } from './events.ts';

export type PortalSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;

export interface RealtimeOptions {
  /** socket_base of the tenant's app_config; empty means no socket. */
  socketBase: string | null | undefined;
  /** Customer short name, sent when leaving an event room. */
  customer: string;
  getToken: () => string | null;
  /** For tests: the socket.io `io` factory. */
  connect?: typeof io;
  ackTimeoutMs?: number;
  /** The first wait before a `busy` room request is sent again (doubles each time; tests shorten it). */
  busyRetryMs?: number;
}

/** How often a room request refused as `busy` is sent again before the page gives up on that room. */
const BUSY_RETRIES = 5;

export interface Realtime {
  readonly available: boolean;
  readonly socket: PortalSocket | null;
  /** The page's event: joins its room once when LIVE or UPCOMING, leaves it when the id changes. */
  setEvent(eventId: string | null, status?: string | null): void;
  /**
   * Another event room on the same socket (multiview: up to four events at once), beside the page's
   * own: joined when LIVE or UPCOMING, rejoined on every reconnect, left when the last holder releases it.
   */
  followEvent(eventId: string, status?: string | null): () => void;
  /** The signed-in user: joins the user room; null leaves it (logout). */
  setUser(userId: string | null): void;
  /** Reconnects so the handshake carries the current token (after login, refresh, logout). */
  reauthenticate(): void;
  on<E extends EventName>(event: E, handler: ServerToClientEvents[E]): () => void;
  /**
   * Called each time the server accepts an event room (first join and every rejoin after a
   * reconnect): what happened before that moment was not heard, so the holder refetches.
   */
  onRoomJoined(handler: (eventId: string) => void): () => void;
  /** Resolves with the ack of the last room requests (tests, diagnostics). */
  settled(): Promise<void>;
  close(): void;
}

const noop = () => {};

export function createRealtime(options: RealtimeOptions): Realtime {
  // Event rooms with how many holders each has: the page's event (setEvent) and multiview tiles (followEvent).
  const rooms = new Map<string, number>();
  let eventRoom: string | null = null;
  let releasePage = noop;
  let userRoom: string | null = null;
  let pending: Promise<unknown>[] = [];

  if (!options.socketBase) {
    console.warn('Realtime is unavailable: the customer configuration has no socket_base');
    return {
      available: false,
      socket: null,
      setEvent: noop,
      followEvent: () => noop,
      setUser: noop,
      reauthenticate: noop,
      on: () => noop,
      onRoomJoined: () => noop,
      settled: async () => {},
      close: noop,
    };
  }

  const socketBase = options.socketBase;
  let socket: PortalSocket | null = null;
  let closed = false;
  // Listeners added before the socket exists are attached when it does.
  const listeners: Array<[string, (...args: unknown[]) => void]> = [];
  const joinedHandlers = new Set<(eventId: string) => void>();

  function open(connect: typeof io): void {
    if (closed) return;
    socket = connect(socketBase, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      ...SOCKET_RECONNECTION,
      // A function, so every reconnect sends the token current at that moment.
      auth: (cb) => {
        const token = options.getToken();
        cb(token ? { token } : {});
      },
    });
    for (const [event, handler] of listeners) socket.on(event as 'event-url-change', handler as ServerToClientEvents['event-url-change']);
    socket.on('connect', () => {
      for (const eventId of rooms.keys()) request('join-event-room', { eventId });
      if (userRoom) request('join-user-room', { userId: userRoom });
    });
  }

  let opening = false;
  /**
   * The socket opens the first time a room is wanted (an event page, a multiview tile, a signed-in
   * user): a visit that needs none (an anonymous home or list page) never loads socket.io-client
   * (12 KB gzip) nor holds a connection (issue 10 item 2).
   */
  function ensureOpen(): void {
    if (opening || closed) return;
    opening = true;
    if (options.connect) return open(options.connect);
    void import('socket.io-client')
      .then((module) => open(module.io))
      .catch((error: unknown) => console.warn('Realtime is unavailable: socket.io-client could not be loaded', error));
  }

  /** Is this join still wanted (the page may have let the room go while a retry waited)? */
  const stillWanted = (name: keyof ClientToServerEvents, payload: Record<string, string>) =>
    (name === 'join-event-room' && rooms.has(payload.eventId!)) || (name === 'join-user-room' && userRoom === payload.userId);

  function request(name: keyof ClientToServerEvents, payload: Record<string, string>, attempt = 0): void {
    if (!socket?.connected) return; // the room is (re)joined on connect
    const ack = (
      socket.timeout(options.ackTimeoutMs ?? 5000) as unknown as {
        emitWithAck(n: string, p: unknown): Promise<RoomAck>;
      }
    )
      .emitWithAck(name, payload)
      .then((res) => {
        // `busy`: the server's read gate for room requests was full (a burst of joins, ADR 0047).
        // Ask again after a jittered, growing wait rather than stay out of the room for good.
        if (!res?.ok && res?.messageErrorCode === 'busy' && attempt < BUSY_RETRIES && stillWanted(name, payload)) {
          const base = (options.busyRetryMs ?? 400) * 2 ** attempt;
          setTimeout(
            () => {
              if (!closed && stillWanted(name, payload)) request(name, payload, attempt + 1);
            },
            base / 2 + Math.random() * base,
          );
          return res;
        }
        if (!res?.ok) console.warn(`Socket ${name} was refused`, res);
        else if (name === 'join-event-room' && payload.eventId && rooms.has(payload.eventId)) for (const handler of joinedHandlers) handler(payload.eventId);
        return res;
      })
      .catch((error: unknown) => console.warn(`Socket ${name} got no answer`, error));
    pending.push(ack);
  }

  /** Holds an event room: joined for the first holder, left when the last one releases it. */
  function hold(eventId: string): () => void {
    const holders = rooms.get(eventId) ?? 0;
    rooms.set(eventId, holders + 1);
    ensureOpen();
    if (!holders) request('join-event-room', { eventId });
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const left = rooms.get(eventId)! - 1;
      if (left) rooms.set(eventId, left);
      else {
        rooms.delete(eventId);
        request('leave-event-room', { eventId, customer: options.customer });
      }
    };
  }

  return {
    available: true,
    get socket() {
      return socket;
    },
    setEvent(eventId, status) {
      if (eventRoom && eventRoom !== eventId) {
        releasePage();
        eventRoom = null;
      }
      if (eventId && eventRoom !== eventId && hasEventRoom(status)) {
        eventRoom = eventId;
        releasePage = hold(eventId);
      }
    },
    followEvent: (eventId, status) => (hasEventRoom(status) ? hold(eventId) : noop),
    setUser(userId) {
      if (userRoom === userId) return;
      if (userRoom) request('leave-user-room', { userId: userRoom });
      userRoom = userId;
      if (userId) {
        ensureOpen();
        request('join-user-room', { userId });
      }
    },
    reauthenticate() {
      socket?.disconnect();
      socket?.connect();
    },
    on(event, handler) {
      // One socket object lives across reconnects, so listeners stay attached.
      const entry: [string, (...args: unknown[]) => void] = [event, handler as (...args: unknown[]) => void];
      listeners.push(entry);
      socket?.on(event as 'event-url-change', handler as ServerToClientEvents['event-url-change']);
      return () => {
        listeners.splice(listeners.indexOf(entry), 1);
        socket?.off(event as 'event-url-change', handler as ServerToClientEvents['event-url-change']);
      };
    },
    onRoomJoined(handler) {
      joinedHandlers.add(handler);
      return () => joinedHandlers.delete(handler);
    },
    async settled() {
      const current = pending;
      pending = [];
      await Promise.all(current);
    },
    close() {
      closed = true;
      socket?.removeAllListeners();
      socket?.disconnect();
    },
  };
}
