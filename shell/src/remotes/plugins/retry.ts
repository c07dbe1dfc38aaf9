// Retries a remote entry script (or an exposed module's chunk) that failed to load,
// a CDN hiccup, before the route's fallback shows: @module-federation/retry-plugin
// (ADR 0013). The MF runtime drops a failed entry from its cache, so a later
// navigation (the fallback's retry button) tries again too.
//
// The library (3.2 KB, 1.4 KB gzip with its own copy of the MF sdk logger) loads on the
// first failure only, so the first visit to / does not grow; what it retries is unchanged.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The plugin counts its attempts from zero: `retryTimes: 1` is two more tries after the
 * failed load, the first at once and the second `retryDelay` later (its delay is fixed,
 * no backoff). Before ADR 0013 our own plugin tried twice, 300 and 600 ms later.
 */
export const ENTRY_RETRY = { retryTimes: 1, retryDelay: 300 } as const;

type Hooks = Required<Pick<ModuleFederationRuntimePlugin, 'loadEntryError' | 'getModuleFactory'>>;

export function retryPlugin(options: { retryTimes: number; retryDelay: number } = ENTRY_RETRY): ModuleFederationRuntimePlugin {
  let library: Promise<Hooks> | undefined;
  const retry = () =>
    (library ??= import(/* webpackChunkName: "mf-retry" */ '@module-federation/retry-plugin').then(({ RetryPlugin }) => {
      // Its `fetch` hook is left out: runtime hooks all run in turn, so it would fetch every
      // manifest a second time, without our no-store and timeout (fetch-timeout.ts owns that).
      const { loadEntryError, getModuleFactory } = RetryPlugin({ script: { ...options } }) as ModuleFederationRuntimePlugin;
      return { loadEntryError, getModuleFactory } as Hooks;
    }));
  const getModuleFactory: Hooks['getModuleFactory'] = async (args) => {
    try {
      // The first try is the runtime's own; only a failure brings the library in.
      return await args.remoteEntryExports.get(args.expose);
    } catch {
      return (await retry()).getModuleFactory(args);
    }
  };
  // The hook's declared type wraps the entry in a second promise, which promises flatten anyway.
  const loadEntryError = (async (args) => (await retry()).loadEntryError(args)) as Hooks['loadEntryError'];
  return { name: 'portal-retry', loadEntryError, getModuleFactory };
}
