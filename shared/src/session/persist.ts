// Atoms mirrored in localStorage under `portal:<key>` and kept in sync across tabs
// through the `storage` event (which fires in every other tab of the origin).
import { atom, type WritableAtom } from 'jotai';
import { portalStore, type PortalStore } from './store.ts';

export const STORAGE_PREFIX = 'portal:';

type SetAction<T> = T | ((prev: T) => T);
export type PersistedAtom<T> = WritableAtom<T, [SetAction<T>], void>;

interface Entry {
  base: WritableAtom<unknown, [unknown], void>;
  initial: unknown;
}
const registry = new Map<string, Entry>();

export function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // blocked storage (privacy mode, sandboxed iframe)
  }
}

function parse<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Reads the stored value now, bypassing the atom (another tab may have written it). */
export const readStored = <T>(key: string, fallback: T): T => parse(localStore()?.getItem(STORAGE_PREFIX + key) ?? null, fallback);

function writeStored(key: string, value: unknown): void {
  const storage = localStore();
  if (!storage) return;
  try {
    if (value === null || value === undefined) storage.removeItem(STORAGE_PREFIX + key);
    else storage.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch {
    // quota exceeded: the in-memory atom still holds the value
  }
}

export function persistedAtom<T>(key: string, initial: T): PersistedAtom<T> {
  const base = atom<T>(readStored(key, initial));
  const persisted = atom(
    (get) => get(base),
    (get, set, action: SetAction<T>) => {
      const next = typeof action === 'function' ? (action as (prev: T) => T)(get(base)) : action;
      set(base, next);
      writeStored(key, next);
    },
  );
  registry.set(STORAGE_PREFIX + key, { base: base as unknown as Entry['base'], initial });
  return persisted;
}

/** Applies another tab's write to this tab's atoms. */
export function applyStorageEvent(event: Pick<StorageEvent, 'key' | 'newValue' | 'storageArea'>, store: PortalStore = portalStore): void {
  if (event.storageArea && event.storageArea !== localStore()) return;
  if (event.key === null) {
    // localStorage.clear() in another tab
    for (const entry of registry.values()) store.set(entry.base, entry.initial);
    return;
  }
  const entry = registry.get(event.key);
  if (entry) store.set(entry.base, parse(event.newValue, entry.initial));
}

if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', (event) => applyStorageEvent(event));
}
