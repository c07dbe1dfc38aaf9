// Tenant flags only the shell reads: where third parties are skipped, guard 2, push's custom domain.
import type { PublicTenantConfig } from '@portal/shared';

/** Third-party integrations are skipped on a developer's machine (api/README.md "Third-party"). */
export function isLocalEnvironment(config: Pick<PublicTenantConfig, 'environment'> | null, hostname = globalThis.location?.hostname ?? ''): boolean {
  return config?.environment === 'development' || hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.localhost');
}

/** Guard 2 of docs/product.md and the expired-session target: both SSO flags on. */
export const skipsLoginPage = (config: Pick<PublicTenantConfig, 'enable_skip_login_page_for_ifa_sso' | 'enable_auth_via_ifa'> | null): boolean =>
  Boolean(config?.enable_skip_login_page_for_ifa_sso && config.enable_auth_via_ifa);

/** Whether the page runs on the tenant's custom domain (push uses another app id there). */
export function isOnCustomDomain(config: Pick<PublicTenantConfig, 'custom_domain_url'> | null, origin = globalThis.location?.origin ?? ''): boolean {
  if (!config?.custom_domain_url) return false;
  try {
    return new URL(config.custom_domain_url).origin === origin;
  } catch {
    return false;
  }
}
