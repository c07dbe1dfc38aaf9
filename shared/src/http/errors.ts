// Failed calls (api/README.md): code from messageErrorCode (default default_error_message) plus message.

export const DEFAULT_ERROR_CODE = 'default_error_message';
export const DEFAULT_ERROR_MESSAGE = 'An error occurred';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  /** The response body (or extra data such as token and provider on device_limit_exceeded). */
  readonly data: unknown;

  constructor(code: string, message: string, status = 0, data: unknown = null) {
    super(message);
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** 'Expired Session' (api/README.md): failed refresh or no refresh token. */
export const EXPIRED_SESSION_CODE = 'refresh_token_failed';
export const expiredSessionError = (cause?: unknown): ApiError =>
  Object.assign(new ApiError(EXPIRED_SESSION_CODE, 'Expired Session', 401, { kind: 'expired_session_error' }), { cause });
/** True for the client's own expired-session error (not a server 401 that happens to carry the code). */
export const isExpiredSessionError = (error: unknown): boolean =>
  isApiError(error) && error.code === EXPIRED_SESSION_CODE && (error.data as { kind?: string } | null)?.kind === 'expired_session_error';

/** Builds the error of a failed response from its body. */
export function errorFromBody(body: unknown, status: number): ApiError {
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const code = typeof b.messageErrorCode === 'string' && b.messageErrorCode ? b.messageErrorCode : DEFAULT_ERROR_CODE;
  const message = typeof b.message === 'string' && b.message ? b.message : DEFAULT_ERROR_MESSAGE;
  return new ApiError(code, message, status, body);
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The text shown for an error: the translation at errors.{code} if present, else the
 * server's message, else 'An error occurred' (translated at errors.default).
 */
export function errorText(error: unknown, t: Translate): string {
  const code = isApiError(error) ? error.code : null;
  if (code && code !== DEFAULT_ERROR_CODE) {
    const key = `errors.${code}`;
    const text = t(key, { defaultValue: '' });
    if (text && text !== key) return text;
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (message && message !== DEFAULT_ERROR_MESSAGE) return message;
  return t('errors.default', { defaultValue: DEFAULT_ERROR_MESSAGE });
}

/** Sign-in refused because the account has too many devices (docs/product.md "Device-limit"). */
export const DEVICE_LIMIT_CODE = 'device_limit_exceeded';
export interface DeviceLimitData {
  /** The access token the limit page uses to remove a device before signing in. */
  token: string | null;
  provider: string;
  devices: unknown[];
}
export const deviceLimitError = (data: DeviceLimitData): ApiError => new ApiError(DEVICE_LIMIT_CODE, 'Device Limit Exceeded', 403, data);
export const isDeviceLimitError = (error: unknown): error is ApiError & { data: DeviceLimitData } => isApiError(error) && error.code === DEVICE_LIMIT_CODE;
