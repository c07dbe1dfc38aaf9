// Whether the tenant offers commerce (its mf-commerce remote is on). Without it the commerce API
// answers 404 commerce_disabled, so the account hides billing, subscriptions and tickets.
import { getCustomerConfig, useCustomerConfig, type PublicTenantConfig } from '@portal/shared';

const enabledIn = (config: PublicTenantConfig | null) => config?.remotes?.find((r) => r.id === 'mf-commerce')?.enabled !== false;

export const commerceEnabled = (): boolean => enabledIn(getCustomerConfig());

export const useCommerceEnabled = (): boolean => enabledIn(useCustomerConfig());

export const COMMERCE_SECTIONS: ReadonlySet<string> = new Set(['billing', 'subscription', 'ppv']);
