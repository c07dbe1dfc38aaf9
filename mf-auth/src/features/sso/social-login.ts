// Social sign-in (api/README.md and docs/product.md): get the provider's token (the OpenID popup flow when the
// tenant has an `sso` block for the provider, else the provider's SDK), exchange it at
// POST /api/oauth2/token, then sign in; auth_data.isRegister picks the analytics event.
import { devicePayload, isApiError, type PublicTenantConfig, type UserProfile } from '@portal/shared';
import { oauth2TokenRequest } from '../../common/auth-api.ts';
import { completeSignIn, trackLoginFailed } from '../../common/sign-in.ts';
import { appleLogin, loadAppleSdk } from './adapters/apple.ts';
import { externalProviderLogin } from './adapters/external.ts';
import { facebookLogin, loadFacebookSdk } from './adapters/facebook.ts';
import { googleLogin, loadGoogleSdk } from './adapters/google.ts';
import type { ProviderTokens } from './messages.ts';
import { callbackUri, oidcPopupLogin, openPopup } from './oidc-popup.ts';
import { buildSocialPayload, oauth2TokenBody } from './payload.ts';
import { randomString } from './pkce.ts';
import { assertSsoProvider, oidcEndpoints, oidcScope, providerMode, sdkClientId, type SsoProvider, type SsoTenant } from '../../common/sso-providers.ts';

export type SocialTenant = SsoTenant & Partial<Pick<PublicTenantConfig, 'build'>>;

export interface ProviderTokenDeps {
  /** A popup opened synchronously in the click handler (OpenID flow). */
  popup?: Window;
  host?: Window;
  /** Replaceable in tests. */
  oidcLogin?: typeof oidcPopupLogin;
  externalLogin?: typeof externalProviderLogin;
  sdk?: {
    facebook?: () => ReturnType<typeof loadFacebookSdk>;
    google?: () => ReturnType<typeof loadGoogleSdk>;
    apple?: () => ReturnType<typeof loadAppleSdk>;
  };
}

/**
 * Opens the popup for an OpenID provider right away (call this synchronously in the click
 * handler: browsers block popups opened after an await). Null for SDK providers.
 */
export function prepareProviderWindow(config: SsoTenant, provider: SsoProvider, host: Window = window): Window | null {
  return providerMode(config, provider) === 'oidc' ? openPopup(host) : null;
}

export async function getProviderTokens(provider: string, config: SsoTenant, deps: ProviderTokenDeps = {}): Promise<ProviderTokens> {
  assertSsoProvider(provider);
  const mode = providerMode(config, provider);
  if (mode === 'oidc') {
    const endpoints = oidcEndpoints(config, provider)!;
    const options = { popup: deps.popup, host: deps.host };
    if (provider === 'ifa') return (deps.externalLogin ?? externalProviderLogin)(endpoints, options);
    return (deps.oidcLogin ?? oidcPopupLogin)(provider, endpoints, { ...options, scope: oidcScope(provider) });
  }
  deps.popup?.close();
  if (mode === 'sdk') {
    const clientId = sdkClientId(config, provider);
    if (provider === 'facebook') return facebookLogin(await (deps.sdk?.facebook ?? loadFacebookSdk)(), clientId);
    if (provider === 'google') return googleLogin(await (deps.sdk?.google ?? loadGoogleSdk)(), clientId);
    if (provider === 'apple') {
      const origin = (deps.host ?? window).location.origin;
      return appleLogin(await (deps.sdk?.apple ?? loadAppleSdk)(), {
        clientId,
        redirectURI: callbackUri(origin, 'apple'),
        state: randomString(24),
        nonce: randomString(24),
      });
    }
  }
  throw new Error(`Sign-in with ${provider} is not enabled for this portal`);
}

export interface SocialSignInResult {
  user: UserProfile;
  isRegister: boolean;
}

/** Exchanges the provider's tokens at the API and signs in (or throws device_limit_exceeded). */
export async function exchangeAndSignIn(provider: SsoProvider, tokens: ProviderTokens, config: SocialTenant | null): Promise<SocialSignInResult> {
  const body = oauth2TokenBody(buildSocialPayload(provider, tokens), devicePayload(config?.build ?? ''));
  const answer = await oauth2TokenRequest(body);
  const auth = answer.auth_data;
  const isRegister = Boolean(auth?.isRegister);
  const user = completeSignIn(
    {
      profile: auth?.profile ?? { id: '' },
      tokenData: { access_token: answer.access_token ?? answer.token, expires_in: answer.expires_in, refresh_token: answer.refresh_token },
      devices: auth?.devices ?? [],
      device_error: auth?.device_error ?? null,
    },
    { provider, track: isRegister ? 'sign_up_completed' : 'login' },
  );
  return { user, isRegister };
}

/** The whole social sign-in. Failures other than the user closing the popup are tracked. */
export async function socialSignIn(provider: string, config: SocialTenant, deps: ProviderTokenDeps = {}): Promise<SocialSignInResult> {
  try {
    assertSsoProvider(provider);
    const tokens = await getProviderTokens(provider, config, deps);
    return await exchangeAndSignIn(provider, tokens, config);
  } catch (error) {
    if (!(isApiError(error) && error.code === 'popup_closed')) trackLoginFailed(error);
    throw error;
  }
}
