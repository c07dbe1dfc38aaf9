// One token refresh at a time across the tabs of a browser: a Web Lock. Waiting for
// the lock is bounded; past the timeout (or without Web Locks) the refresh runs
// unlocked, and the server's grace window for a just-rotated refresh token covers the race.

export const REFRESH_LOCK_NAME = 'portal-token-refresh';
export const REFRESH_LOCK_TIMEOUT_MS = 10_000;

/** The subset of the Web Locks API used here (injectable for tests). */
export interface LockManagerLike {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
}

export function browserLocks(): LockManagerLike | null {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? (locks as unknown as LockManagerLike) : null;
}

export async function withRefreshLock<T>(locks: LockManagerLike | null, run: () => Promise<T>, timeoutMs = REFRESH_LOCK_TIMEOUT_MS): Promise<T> {
  if (!locks) return run();
  let acquired = false;
  try {
    return await locks.request(REFRESH_LOCK_NAME, { signal: AbortSignal.timeout(timeoutMs) }, () => {
      acquired = true;
      return run();
    });
  } catch (error) {
    if (acquired) throw error; // the refresh itself failed
    return run(); // the lock never came: refresh unlocked
  }
}
