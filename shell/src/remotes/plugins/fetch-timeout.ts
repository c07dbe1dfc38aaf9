// Manifests are fetched without cache (version skew, rule 7) and with a timeout:
// a hung manifest request otherwise has none and the navigation never settles.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const MANIFEST_TIMEOUT_MS = 8000;

export function fetchTimeoutPlugin(timeoutMs = MANIFEST_TIMEOUT_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-fetch-timeout',
    async fetch(url, init) {
      const response = await fetch(url, { ...init, cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`Manifest ${url} answered ${response.status}`);
      return response;
    },
  };
}
