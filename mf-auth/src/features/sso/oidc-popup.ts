// The single sign-on popup of docs/product.md: a popup of at least 512x730 opened to the
// provider's authorization endpoint (authorization code + PKCE, state, nonce), polled every
// 500 ms for closure. Its callback page posts the result back; only messages from this
// origin AND from that very popup window, carrying our state, are accepted.
import { ApiError } from '@portal/shared';
import { createPkce, randomString, type Digest } from './pkce.ts';
import { dropPending, isSsoMessage, savePending, type PendingAuthorization, type ProviderTokens, type StorageLike } from './messages.ts';
import type { OidcEndpoints, SsoProvider } from '../../common/sso-providers.ts';

export const POPUP_MIN_WIDTH = 512;
export const POPUP_MIN_HEIGHT = 730;
export const POPUP_POLL_MS = 500;

/** How long a closed popup may still deliver its result message. */
export const POPUP_CLOSE_GRACE_MS = 1000;

export const popupClosedError = () => new ApiError('popup_closed', 'Popup was closed');
/** Failures of our own callback, each with its own translated text (errors.<code>). */
const CALLBACK_CODES = new Set(['invalid_state', 'invalid_request', 'network', 'token_error']);

/**
 * The sign-in failed at the provider or in our callback: the provider's own words when it
 * sent any (product rule: error_description surfaced), else our code's translation, else 'Login Failed'.
 */
export const loginFailedError = (description?: string, code?: string) => {
  if (description) return new ApiError('sso_provider_error', description);
  if (code && CALLBACK_CODES.has(code)) return new ApiError(code, 'Login Failed');
  return new ApiError('login_failed', 'Login Failed');
};

type PopupHost = Pick<Window, 'open' | 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'> & {
  location: { origin: string };
  screenX?: number;
  screenY?: number;
  outerWidth?: number;
  outerHeight?: number;
};

/** window.open features: at least 512x730, centred on the current window. */
export function popupFeatures(host: Partial<PopupHost> = globalThis as unknown as PopupHost): string {
  const width = POPUP_MIN_WIDTH;
  const height = POPUP_MIN_HEIGHT;
  const left = Math.max(0, Math.round((host.screenX ?? 0) + ((host.outerWidth ?? width) - width) / 2));
  const top = Math.max(0, Math.round((host.screenY ?? 0) + ((host.outerHeight ?? height) - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/** The redirect URI registered with the provider for a tenant (docs/product.md). */
export const callbackUri = (origin: string, provider: SsoProvider): string => `${origin}/auth/oauth2/callback/${provider}/`;

/**
 * Opens the popup. Must run synchronously inside the click handler, before any await,
 * or the browser blocks it. It starts blank; the authorization URL is set once PKCE is ready.
 */
export function openPopup(host: PopupHost = window, name = 'portal-sso'): Window {
  const popup = host.open('about:blank', name, popupFeatures(host));
  if (!popup) throw new ApiError('popup_blocked', 'The sign-in window was blocked by the browser');
  return popup;
}

export interface AuthorizationRequest {
  url: string;
  pending: PendingAuthorization;
}

export async function buildAuthorizationRequest(
  provider: SsoProvider,
  endpoints: OidcEndpoints,
  options: { origin: string; scope: string; digest?: Digest; now?: number; mode?: 'popup' | 'redirect'; returnTo?: string },
): Promise<AuthorizationRequest> {
  const pkce = await createPkce(options.digest);
  const state = randomString(24);
  const nonce = randomString(24);
  const redirectUri = callbackUri(options.origin, provider);
  const url = new URL(endpoints.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', endpoints.client_id);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', options.scope);
  url.searchParams.set('state', state);
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('code_challenge', pkce.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return {
    url: url.href,
    pending: {
      provider,
      state,
      nonce,
      codeVerifier: pkce.verifier,
      redirectUri,
      tokenEndpoint: endpoints.token_endpoint,
      clientId: endpoints.client_id,
      createdAt: options.now ?? Date.now(),
      mode: options.mode ?? 'popup',
      ...(options.returnTo ? { returnTo: options.returnTo } : {}),
    },
  };
}

/**
 * Resolves with the provider's tokens when the popup posts a success for `state`; rejects
 * with popup_closed when the user closes it, or with the provider's error.
 */
export function waitForPopupResult(
  popup: Window,
  state: string,
  {
    host = window as PopupHost,
    pollMs = POPUP_POLL_MS,
    closeGraceMs = POPUP_CLOSE_GRACE_MS,
  }: { host?: PopupHost; pollMs?: number; closeGraceMs?: number } = {},
): Promise<ProviderTokens> {
  return new Promise<ProviderTokens>((resolve, reject) => {
    let done = false;
    const finish = (fn: () => void) => {
      if (done) return;
      done = true;
      host.clearInterval(timer);
      host.removeEventListener('message', onMessage);
      fn();
    };
    const onMessage = (event: MessageEvent) => {
      // Same origin only (docs/product.md), and only from the popup we opened.
      if (event.origin !== host.location.origin) return;
      if (event.source !== popup) return;
      if (!isSsoMessage(event.data) || event.data.state !== state) return;
      const message = event.data;
      finish(() => {
        try {
          popup.close();
        } catch {
          // already closing
        }
        if (message.ok) resolve(message.tokens);
        else reject(loginFailedError(message.error_description, message.error));
      });
    };
    // The callback closes itself right after posting its result, so a closed popup may
    // still have a message on its way: only a popup closed for a while was closed by the user.
    let closedAt: number | null = null;
    const timer = host.setInterval(() => {
      if (!popup.closed) return;
      closedAt ??= Date.now();
      if (Date.now() - closedAt >= closeGraceMs) finish(() => reject(popupClosedError()));
    }, pollMs);
    host.addEventListener('message', onMessage);
  });
}

export interface OidcPopupOptions {
  origin?: string;
  scope: string;
  host?: PopupHost;
  storage?: StorageLike | null;
  digest?: Digest;
  pollMs?: number;
  /** A popup opened already (synchronously, in the click handler). */
  popup?: Window;
}

/** The whole popup flow for one provider of the tenant's `sso` block. */
export async function oidcPopupLogin(provider: SsoProvider, endpoints: OidcEndpoints, options: OidcPopupOptions): Promise<ProviderTokens> {
  const host = options.host ?? window;
  const popup = options.popup ?? openPopup(host);
  let request: AuthorizationRequest;
  try {
    request = await buildAuthorizationRequest(provider, endpoints, {
      origin: options.origin ?? host.location.origin,
      scope: options.scope,
      digest: options.digest,
    });
  } catch (error) {
    popup.close();
    throw error;
  }
  savePending(request.pending, options.storage);
  try {
    popup.location.replace(request.url);
    return await waitForPopupResult(popup, request.pending.state, { host, pollMs: options.pollMs });
  } finally {
    // The callback normally consumed it; a closed popup leaves it behind.
    dropPending(request.pending.state, options.storage);
  }
}
