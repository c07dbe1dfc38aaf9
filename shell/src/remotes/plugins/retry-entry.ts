// Retries a remote entry script that failed to load (a CDN hiccup), with backoff,
// before the route's fallback shows. The MF runtime drops a failed entry from its
// cache, so a later navigation (the fallback's retry button) tries again too.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];

export function retryEntryPlugin({ retries = 2, delayMs = 300 } = {}): ModuleFederationRuntimePlugin {
  const loadEntryError = async ({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }: LoadEntryErrorArgs) => {
    for (let attempt = 1; attempt <= retries; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, delayMs * attempt));
      delete globalLoading[uniqueKey];
      try {
        // A cache-busting query makes the browser fetch the script again.
        const entry = `${remoteInfo.entry}${remoteInfo.entry.includes('?') ? '&' : '?'}retry=${attempt}`;
        const exports = await getRemoteEntry({ origin, remoteInfo: { ...remoteInfo, entry } });
        if (exports) return exports;
      } catch {
        // try again until attempts run out
      }
    }
    return undefined;
  };
  // The hook's declared type wraps the entry in a second promise, which promises flatten anyway.
  return { name: 'portal-retry-entry', loadEntryError: loadEntryError as unknown as LoadEntryError };
}
