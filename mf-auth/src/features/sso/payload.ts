// api/README.md social sign-in payloads and the POST /api/oauth2/token body they become.
import { ApiError, type DevicePayload } from '@portal/shared';
import type { ProviderTokens } from './messages.ts';
import { assertSsoProvider, type SsoProvider } from '../../common/sso-providers.ts';

export type SocialPayload =
  | { provider_name: 'google' | 'facebook' | 'ifa'; token_type: 'access_token'; access_token: string }
  | { provider_name: 'apple'; token_type: 'id_token'; id_token: string; full_name: string };

export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';
export const ID_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:id_token';

const missingToken = (provider: string) => new ApiError('login_failed', `Login Failed: ${provider} returned no token`);

/** google, facebook, ifa: the access token; apple: the id token and the full name. Others throw. */
export function buildSocialPayload(provider: SsoProvider | string, tokens: ProviderTokens): SocialPayload {
  assertSsoProvider(provider);
  if (provider === 'apple') {
    if (!tokens.id_token) throw missingToken(provider);
    return { provider_name: 'apple', token_type: 'id_token', id_token: tokens.id_token, full_name: tokens.full_name ?? '' };
  }
  if (!tokens.access_token) throw missingToken(provider);
  return { provider_name: provider, token_type: 'access_token', access_token: tokens.access_token };
}

/** The token-exchange body; the full name is trimmed and sent as profile.display_name (docs/product.md). */
export function oauth2TokenBody(payload: SocialPayload, device: DevicePayload): Record<string, unknown> {
  const isId = payload.token_type === 'id_token';
  const body: Record<string, unknown> = {
    grant_type: TOKEN_EXCHANGE_GRANT,
    subject_token_type: isId ? ID_TOKEN_TYPE : ACCESS_TOKEN_TYPE,
    subject_issuer: payload.provider_name,
    requested_token_type: ACCESS_TOKEN_TYPE,
    subject_token: isId ? payload.id_token : payload.access_token,
    device,
    strategy: 'refresh',
  };
  if (payload.provider_name === 'apple') {
    const name = payload.full_name.trim();
    if (name) body.profile = { display_name: name };
  }
  return body;
}
