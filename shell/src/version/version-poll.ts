// Version skew: the shell build writes builds/latest.json ({ id, builtAt }). A running tab
// reads it at start, every 5 minutes and when the tab comes back into view (at most once a
// minute), and offers a reload when the id changes (docs/decisions, version polling ADR).
export const VERSION_URL = '/builds/latest.json';
export const VERSION_POLL_INTERVAL_MS = 5 * 60_000;
/** Focus and visibility checks closer together than this are skipped. */
export const VERSION_FOCUS_THROTTLE_MS = 60_000;
export const VERSION_FETCH_TIMEOUT_MS = 10_000;

export async function fetchBuildId(fetchImpl: typeof fetch = fetch, url = VERSION_URL): Promise<string | null> {
  try {
    const response = await fetchImpl(url, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(VERSION_FETCH_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string' && body.id ? body.id : null;
  } catch {
    return null; // offline or a deploy in progress: try again next time
  }
}

export interface VersionPollOptions {
  onNewBuild: (id: string) => void;
  /** The build this tab runs; when absent the first answer becomes the baseline. */
  currentId?: string | null;
  fetch?: typeof fetch;
  intervalMs?: number;
  now?: () => number;
  win?: Window;
}

/** Starts polling; returns stop(). onNewBuild runs once per new id. */
export function startVersionPolling({
  onNewBuild,
  currentId = null,
  fetch: fetchImpl = (...args) => fetch(...args),
  intervalMs = VERSION_POLL_INTERVAL_MS,
  now = Date.now,
  win = window,
}: VersionPollOptions): () => void {
  let baseline = currentId;
  let announced: string | null = null;
  let lastCheck = 0;
  let running = false;
  let stopped = false;

  const check = async () => {
    if (running || stopped) return;
    running = true;
    lastCheck = now();
    try {
      const id = await fetchBuildId(fetchImpl);
      if (!id || stopped) return;
      if (baseline === null) baseline = id;
      else if (id !== baseline && id !== announced) {
        announced = id;
        onNewBuild(id);
      }
    } finally {
      running = false;
    }
  };

  const onFocus = () => {
    if (win.document.visibilityState === 'hidden') return;
    if (now() - lastCheck >= VERSION_FOCUS_THROTTLE_MS) void check();
  };

  void check();
  const timer = win.setInterval(() => void check(), intervalMs);
  win.addEventListener('focus', onFocus);
  win.document.addEventListener('visibilitychange', onFocus);
  return () => {
    stopped = true;
    win.clearInterval(timer);
    win.removeEventListener('focus', onFocus);
    win.document.removeEventListener('visibilitychange', onFocus);
  };
}
