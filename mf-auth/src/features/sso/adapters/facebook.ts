// Facebook JS SDK adapter (api/README.md and docs/product.md): SDK v15.0, scope 'public_profile,email';
// a status other than 'connected' is 'Facebook authentication failed'.
import type { ProviderTokens } from '../messages.ts';
import { PROVIDER_SCOPES } from '../../../common/sso-providers.ts';
import { loadScript } from './load-script.ts';

export const FACEBOOK_SDK_VERSION = 'v15.0';
export const FACEBOOK_SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';

export interface FacebookLoginResponse {
  status: 'connected' | 'not_authorized' | 'unknown' | string;
  authResponse?: { accessToken: string; userID?: string; expiresIn?: number } | null;
}

/** The part of the `FB` global the adapter uses. */
export interface FacebookSdk {
  init(params: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options: { scope: string; return_scopes?: boolean }): void;
}

const initialised = new WeakSet<object>();

export function facebookLogin(FB: FacebookSdk, appId: string): Promise<ProviderTokens> {
  if (!initialised.has(FB)) {
    FB.init({ appId, version: FACEBOOK_SDK_VERSION, cookie: false, xfbml: false });
    initialised.add(FB);
  }
  return new Promise((resolve, reject) => {
    FB.login(
      (response) => {
        if (response.status === 'connected' && response.authResponse?.accessToken) resolve({ access_token: response.authResponse.accessToken });
        else reject(new Error('Facebook authentication failed'));
      },
      { scope: PROVIDER_SCOPES.facebook },
    );
  });
}

export async function loadFacebookSdk(win: Window & { FB?: FacebookSdk } = window as Window & { FB?: FacebookSdk }): Promise<FacebookSdk> {
  if (!win.FB) await loadScript(FACEBOOK_SDK_URL);
  if (!win.FB) throw new Error('Facebook authentication failed');
  return win.FB;
}
