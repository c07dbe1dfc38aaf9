// The embed's runtime (issue 15 item 7, ADR 0034), bundled by esbuild when the portal first
// serves it (embed.ts) and loaded by embed.js only on pages that have an embed element.
// It is the host the shell would be: the Module Federation runtime (remotes are built with
// externalRuntime and expect the host's copy, shared/build/webpack.mjs) and single-spa.
// Runs in the browser on the tenant's site; no framework of its own.
import * as runtimeCore from '@module-federation/runtime-core';
import { createInstance } from '@module-federation/runtime';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';

interface Remote {
  id: string;
  container: string;
  enabled: boolean;
  manifestUrl: string;
}
interface Options {
  eventId: string;
  portalOrigin: string;
  tenant?: string | null;
  locale?: string | null;
}

const g = globalThis as typeof globalThis & { _FEDERATION_RUNTIME_CORE?: unknown; _FEDERATION_RUNTIME_CORE_FROM?: unknown };
// The remotes' webpack runtime looks the core up here (what the shell's provideExternalRuntime does).
if (!g._FEDERATION_RUNTIME_CORE) {
  g._FEDERATION_RUNTIME_CORE = runtimeCore;
  g._FEDERATION_RUNTIME_CORE_FROM = { name: 'portal_embed', version: '2.9.2' };
}

const parcels = new Map<string, Promise<ParcelConfig>>();

/** The tenant's mf-events parcel, through its CDN manifest as the shell would load it; once per tenant. */
function parcelConfig(portalOrigin: string, tenant?: string | null): Promise<ParcelConfig> {
  const key = `${portalOrigin} ${tenant ?? ''}`;
  let pending = parcels.get(key);
  if (!pending) {
    pending = (async () => {
      const url = new URL('/api/customer/config', portalOrigin);
      if (tenant) url.searchParams.set('tenant', tenant);
      const res = await fetch(url, { credentials: 'omit' });
      if (!res.ok) throw new Error(`tenant configuration: ${res.status}`);
      const config = (await res.json()) as { content: { remotes: Remote[] } };
      const remote = config.content.remotes.find((r) => r.id === 'mf-events' && r.enabled);
      if (!remote) throw new Error('mf-events is not enabled for this tenant');
      const mf = createInstance({
        name: `portal_embed_${tenant ?? 'default'}`.replace(/\W/g, '_'),
        remotes: [{ name: remote.container, entry: remote.manifestUrl }],
        shared: {},
      });
      const loaded = await mf.loadRemote<ParcelConfig>(`${remote.container}/embed-parcel`);
      if (!loaded || typeof (loaded as { mount?: unknown }).mount !== 'function') throw new Error('mf-events/embed-parcel is not a parcel');
      return loaded;
    })();
    pending.catch(() => parcels.delete(key)); // a failure is retried on the next mount
    parcels.set(key, pending);
  }
  return pending;
}

const mounted = new WeakMap<Element, Promise<Parcel>>();

async function mount(domElement: HTMLElement, options: Options): Promise<Parcel> {
  await unmount(domElement);
  const pending = parcelConfig(options.portalOrigin, options.tenant).then((config) => {
    const parcel = mountRootParcel(config, { domElement, ...options });
    return parcel.mountPromise.then(() => parcel);
  });
  mounted.set(domElement, pending);
  return pending;
}

async function unmount(domElement: HTMLElement): Promise<void> {
  const pending = mounted.get(domElement);
  if (!pending) return;
  mounted.delete(domElement);
  const parcel = await pending.catch(() => null);
  if (parcel && parcel.getStatus() === 'MOUNTED') await parcel.unmount();
}

(globalThis as unknown as { __PortalEmbedRuntime: unknown }).__PortalEmbedRuntime = { mount, unmount, parcelConfig };
