// Sign in with Apple JS adapter (api/README.md and docs/product.md): scope 'name email', popup mode; Apple's own
// error object is passed through unchanged. The id token and the full name are returned.
import type { ProviderTokens } from '../messages.ts';
import { PROVIDER_SCOPES } from '../../../common/sso-providers.ts';
import { loadScript } from './load-script.ts';

export const APPLE_SDK_URL = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

export interface AppleSignInResponse {
  authorization: { id_token: string; code?: string; state?: string };
  user?: { email?: string; name?: { firstName?: string; lastName?: string } };
}

/** The part of `AppleID.auth` the adapter uses. */
export interface AppleAuth {
  init(config: { clientId: string; scope: string; redirectURI: string; state?: string; nonce?: string; usePopup: boolean }): void;
  signIn(): Promise<AppleSignInResponse>;
}

export async function appleLogin(auth: AppleAuth, options: { clientId: string; redirectURI: string; state?: string; nonce?: string }): Promise<ProviderTokens> {
  auth.init({
    clientId: options.clientId,
    scope: PROVIDER_SCOPES.apple,
    redirectURI: options.redirectURI,
    state: options.state,
    nonce: options.nonce,
    usePopup: true,
  });
  // Errors (e.g. { error: 'popup_closed_by_user' }) propagate as Apple sent them.
  const response = await auth.signIn();
  const name = response.user?.name;
  const fullName = [name?.firstName, name?.lastName].filter(Boolean).join(' ');
  return { id_token: response.authorization.id_token, full_name: fullName };
}

type AppleWindow = Window & { AppleID?: { auth?: AppleAuth } };

export async function loadAppleSdk(win: AppleWindow = window as AppleWindow): Promise<AppleAuth> {
  if (!win.AppleID?.auth) await loadScript(APPLE_SDK_URL);
  if (!win.AppleID?.auth) throw new Error('Sign in with Apple is not available');
  return win.AppleID.auth;
}
