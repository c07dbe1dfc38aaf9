// A stand-in for the shell's socket in mf-events' page tests: records the page's event room
// (setEvent) and the extra rooms a multiview follows (followEvent, counted per holder), and lets
// a test push server messages and room joins. Installed as the realtime client on creation.
import { act } from '@testing-library/react';
import { setRealtime, type Realtime } from '@portal/shared';

export function fakeRealtime() {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const followed = new Map<string, number>();
  const joined = new Set<(eventId: string) => void>();
  /** The page's room after each setEvent: the id for LIVE or UPCOMING events, else null. */
  const rooms: Array<string | null> = [];
  const realtime = {
    available: true,
    socket: null,
    setEvent: jest.fn((id: string | null, status?: string | null) => rooms.push(id && (status === 'LIVE' || status === 'UPCOMING') ? id : null)),
    followEvent: jest.fn((id: string) => {
      followed.set(id, (followed.get(id) ?? 0) + 1);
      return () => followed.set(id, followed.get(id)! - 1);
    }),
    setUser: jest.fn(),
    reauthenticate: jest.fn(),
    on: (event: string, handler: (payload: unknown) => void) => {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
      return () => handlers.get(event)!.delete(handler);
    },
    onRoomJoined: (handler: (eventId: string) => void) => {
      joined.add(handler);
      return () => joined.delete(handler);
    },
    settled: async () => {},
    close: jest.fn(),
  } as unknown as Realtime;
  setRealtime(realtime);
  return {
    realtime,
    rooms,
    /** The rooms some holder still follows, sorted. */
    followedRooms: () =>
      [...followed]
        .filter(([, n]) => n > 0)
        .map(([id]) => id)
        .sort(),
    emit: (event: string, payload: unknown) => act(() => handlers.get(event)?.forEach((h) => h(payload))),
    /** The server accepted a room (first join or a rejoin after a reconnect). */
    roomJoined: (eventId: string) => act(() => joined.forEach((h) => h(eventId))),
  };
}
