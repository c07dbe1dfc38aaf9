// The error envelope of api/README.md: { messageErrorCode, message } with the right status.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from '@portal/shared/contract/account-schemas';

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly extra?: Record<string, unknown>;
  constructor(statusCode: number, code: string, message: string, extra?: Record<string, unknown>) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.extra = extra;
  }
}

export const notFound = (what: string, code = 'not_found') => new ApiError(404, code, `${what} not found`);

export function sendError(reply: FastifyReply, status: number, code: string, message: string, extra?: Record<string, unknown>) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ messageErrorCode: code, message, ...extra });
}

const PARTS: Record<string, [code: string, label: string]> = {
  body: ['invalid_body', 'Invalid request body'],
  querystring: ['invalid_query', 'Invalid query'],
  params: ['invalid_params', 'Invalid path'],
};

// The contract's shared schemas report i18n keys (the forms translate them); API clients get English.
const VALIDATION_TEXTS: Record<string, string> = {
  'validation.email_required': 'is required',
  'validation.email_too_long': `must be at most ${EMAIL_MAX} characters`,
  'validation.email_invalid': 'must be a valid e-mail address',
  'validation.password_required': 'is required',
  'validation.password_blank': 'must not be only spaces',
  'validation.password_too_short': `must be at least ${PASSWORD_MIN} characters`,
  'validation.password_too_long': `must be at most ${PASSWORD_MAX} characters`,
  'validation.name_required': 'is required',
  'validation.token_required': 'is required',
  'validation.too_long': 'is too long',
  'validation.too_large': 'is too large',
  'validation.phone_invalid': 'must be a phone number (5 to 20 digits)',
  'validation.date_invalid': 'must be a date (yyyy-mm-dd)',
  'validation.date_in_future': 'must be in the past',
  'validation.terms_required': 'must be accepted',
};

/** The 400 for a failed route schema, or undefined when the error is something else. */
export function schemaError(error: FastifyError): ApiError | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const [code, label] = PARTS[error.validationContext ?? 'body'] ?? PARTS.body!;
  const fields = error.validation
    .slice(0, 3)
    .map(
      (i) =>
        `${i.instancePath.length > 1 ? i.instancePath.slice(1).replaceAll('/', '.') : '(body)'}: ${(i.message && VALIDATION_TEXTS[i.message]) || i.message}`,
    )
    .join('; ');
  return new ApiError(400, code, `${label}: ${fields}`);
}

const FASTIFY_CODES: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json', 'The request body is empty but Content-Type is application/json'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'Send JSON (Content-Type: application/json)'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', 'The request body is too large'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid_body', 'Content-Length does not match the body'],
};

/** PostgreSQL errors that mean "this input value does not fit" (int4 overflow, bad text for a type, string too long). */
const DB_INPUT_ERRORS: Record<string, string> = {
  '22003': 'A number in the request is out of range',
  '22P02': 'A value in the request has the wrong format',
  '22001': 'A value in the request is too long',
  '22021': 'A value in the request is not valid UTF-8',
};

function databaseInputError(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && DB_INPUT_ERRORS[e.code]) return DB_INPUT_ERRORS[e.code];
  }
  return undefined;
}

/**
 * The database server is unreachable or went away (restart, failover): connection refused or reset,
 * the pool's connect timeout, the server's shutdown codes (57P01-57P03) and connection-class codes (08xxx).
 */
function databaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03'].includes(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && /^(Connection terminated|timeout exceeded when trying to connect)/.test(e.message)) return true;
  }
  return false;
}

export function installErrorHandling(app: FastifyInstance, opts: { apiPrefix?: string } = {}) {
  const prefix = opts.apiPrefix ?? '/api';
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      return sendError(reply, error.statusCode, error.code, error.message, error.extra);
    }
    const invalid = schemaError(error);
    if (invalid) return sendError(reply, invalid.statusCode, invalid.code, invalid.message);
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return sendError(reply, known[0], known[1], known[2]);
    if (error instanceof SyntaxError && (error as FastifyError).statusCode === 400) {
      return sendError(reply, 400, 'invalid_json', 'The request body is not valid JSON');
    }
    const dbInput = databaseInputError(error);
    if (dbInput) {
      // A schema let through a value the column cannot hold: the client's mistake, logged so the schema gets fixed.
      request.log.warn({ err: error }, 'database refused an input value');
      return sendError(reply, 400, 'invalid_request', dbInput);
    }
    if (databaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(reply, 503, 'service_unavailable', 'The service is temporarily unavailable, try again in a moment');
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, 'too_many_requests', error.message || 'Too many requests, try again later');
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, status, 'internal_error', 'An internal error occurred');
    }
    return sendError(reply, status, 'bad_request', error.message);
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path === prefix || path.startsWith(`${prefix}/`)) {
      return sendError(reply, 404, 'not_found', `No API route ${request.method} ${path}`);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
