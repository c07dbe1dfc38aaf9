// Socket messages of api/README.md "Socket", typed for socket.io.

/** The acknowledgement every room request gets: JSON containing ok. */
export interface RoomAck {
  ok: boolean;
  error?: string;
  /** Why a request was refused; `busy` means "try again shortly". */
  messageErrorCode?: string;
}

export interface EventUrlChange {
  eventId?: string;
  eventUrl: string;
}

export interface RemoveUserDevice {
  deviceId: string;
  userId?: string;
}

export interface UpdateEvent {
  eventId: string;
  [field: string]: unknown;
}

/** 'Notify me' (issue 15 item 3): an event the user asked about went live; sent to their user room. */
export interface EventReminder {
  eventId: number | string;
  title: string;
}

export interface ServerToClientEvents {
  'event-reminder': (payload: EventReminder) => void;
  'event-url-change': (payload: EventUrlChange) => void;
  'remove-user-device': (payload: RemoveUserDevice) => void;
  'update-event': (payload: UpdateEvent) => void;
  // Declared by api/README.md; payloads not specified there.
  'register-user': (payload: { userId: string }) => void;
  'unregister-user': (payload: { userId: string }) => void;
  'comment-on-media': (payload: Record<string, unknown>) => void;
  'comment-on-media-deleted': (payload: Record<string, unknown>) => void;
  'comment-on-media-updated': (payload: Record<string, unknown>) => void;
  'user-purchase-status': (payload: Record<string, unknown>) => void;
}

export interface ClientToServerEvents {
  'join-event-room': (payload: { eventId: string }, ack: (res: RoomAck) => void) => void;
  'leave-event-room': (payload: { eventId: string; customer: string }, ack: (res: RoomAck) => void) => void;
  'join-user-room': (payload: { userId: string }, ack: (res: RoomAck) => void) => void;
  'leave-user-room': (payload: { userId: string }, ack: (res: RoomAck) => void) => void;
}

export const SOCKET_PATH = '/ws';

/** docs/product.md reconnection values (socket.io-client's defaults, set explicitly). */
export const SOCKET_RECONNECTION = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;
