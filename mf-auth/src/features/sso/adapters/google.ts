// Google Identity Services token client adapter (docs/product.md: scope 'openid email profile').
import { ApiError } from '@portal/shared';
import type { ProviderTokens } from '../messages.ts';
import { PROVIDER_SCOPES } from '../../../common/sso-providers.ts';
import { loadScript } from './load-script.ts';

export const GOOGLE_GSI_URL = 'https://accounts.google.com/gsi/client';

export interface GoogleTokenResponse {
  access_token?: string;
  error?: string;
  error_description?: string;
}

export interface GoogleTokenClientConfig {
  client_id: string;
  scope: string;
  callback: (response: GoogleTokenResponse) => void;
  error_callback?: (error: { type: string; message?: string }) => void;
}

/** The part of `google.accounts.oauth2` the adapter uses. */
export interface GoogleOAuth2 {
  initTokenClient(config: GoogleTokenClientConfig): { requestAccessToken(overrides?: { prompt?: string }): void };
}

export function googleLogin(oauth2: GoogleOAuth2, clientId: string): Promise<ProviderTokens> {
  return new Promise((resolve, reject) => {
    const client = oauth2.initTokenClient({
      client_id: clientId,
      scope: PROVIDER_SCOPES.google,
      callback: (response) => {
        if (response.error || !response.access_token)
          reject(new ApiError('sso_provider_error', response.error_description || response.error || 'Login Failed'));
        else resolve({ access_token: response.access_token });
      },
      error_callback: (error) => {
        if (error.type === 'popup_closed') reject(new ApiError('popup_closed', 'Popup was closed'));
        else reject(new ApiError('login_failed', error.message || 'Login Failed'));
      },
    });
    client.requestAccessToken();
  });
}

type GoogleWindow = Window & { google?: { accounts?: { oauth2?: GoogleOAuth2 } } };

export async function loadGoogleSdk(win: GoogleWindow = window as GoogleWindow): Promise<GoogleOAuth2> {
  if (!win.google?.accounts?.oauth2) await loadScript(GOOGLE_GSI_URL);
  const oauth2 = win.google?.accounts?.oauth2;
  if (!oauth2) throw new ApiError('login_failed', 'Login Failed');
  return oauth2;
}
