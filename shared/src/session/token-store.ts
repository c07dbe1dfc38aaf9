import type { TokenStore } from '../http/tokens.ts';
import { tokenAtom, userTokenDataAtom, type UserTokenData } from './atoms.ts';
import { readStored } from './persist.ts';
import { portalStore, type PortalStore } from './store.ts';

/**
 * The API client's view of the session tokens. Reads go to localStorage first, because
 * another tab may have refreshed a moment ago and its storage event may not have arrived.
 */
export function sessionTokenStore(store: PortalStore = portalStore): TokenStore {
  return {
    read() {
      const stored = readStored<UserTokenData | null>('userTokenData', null);
      const inMemory = store.get(userTokenDataAtom);
      if (stored && stored.token !== inMemory?.token) {
        store.set(userTokenDataAtom, stored);
        store.set(tokenAtom, stored.token);
      }
      return stored ?? inMemory;
    },
    write(data) {
      store.set(userTokenDataAtom, data);
      store.set(tokenAtom, data.token);
    },
  };
}
