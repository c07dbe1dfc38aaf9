// The analytics every app records through (docs/product.md sign-in, follow, playback). A no-op
// until the shell sets the tenant's implementation (shell/src/telemetry/analytics.ts).
import type { TrackingKind } from '../model/enums.ts';

export interface AnalyticsEvent {
  name: string;
  params: Record<string, unknown>;
  userId: string | null;
  clientId: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

export interface AnalyticsBatch {
  measurementId: string;
  events: AnalyticsEvent[];
}

export type AnalyticsTransport = (batch: AnalyticsBatch) => Promise<void>;

export interface Analytics {
  readonly enabled: boolean;
  track(name: string, params?: Record<string, unknown>): void;
  identify(userId: string | null): void;
  /** Forgets the user (logout). */
  reset(): void;
  /** Sends everything queued now (page hide, tests). */
  flush(): Promise<void>;
  /** Events waiting to be sent (queued plus retry queue). */
  pending(): number;
  login(method?: string): void;
  signUpCompleted(method?: string): void;
  loginFailed(error: { code: string; message: string }): void;
  follow(target: { type: string; id: string }): void;
  unfollow(target: { type: string; id: string }): void;
  playback(event: { kind: TrackingKind; eventId: string; title?: string }): void;
}

const noop = (): void => {};
const noopAnalytics: Analytics = {
  enabled: false,
  track: noop,
  identify: noop,
  reset: noop,
  flush: async () => {},
  pending: () => 0,
  login: noop,
  signUpCompleted: noop,
  loginFailed: noop,
  follow: noop,
  unfollow: noop,
  playback: noop,
};

let instance: Analytics = noopAnalytics;

export const analytics: Analytics = {
  get enabled() {
    return instance.enabled;
  },
  track: (name, params) => instance.track(name, params),
  identify: (id) => instance.identify(id),
  reset: () => instance.reset(),
  flush: () => instance.flush(),
  pending: () => instance.pending(),
  login: (m) => instance.login(m),
  signUpCompleted: (m) => instance.signUpCompleted(m),
  loginFailed: (e) => instance.loginFailed(e),
  follow: (t) => instance.follow(t),
  unfollow: (t) => instance.unfollow(t),
  playback: (e) => instance.playback(e),
};

/** Shell only: the tenant's analytics (null puts the no-op back). */
export function setAnalytics(next: Analytics | null): void {
  instance = next ?? noopAnalytics;
}
