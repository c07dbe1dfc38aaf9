// Single sign-on providers (docs/product.md: facebook, google, apple, ifa) and which of them a
// tenant offers. A provider is offered when its flag is on and the tenant says how to reach
// it: an `sso` block (OpenID authorization code + PKCE in a popup: the demo points every
// provider at the local OpenID provider) or, without one, the provider's own SDK and client id.
import type { PublicTenantConfig } from '@portal/shared';

export const SSO_PROVIDERS = ['facebook', 'google', 'apple', 'ifa'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

/** Scopes of docs/product.md, as each provider's own SDK expects them. */
export const PROVIDER_SCOPES: Record<SsoProvider, string> = {
  facebook: 'public_profile,email',
  google: 'openid email profile',
  apple: 'name email',
  ifa: 'profile',
};

export interface OidcEndpoints {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  client_id: string;
}

export type SsoTenant = Pick<PublicTenantConfig, 'app_config' | 'enable_auth_via_ifa' | 'sso'>;

export const isSsoProvider = (value: unknown): value is SsoProvider => typeof value === 'string' && (SSO_PROVIDERS as readonly string[]).includes(value);

/** docs/product.md: unsupported providers throw. */
export function assertSsoProvider(value: unknown): asserts value is SsoProvider {
  if (!isSsoProvider(value)) throw new Error(`Unsupported auth provider: ${String(value)}`);
}

export function providerFlag(config: SsoTenant, provider: SsoProvider): boolean {
  switch (provider) {
    case 'facebook':
      return config.app_config.enable_auth_via_facebook;
    case 'google':
      return config.app_config.enable_auth_via_google;
    case 'apple':
      return config.app_config.enable_auth_via_apple;
    case 'ifa':
      return config.enable_auth_via_ifa;
  }
}

/** The provider's own client id for its SDK (ifa has none: it is always an OpenID flow). */
export function sdkClientId(config: SsoTenant, provider: SsoProvider): string {
  switch (provider) {
    case 'facebook':
      return config.app_config.app_id_facebook;
    case 'google':
      return config.app_config.app_client_id_for_google;
    case 'apple':
      return config.app_config.app_client_id_for_apple;
    case 'ifa':
      return '';
  }
}

export const oidcEndpoints = (config: SsoTenant, provider: SsoProvider): OidcEndpoints | null => config.sso?.[provider] ?? null;

/** How a provider is reached: the OpenID popup flow, the vendor SDK, or not at all. */
export function providerMode(config: SsoTenant, provider: SsoProvider): 'oidc' | 'sdk' | null {
  if (!providerFlag(config, provider)) return null;
  if (oidcEndpoints(config, provider)) return 'oidc';
  return sdkClientId(config, provider) ? 'sdk' : null;
}

/** The providers a tenant offers, in product order. */
export function enabledProviders(config: SsoTenant | null): SsoProvider[] {
  if (!config) return [];
  return SSO_PROVIDERS.filter((p) => providerMode(config, p) !== null);
}

/**
 * Scope of the OpenID popup flow. An OpenID provider needs `openid` (for the id token
 * apple's exchange sends) and `email` (the account is keyed by e-mail); the product's scope of
 * each provider is added when it is made of OpenID scope names.
 */
export function oidcScope(provider: SsoProvider): string {
  const scopes = new Set(['openid', 'email', 'profile']);
  for (const s of PROVIDER_SCOPES[provider].split(/[\s,]+/)) if (['openid', 'email', 'profile'].includes(s)) scopes.add(s);
  return [...scopes].join(' ');
}
