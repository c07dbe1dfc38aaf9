// Registers the tenant's enabled remotes with the Module Federation runtime at
// start-up (no remote URL is compiled into the shell) and loads their `./routes`.
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PublicTenantConfig, RemoteRoutesModule, ResolvedRemote } from '@portal/shared';
import { remoteFailureKind, type RemoteFailureKind } from './errors.ts';
import { cspNoncePlugin } from './plugins/csp-nonce.ts';
import { fetchTimeoutPlugin } from './plugins/fetch-timeout.ts';
import { retryPlugin } from './plugins/retry.ts';
import { telemetryPlugin, type RemoteFailure } from './plugins/telemetry.ts';

export function setUpFederation(config: PublicTenantConfig, opts: { nonce?: string; report: (f: RemoteFailure) => void }) {
  registerPlugins([fetchTimeoutPlugin(), retryPlugin(), cspNoncePlugin(opts.nonce), telemetryPlugin(opts.report)]);
  const enabled = config.remotes.filter((remote) => remote.enabled);
  registerRemotes(
    enabled.map((remote) => ({ name: remote.container, entry: remote.manifestUrl })),
    { force: true },
  );
  return enabled;
}

export class RemoteUnavailableError extends Error {
  readonly remote: ResolvedRemote;
  /** 'incompatible' when the remote needs a shared version this shell lacks (errors.ts). */
  readonly kind: RemoteFailureKind;
  constructor(remote: ResolvedRemote, cause: unknown) {
    super(`Remote ${remote.id} could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
    this.kind = remoteFailureKind(cause);
  }
}

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  return typeof value === 'object' && value !== null && Array.isArray((value as RemoteRoutesModule).routes);
}

/** Loads a remote's `./routes` expose. Failures are not cached: the next navigation retries. */
export async function loadRoutesModule(remote: ResolvedRemote): Promise<RemoteRoutesModule> {
  try {
    const loaded = await loadRemote<{ default?: RemoteRoutesModule } | RemoteRoutesModule>(`${remote.container}/routes`);
    const module = loaded && 'default' in loaded && loaded.default ? loaded.default : loaded;
    if (!isRoutesModule(module)) throw new Error(`${remote.id}/routes does not follow the RemoteRoutesModule contract`);
    return module;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}

/** At most 4 route preloads run at once (docs/product.md); the rest queue. */
const MAX_PRELOADS = 4;
let running = 0;
const queue: Array<() => void> = [];
const preloaded = new Set<string>();

export function preloadRemoteRoutes(remote: ResolvedRemote): void {
  if (preloaded.has(remote.container)) return;
  preloaded.add(remote.container);
  const run = () => {
    running++;
    preloadRemote([{ nameOrAlias: remote.container, exposes: ['./routes'] }])
      .catch(() => preloaded.delete(remote.container))
      .finally(() => {
        running--;
        queue.shift()?.();
      });
  };
  if (running < MAX_PRELOADS) run();
  else queue.push(run);
}
