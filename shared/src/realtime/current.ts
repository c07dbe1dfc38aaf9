// The page's one socket, started by the shell once the tenant is known; remotes reach
// it here (event rooms, live updates) instead of opening sockets of their own.
import type { Realtime } from './realtime.ts';

let current: Realtime | null = null;

/** The running socket, or null before the shell starts it (or without socket_base). */
export const getRealtime = (): Realtime | null => current;

/** Shell only: the socket it started (null when it stops it). */
export function setRealtime(realtime: Realtime | null): void {
  current = realtime;
}
