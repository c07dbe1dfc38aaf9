import { atom, useAtomValue } from 'jotai';
import type { PublicTenantConfig } from '../contract/tenant.ts';
import { portalStore } from '../session/store.ts';

/** The tenant's configuration, set by the shell once GET /api/customer/config answers. */
export const customerConfigAtom = atom<PublicTenantConfig | null>(null);

export const getCustomerConfig = (): PublicTenantConfig | null => portalStore.get(customerConfigAtom);

export function setCustomerConfig(config: PublicTenantConfig | null): void {
  portalStore.set(customerConfigAtom, config);
}

export const useCustomerConfig = (): PublicTenantConfig | null => useAtomValue(customerConfigAtom);
