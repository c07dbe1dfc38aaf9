// docs/architecture.md ("How a URL reaches its remote"): the tenant maps URL prefixes to remotes and the
// longest matching prefix wins, across enabled and disabled remotes alike: a
// path owned by a disabled remote must 404, not fall through to a shorter prefix.
import type { ResolvedRemote } from '@portal/shared';

export interface Owner {
  remote: ResolvedRemote;
  prefix: string;
}

/** True when `prefix` covers `path` on a segment boundary (`/auth` covers `/auth/login/`, not `/authors`). */
export function prefixCovers(prefix: string, path: string): boolean {
  if (prefix === '/') return true;
  const p = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return path === p || path.startsWith(`${p}/`);
}

export function resolveOwner(remotes: readonly ResolvedRemote[], path: string): Owner | null {
  let best: Owner | null = null;
  for (const remote of remotes) {
    for (const prefix of remote.prefixes) {
      if (prefixCovers(prefix, path) && (!best || prefix.length > best.prefix.length)) best = { remote, prefix };
    }
  }
  return best;
}

/** The enabled owner of a path, or null when nobody (or a disabled remote) owns it. */
export function enabledOwner(remotes: readonly ResolvedRemote[], path: string): ResolvedRemote | null {
  const owner = resolveOwner(remotes, path);
  return owner && owner.remote.enabled ? owner.remote : null;
}
