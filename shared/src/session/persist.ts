// Atoms mirrored in localStorage under `portal:<key>` (JSON, as before: signed-in users stay
// signed in across upgrades) and kept in sync across tabs: jotai's atomWithStorage with a
// JSON storage whose `subscribe` listens to the `storage` event (ADR 0059).
import type { WritableAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { portalStore } from './store.ts';

export const STORAGE_PREFIX = 'portal:';

type SetAction<T> = T | ((prev: T) => T);
export type PersistedAtom<T> = WritableAtom<T, [SetAction<T>], void>;

export function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // blocked storage (privacy mode, sandboxed iframe)
  }
}

/** localStorage as jotai's string storage; without storage every read is "nothing stored" and writes stay in memory. */
const stringStorage = {
  getItem: (key: string) => localStore()?.getItem(key) ?? null,
  setItem: (key: string, value: string) => {
    try {
      localStore()?.setItem(key, value);
    } catch {
      // quota exceeded: the in-memory atom still holds the value
    }
  },
  removeItem: (key: string) => localStore()?.removeItem(key),
  /** Another tab wrote the key, removed it, or cleared the storage (key null): the atom follows. */
  subscribe: (key: string, callback: (value: string | null) => void) => {
    if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return () => {};
    const listener = (event: StorageEvent) => {
      if (event.storageArea && event.storageArea !== localStore()) return;
      if (event.key === key) callback(event.newValue);
      else if (event.key === null) callback(null);
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
};

/** JSON in localStorage; nothing stored (or unreadable JSON) reads as the initial value, and null is stored as no key at all. */
function jsonStorage<T>() {
  const json = createJSONStorage<T>(() => stringStorage);
  return { ...json, setItem: (key: string, value: T) => (value === null || value === undefined ? json.removeItem(key) : json.setItem(key, value)) };
}

/** Reads the stored value now, bypassing the atom (another tab may have written it). */
export const readStored = <T>(key: string, fallback: T): T => jsonStorage<T>().getItem(STORAGE_PREFIX + key, fallback);

export function persistedAtom<T>(key: string, initial: T): PersistedAtom<T> {
  // getOnInit: the stored value is there for code that reads the store without rendering
  const persisted = atomWithStorage<T>(STORAGE_PREFIX + key, initial, jsonStorage<T>(), { getOnInit: true });
  // Mounted for the page's life, so other tabs' writes arrive even while no component reads it.
  if (typeof window !== 'undefined') portalStore.sub(persisted, () => {});
  return persisted;
}
