// The callback of the OpenID flow (/auth/oauth2/callback/:provider/), running in the popup
// (or, in redirect mode, in the main window): exchange the code at the provider's token
// endpoint (api/README.md: form-encoded grant_type, client_id, code, redirect_uri, plus the PKCE
// code_verifier), surfacing the provider's error_description.
import { decodeJwtClaims } from './pkce.ts';
import { SSO_MESSAGE_TYPE, takePending, type PendingAuthorization, type ProviderTokens, type SsoMessage, type StorageLike } from './messages.ts';
import type { SsoProvider } from '../../common/sso-providers.ts';

export interface TokenEndpointAnswer {
  access_token?: string;
  id_token?: string;
  token_type?: string;
  expires_in?: number;
  refresh_token?: string;
  scope?: string;
  error?: string;
  error_description?: string;
}

export class ProviderTokenError extends Error {
  override readonly name = 'ProviderTokenError';
  readonly error: string;
  /** The provider's own words (error_description), when it sent any. */
  readonly description: string | undefined;
  constructor(error: string, description?: string) {
    super(description || error);
    this.error = error;
    this.description = description || undefined;
  }
}

export async function exchangeCode(
  params: { tokenEndpoint: string; clientId: string; code: string; redirectUri: string; codeVerifier: string },
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<TokenEndpointAnswer> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: params.clientId,
    code: params.code,
    redirect_uri: params.redirectUri,
    code_verifier: params.codeVerifier,
  });
  let response: Response;
  try {
    response = await fetchImpl(params.tokenEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body,
    });
  } catch (error) {
    // Our own failures carry only a code; the page shows its translation.
    throw new ProviderTokenError('network');
  }
  let answer: TokenEndpointAnswer = {};
  try {
    answer = (await response.json()) as TokenEndpointAnswer;
  } catch {
    // not JSON: handled below
  }
  if (answer.error) throw new ProviderTokenError(answer.error, answer.error_description);
  if (!response.ok || (!answer.access_token && !answer.id_token)) throw new ProviderTokenError('token_error');
  return answer;
}

/** The display name an id token carries (apple's full_name in the demo). */
function nameFrom(idToken: string | undefined): string | undefined {
  if (!idToken) return undefined;
  const claims = decodeJwtClaims(idToken);
  if (!claims) return undefined;
  if (typeof claims.name === 'string') return claims.name;
  const parts = [claims.given_name, claims.family_name].filter((p): p is string => typeof p === 'string');
  return parts.length ? parts.join(' ') : undefined;
}

export interface CallbackOutcome {
  message: SsoMessage;
  pending: PendingAuthorization | null;
}

/**
 * Handles the callback query. Never throws: the outcome is the message for the opener
 * (ok with the provider's tokens, or the error with its description).
 */
export async function handleCallback(
  provider: string,
  search: URLSearchParams,
  { storage, fetchImpl, now }: { storage?: StorageLike | null; fetchImpl?: typeof fetch; now?: number } = {},
): Promise<CallbackOutcome> {
  const state = search.get('state') ?? '';
  const pending = takePending(state, storage, now);
  const fail = (error: string, description?: string): CallbackOutcome => ({
    message: { type: SSO_MESSAGE_TYPE, state, provider: provider as SsoProvider, ok: false, error, ...(description ? { error_description: description } : {}) },
    pending,
  });
  if (!pending || pending.provider !== provider) return fail('invalid_state');
  const providerError = search.get('error');
  if (providerError) return fail(providerError, search.get('error_description') ?? undefined);
  const code = search.get('code');
  if (!code) return fail('invalid_request');
  try {
    const answer = await exchangeCode(
      { tokenEndpoint: pending.tokenEndpoint, clientId: pending.clientId, code, redirectUri: pending.redirectUri, codeVerifier: pending.codeVerifier },
      fetchImpl,
    );
    if (answer.id_token) {
      const nonce = decodeJwtClaims(answer.id_token)?.nonce;
      if (nonce !== undefined && nonce !== pending.nonce) return fail('invalid_nonce', 'The sign-in answer was not meant for this request.');
    }
    const tokens: ProviderTokens = {};
    if (answer.access_token) tokens.access_token = answer.access_token;
    if (answer.id_token) tokens.id_token = answer.id_token;
    const fullName = nameFrom(answer.id_token);
    if (fullName) tokens.full_name = fullName;
    return { message: { type: SSO_MESSAGE_TYPE, state, provider: pending.provider, ok: true, tokens }, pending };
  } catch (error) {
    if (error instanceof ProviderTokenError) return fail(error.error, error.description);
    return fail('token_error');
  }
}

type OpenerHost = { opener: Window | null; location: { origin: string } };

/** Posts the outcome to the window that opened this popup, to our own origin only. */
export function postToOpener(message: SsoMessage, host: OpenerHost = window): boolean {
  const opener = host.opener;
  if (!opener || opener.closed) return false;
  opener.postMessage(message, host.location.origin);
  return true;
}
