// Retries a remote entry script (or an exposed module's chunk) that failed to load,
// a CDN hiccup, before the route's fallback shows: @module-federation/retry-plugin
// (ADR 0013). The MF runtime drops a failed entry from its cache, so a later
// navigation (the fallback's retry button) tries again too.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * The plugin counts its attempts from zero: `retryTimes: 1` is two more tries after the
 * failed load, the first at once and the second `retryDelay` later (its delay is fixed,
 * no backoff). Before ADR 0013 our own plugin tried twice, 300 and 600 ms later.
 */
export const ENTRY_RETRY = { retryTimes: 1, retryDelay: 300 } as const;

export function retryPlugin(options: { retryTimes: number; retryDelay: number } = ENTRY_RETRY): ModuleFederationRuntimePlugin {
  // Its `fetch` hook is dropped: runtime hooks all run in turn, so it would fetch every
  // manifest a second time, without our no-store and timeout (fetch-timeout.ts owns that).
  const { fetch: _manifestFetch, ...scriptRetry } = RetryPlugin({ script: { ...options } }) as ModuleFederationRuntimePlugin;
  return { ...scriptRetry, name: 'portal-retry' };
}
