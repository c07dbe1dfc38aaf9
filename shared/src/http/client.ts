// The API client of api/README.md "General" and 8 with the token lifecycle of docs/product.md:
// refresh at 80% of the lifetime before a call, refresh once and retry once on 401,
// one refresh at a time in the tab (a shared promise) and across tabs (a Web Lock and a
// re-read of the stored tokens once the lock is held).
import type { UserTokenData } from '../session/atoms.ts';
import { ApiError, errorFromBody, expiredSessionError, isExpiredSessionError } from './errors.ts';
import { buildQuery, joinUrl, type QueryParams } from './query-string.ts';
import { browserLocks, withRefreshLock, type LockManagerLike } from './refresh-lock.ts';
import { isRefreshDue, tokenDataFromResponse, type TokenResponse, type TokenStore } from './tokens.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  /** Send the access token (default true; it is only sent when one exists). */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Let the request outlive the page (fetch keepalive): saves made on pagehide. */
  keepalive?: boolean;
}

export interface ApiClientOptions {
  /** Base URL from the tenant's api_base (default '/'); read per call. */
  apiBase?: string | (() => string | undefined);
  tokens: TokenStore;
  fetch?: typeof fetch;
  /** Web Locks (default navigator.locks; null disables cross-tab locking). */
  locks?: LockManagerLike | null;
  lockTimeoutMs?: number;
  /** The `device` object sent with a refresh. */
  device?: () => unknown;
  now?: () => number;
  /** 5xx and unexpected failures go here (error reporting). */
  reportError?: (error: unknown, context: Record<string, unknown>) => void;
  /** A refresh failed for good: log out without revoking and leave the page. */
  onSessionExpired?: (error: ApiError) => void;
  /** Mirrors pendingAccessTokenRefresh. */
  onRefreshing?: (pending: boolean) => void;
}

export interface ApiClient {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  patch<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** Refreshes the access token now (deduplicated); resolves with the new tokens. */
  refresh(staleToken?: string | null): Promise<UserTokenData>;
}

export const REFRESH_PATH = '/api/oauth2/token';

const isPlainBody = (body: unknown): boolean =>
  body !== undefined &&
  body !== null &&
  !(typeof FormData !== 'undefined' && body instanceof FormData) &&
  !(typeof Blob !== 'undefined' && body instanceof Blob) &&
  !(typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) &&
  !(body instanceof ArrayBuffer);

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return {};
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const hasErrorField = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'error' in body && (body as { error: unknown }).error != null && (body as { error: unknown }).error !== false;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  const now = options.now ?? Date.now;
  const base = () => (typeof options.apiBase === 'function' ? options.apiBase() : options.apiBase);
  let inflight: Promise<UserTokenData> | null = null;

  function url(path: string, query?: QueryParams): string {
    const joined = joinUrl(base(), path) + buildQuery(query);
    // Relative bases resolve against the page (Node's fetch needs absolute URLs).
    const origin = globalThis.location?.origin;
    return /^[a-z]+:\/\//i.test(joined) || !origin || origin === 'null' ? joined : new URL(joined, origin).href;
  }

  async function send(method: HttpMethod, path: string, opts: RequestOptions, body: unknown, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    let payload: BodyInit | undefined;
    if (isPlainBody(body)) {
      headers['Content-Type'] ??= 'application/json';
      payload = JSON.stringify(body);
    } else if (body !== undefined && body !== null) {
      payload = body as BodyInit;
    }
    if (token) headers['X-Authorization'] = `Bearer ${token}`;
    try {
      return await doFetch(url(path, opts.query), { method, headers, body: payload, signal: opts.signal, ...(opts.keepalive ? { keepalive: true } : {}) });
    } catch (error) {
      if ((error as { name?: string })?.name === 'AbortError' || opts.signal?.aborted) throw error;
      throw Object.assign(new ApiError('network', (error as Error)?.message || 'Network error', 0, null), { cause: error });
    }
  }

  async function unwrap<T>(response: Response, method: HttpMethod, path: string): Promise<T> {
    const body = await readBody(response);
    if (!response.ok || hasErrorField(body)) {
      const error = errorFromBody(body, response.status);
      if (response.status >= 500) options.reportError?.(error, { method, path, status: response.status });
      throw error;
    }
    if (typeof body === 'object' && body !== null && 'content' in body) return (body as { content: T }).content;
    return body as T;
  }

  async function refreshUnderLock(staleToken: string | null): Promise<UserTokenData> {
    if (!options.tokens.read()?.refreshToken) throw expiredSessionError();
    return withRefreshLock(
      locks,
      async () => {
        // Another tab may have refreshed while we waited for the lock.
        const current = options.tokens.read();
        if (!current?.refreshToken) throw expiredSessionError();
        if (current.token !== staleToken && !isRefreshDue(current, now())) return current;
        const response = await send(
          'POST',
          REFRESH_PATH,
          {},
          { grant_type: 'refresh_token', refresh_token: current.refreshToken, device: options.device?.(), strategy: 'refresh' },
          null,
        );
        const content = await unwrap<TokenResponse>(response, 'POST', REFRESH_PATH);
        const next = tokenDataFromResponse(content, now());
        if (!next.refreshToken) next.refreshToken = current.refreshToken;
        options.tokens.write(next);
        return next;
      },
      options.lockTimeoutMs,
    );
  }

  function refresh(staleToken: string | null = options.tokens.read()?.token ?? null): Promise<UserTokenData> {
    if (inflight) return inflight;
    options.onRefreshing?.(true);
    inflight = refreshUnderLock(staleToken)
      .catch((error: unknown) => {
        // No answer or a server fault is not an expired session: keep the user signed in.
        if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) throw error;
        const expired = isExpiredSessionError(error) ? (error as ApiError) : expiredSessionError(error);
        options.onSessionExpired?.(expired);
        throw expired;
      })
      .finally(() => {
        inflight = null;
        options.onRefreshing?.(false);
      });
    return inflight;
  }

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<T> {
    // A private copy of the body: the caller may change its object before the retry.
    const body = isPlainBody(opts.body) ? structuredClone(opts.body) : opts.body;
    const auth = opts.auth !== false;
    let tokens = auth ? options.tokens.read() : null;
    if (tokens?.refreshToken && isRefreshDue(tokens, now())) tokens = await refresh(tokens.token);
    const first = await send(method, path, opts, body, tokens?.token ?? null);
    if (first.status !== 401 || !tokens) return unwrap<T>(first, method, path);
    void first.body?.cancel().catch(() => {});
    const fresh = await refresh(tokens.token);
    // Retried once; a second 401 is a plain failure, never another refresh.
    return unwrap<T>(await send(method, path, opts, body, fresh.token), method, path);
  }

  return {
    request,
    get: (path, o) => request('GET', path, o),
    post: (path, o) => request('POST', path, o),
    put: (path, o) => request('PUT', path, o),
    patch: (path, o) => request('PATCH', path, o),
    delete: (path, o) => request('DELETE', path, o),
    refresh,
  };
}
