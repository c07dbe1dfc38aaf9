// The shell's analytics implementation (GA4 measurement id from the tenant). Events are queued and sent
// in batches of 10 or 5 s after the first queued event, whichever comes first; a
// failed batch goes to a retry queue sent before newer events. No id, or a local
// environment: every call is a no-op.
import { setAnalytics, analytics, type Analytics, type AnalyticsEvent, type AnalyticsTransport } from '@portal/shared';

export interface AnalyticsOptions {
  measurementId?: string | null;
  /** Local development: skip sending. */
  local?: boolean;
  transport?: AnalyticsTransport;
  batchSize?: number;
  flushAfterMs?: number;
  now?: () => number;
}

export const ANALYTICS_BATCH_SIZE = 10;
export const ANALYTICS_FLUSH_MS = 5000;
export const ANALYTICS_COOKIE = 'portal_cid';
export const ANALYTICS_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const RETRY_LIMIT = 200;

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/** The anonymous client id, kept in a first-party cookie for 365 days. */
function clientId(): string {
  const existing = readCookie(ANALYTICS_COOKIE);
  if (existing) return existing;
  const id = `${Math.floor(Math.random() * 1e10)}.${Math.floor(Date.now() / 1000)}`;
  if (typeof document !== 'undefined') {
    document.cookie = `${ANALYTICS_COOKIE}=${encodeURIComponent(id)}; max-age=${ANALYTICS_COOKIE_MAX_AGE_S}; path=/; samesite=lax`;
  }
  return id;
}

export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  const measurementId = options.measurementId ?? '';
  const enabled = Boolean(measurementId) && !options.local && Boolean(options.transport);
  const batchSize = options.batchSize ?? ANALYTICS_BATCH_SIZE;
  const flushAfterMs = options.flushAfterMs ?? ANALYTICS_FLUSH_MS;
  const now = options.now ?? Date.now;
  let queue: AnalyticsEvent[] = [];
  let retry: AnalyticsEvent[] = [];
  let userId: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let sending: Promise<void> | null = null;

  const schedule = () => {
    if (!timer && queue.length + retry.length > 0) {
      timer = setTimeout(() => {
        timer = null;
        void flush();
      }, flushAfterMs);
    }
  };

  async function sendOne(): Promise<boolean> {
    const events = [...retry, ...queue].slice(0, batchSize);
    if (events.length === 0) return false;
    const fromRetry = Math.min(retry.length, events.length);
    retry = retry.slice(fromRetry);
    queue = queue.slice(events.length - fromRetry);
    try {
      await options.transport!({ measurementId, events });
      return true;
    } catch {
      retry = [...events, ...retry].slice(0, RETRY_LIMIT);
      return false;
    }
  }

  async function flush(): Promise<void> {
    if (!enabled) return;
    if (sending) return sending;
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    sending = (async () => {
      // Send full batches until empty or one fails (the failure waits in the retry queue).
      while (queue.length + retry.length > 0 && (await sendOne()));
    })().finally(() => {
      sending = null;
      schedule();
    });
    return sending;
  }

  function track(name: string, params: Record<string, unknown> = {}): void {
    if (!enabled) return;
    queue.push({ name, params, userId, clientId: clientId(), timestamp: now() });
    if (queue.length >= batchSize) void flush();
    else schedule();
  }

  return {
    enabled,
    track,
    identify(id) {
      userId = id;
    },
    reset() {
      userId = null;
    },
    flush,
    pending: () => queue.length + retry.length,
    login: (method = 'credentials') => track('login', { method }),
    signUpCompleted: (method = 'credentials') => track('sign_up_completed', { method }),
    loginFailed: ({ code, message }) => track('login_failed', { code, message }),
    follow: ({ type, id }) => track('follow', { type, id }),
    unfollow: ({ type, id }) => track('unfollow', { type, id }),
    playback: ({ kind, eventId, title }) => track('playback', { kind, event_id: eventId, ...(title ? { title } : {}) }),
  };
}

/** Installs the tenant's analytics behind the shared facade every app records through. */
export function configureAnalytics(options: AnalyticsOptions): Analytics {
  setAnalytics(createAnalytics(options));
  return analytics;
}

/** A transport over gtag.js when the page loaded it (window.gtag). */
export const gtagTransport: AnalyticsTransport = async ({ measurementId, events }) => {
  const gtag = (globalThis as { gtag?: (...args: unknown[]) => void }).gtag;
  if (!gtag) throw new Error('gtag is not loaded');
  for (const e of events) gtag('event', e.name, { ...e.params, send_to: measurementId, user_id: e.userId ?? undefined });
};
