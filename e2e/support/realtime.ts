// The page's socket seen from the browser's network layer: which rooms it has joined. A join is
// a socket.io request with an ack (shared/src/realtime/realtime.ts: emitWithAck('join-…-room')),
// so "joined" is the server's {"ok":true} answer to it: after that, a push to the room reaches
// the page. Specs wait for it instead of a fixed pause after the page opened.
import { expect, type Page } from '@playwright/test';

export type Room = 'join-user-room' | 'join-event-room';

/** socket.io over engine.io: "42" is an event, "43" an ack; an optional "/namespace," and the ack id follow. */
const SENT = /^42(?:\/[^,]*,)?(\d+)\["(join-(?:user|event)-room)"/;
const ACKED = /^43(?:\/[^,]*,)?(\d+)\[\{"ok":true/;

/** Starts recording the rooms the page's sockets join; call before the page that joins them opens. */
export function roomJoins(page: Page) {
  let joined: Room[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/ws/')) return;
    const pending = new Map<string, Room>();
    ws.on('framesent', (f) => {
      const m = SENT.exec(String(f.payload));
      if (m) pending.set(m[1]!, m[2] as Room);
    });
    ws.on('framereceived', (f) => {
      const m = ACKED.exec(String(f.payload));
      const room = m && pending.get(m[1]!);
      if (room) joined.push(room);
    });
  });
  return {
    /** Forgets the joins seen so far (the next page load joins again). */
    reset() {
      joined = [];
    },
    /** Waits until the server has acknowledged a join of `room` since the last reset. */
    async joinedOnce(room: Room, timeout = 15_000) {
      await expect.poll(() => joined.includes(room), { message: `the page's socket joined its ${room.slice(5)}`, timeout }).toBe(true);
    },
  };
}
