// Reads the Module Federation runtime's own bookkeeping in the page:
// globalThis.__FEDERATION__.__SHARE__ (every share scope registered by every
// container) and __INSTANCES__ (one per container: the shell and each loaded remote).
import type { Page, Request } from '@playwright/test';

export interface SharedCopy {
  /** The __SHARE__ key the entry was found under (e.g. "shell:1.0.0", "mf_events:1.0.0"). */
  registry: string;
  scope: string;
  pkg: string;
  version: string;
  /** The container that provided this copy. */
  from: string;
  loaded: boolean;
  useIn: string[];
}

export interface FederationSnapshot {
  instances: string[];
  copies: SharedCopy[];
}

export function federationSnapshot(page: Page): Promise<FederationSnapshot> {
  return page.evaluate(() => {
    type Shared = { from?: string; loaded?: boolean; lib?: unknown; useIn?: string[] };
    type ScopeMap = Record<string, Record<string, Record<string, Shared>>>;
    const federation = (
      globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, ScopeMap>; __INSTANCES__?: Array<{ name: string; shareScopeMap?: ScopeMap }> } }
    ).__FEDERATION__;
    if (!federation) throw new Error('globalThis.__FEDERATION__ is missing: the Module Federation runtime did not start');
    const copies: SharedCopy[] = [];
    const collect = (registry: string, map: ScopeMap | undefined) => {
      for (const [scope, packages] of Object.entries(map ?? {})) {
        for (const [pkg, versions] of Object.entries(packages)) {
          for (const [version, shared] of Object.entries(versions)) {
            copies.push({
              registry,
              scope,
              pkg,
              version,
              from: shared.from ?? '',
              loaded: Boolean(shared.loaded || shared.lib),
              useIn: [...(shared.useIn ?? [])],
            });
          }
        }
      }
    };
    for (const [registry, map] of Object.entries(federation.__SHARE__ ?? {})) collect(registry, map);
    for (const instance of federation.__INSTANCES__ ?? []) collect(`instance:${instance.name}`, instance.shareScopeMap);
    return { instances: (federation.__INSTANCES__ ?? []).map((i) => i.name), copies };
  });
}

/** Records the URL of every script and fetch the page makes, for origin checks. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** The manifests, remote entries and chunks of one remote (by id, e.g. mf-events) among recorded requests. */
export function remoteRequests(requests: Request[], remoteId: string): string[] {
  return requests.map((r) => r.url()).filter((url) => new URL(url).pathname.startsWith(`/${remoteId}/`));
}
