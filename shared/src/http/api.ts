// The portal's API client instance. Browser code calls `api.get(...)`; the shell calls
// configureApi once the customer configuration is known.
import { getCustomerConfig } from '../config/customer.ts';
import type { PublicTenantConfig } from '../contract/tenant.ts';
import { pendingAccessTokenRefreshAtom } from '../session/atoms.ts';
import { devicePayload } from '../session/device-id.ts';
import { portalStore } from '../session/store.ts';
import { sessionTokenStore } from '../session/token-store.ts';
import { reportError as defaultReportError } from '../telemetry/error-reporting.ts';
import { createApiClient, type ApiClient, type ApiClientOptions, type HttpMethod, type RequestOptions } from './client.ts';
import type { ApiError } from './errors.ts';

export interface ConfigureApiOptions {
  /** Defaults to the customer configuration's api_base, then '/'. */
  apiBase?: string;
  getCustomer?: () => PublicTenantConfig | null;
  reportError?: (error: unknown, context: Record<string, unknown>) => void;
  /** What a refresh that failed for good does; the shell passes its expireSession (logout, then the login page). */
  onSessionExpired?: (error: ApiError) => void;
  /** For tests: a fetch, locks and token store of their own. */
  fetch?: typeof fetch;
  locks?: ApiClientOptions['locks'];
  tokens?: ApiClientOptions['tokens'];
}

function build(options: ConfigureApiOptions = {}): ApiClient {
  const getCustomer = options.getCustomer ?? getCustomerConfig;
  return createApiClient({
    apiBase: () => options.apiBase ?? getCustomer()?.api_base ?? '/',
    tokens: options.tokens ?? sessionTokenStore(),
    fetch: options.fetch,
    locks: options.locks,
    device: () => devicePayload(getCustomer()?.build ?? ''),
    reportError: options.reportError ?? defaultReportError,
    onSessionExpired:
      options.onSessionExpired ??
      // Until the shell configures the client there is no session to expire (and no router).
      ((error) => console.warn('Session expired before the shell configured the API client', error)),
    onRefreshing: (pending) => portalStore.set(pendingAccessTokenRefreshAtom, pending),
  });
}

let client = build();

export function configureApi(options: ConfigureApiOptions = {}): void {
  client = build(options);
}

type Call = <T = unknown>(path: string, options?: RequestOptions) => Promise<T>;

export const api: {
  get: Call;
  post: Call;
  put: Call;
  patch: Call;
  delete: Call;
  request: <T = unknown>(method: HttpMethod, path: string, options?: RequestOptions) => Promise<T>;
  refresh: ApiClient['refresh'];
} = {
  get: (path, o) => client.get(path, o),
  post: (path, o) => client.post(path, o),
  put: (path, o) => client.put(path, o),
  patch: (path, o) => client.patch(path, o),
  delete: (path, o) => client.delete(path, o),
  request: (method, path, o) => client.request(method, path, o),
  refresh: (stale) => client.refresh(stale),
};
