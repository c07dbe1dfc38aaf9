// The external identity provider (ifa, api/README.md and docs/product.md): an OpenID authorization-code flow with
// PKCE whose return address is /auth/oauth2/callback/ifa/, scope 'profile' (plus the OpenID
// scopes the token exchange needs), run through the generic popup flow.
import { oidcPopupLogin, type OidcPopupOptions } from '../oidc-popup.ts';
import type { ProviderTokens } from '../messages.ts';
import { oidcScope, type OidcEndpoints } from '../../../common/sso-providers.ts';

export function externalProviderLogin(endpoints: OidcEndpoints, options: Omit<OidcPopupOptions, 'scope'>): Promise<ProviderTokens> {
  return oidcPopupLogin('ifa', endpoints, { ...options, scope: oidcScope('ifa') });
}
