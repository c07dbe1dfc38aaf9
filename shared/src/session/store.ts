import { getDefaultStore } from 'jotai';

/**
 * The one jotai store of the portal. The shell passes it to <Provider store={portalStore}>;
 * non-React code (API client, socket, actions) reads and writes it directly.
 * It is jotai's default store, so a component rendered outside the Provider (a parcel,
 * a test) still sees the same atoms instead of a silent second copy.
 */
export const portalStore = getDefaultStore();
export type PortalStore = typeof portalStore;
