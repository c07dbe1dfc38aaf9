// Route schemas through fastify-type-provider-zod: each route declares `schema: { body, querystring,
// params }` as zod schemas; fastify validates before the handler and the error handler turns a
// failure into the 400 envelope naming the field (invalid_body / invalid_query / invalid_params).
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PagedList } from '@portal/shared/contract';
import { ApiError } from './errors.ts';
import { installRouteTable } from './auth.ts';

export type { ZodTypeProvider };

/**
 * Validation through the zod type provider; a missing JSON body validates as {} (optional-only bodies).
 * Also records the route table (auth class per route) since both must be in place before any route.
 * The input checks below are appended to each route's own preValidation hooks, so they run after
 * authentication: a caller without a valid token gets 401, never a 400 that describes the input.
 */
export function installValidation(app: FastifyInstance) {
  installRouteTable(app);
  app.setValidatorCompiler(validatorCompiler);
  app.addHook('onRoute', (route) => {
    const own = route.preValidation;
    route.preValidation = [...(Array.isArray(own) ? own : own ? [own] : []), checkInput];
  });
}

const checkInput: preValidationAsyncHookHandler = async (request) => {
  if (request.url.startsWith('/api/')) {
    for (const [part, code, label] of NUL_CHECKED) {
      if (hasNul(request[part])) throw new ApiError(400, code, `${label}: text must not contain NUL characters`);
    }
  }
  if (!request.routeOptions.schema?.body) return;
  if (request.body === undefined || request.body === null) request.body = {};
  else if (typeof request.body !== 'object' || Array.isArray(request.body)) {
    throw new ApiError(400, 'invalid_body', 'The request body must be a JSON object');
  }
};

// PostgreSQL text cannot hold U+0000: refused here for every API route instead of failing in a query
// (the fuzzer found it in reference ids and search strings).
const NUL_CHECKED = [
  ['params', 'invalid_params', 'Invalid path'],
  ['query', 'invalid_query', 'Invalid query'],
  ['body', 'invalid_body', 'Invalid request body'],
] as const;

/** A NUL character in any string or key of the value (walked without recursion: bodies nest deep). */
export function hasNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(x);
      }
    }
  }
  return false;
}

/** For the one body whose schema depends on a field (oauth2 token: grant_type); same 400 as a route schema. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields = result.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.join('.') : '(body)'}: ${i.message}`)
    .join('; ');
  throw new ApiError(400, 'invalid_body', `Invalid request body: ${fields}`);
}

/** Query-string parser: repeated keys and `name[]=v` become arrays (api/README.md: arrays as name[]=value). */
export function parseQueryString(qs: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of new URLSearchParams(qs)) {
    const isArray = rawKey.endsWith('[]');
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    const prev = out[key];
    if (prev === undefined) out[key] = isArray ? [value] : value;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/** Helpers for common field shapes. */
export const zInt = z.coerce.number().int();
/** Ids and millisecond offsets live in int4 columns: larger numbers are a 400, not a database error (found by the fuzzer). */
export const PG_INT_MAX = 2_147_483_647;
export const zId = z.coerce.number().int().positive().max(PG_INT_MAX);
/** Milliseconds into a video (tags, clips): int4 as well. */
export const zMs = z.coerce.number().int().min(0).max(PG_INT_MAX);
export const zBoolish = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');
export const zPage = z.coerce.number().int().min(0).max(100000);
export const zSize = z.coerce.number().int().min(1).max(1000);

/** A page as the API sends it: the contract's PagedList without the error fields a client adds. */
export type Paged<T> = Omit<PagedList<T>, 'error' | 'message'>;

export function paged<T>(entries: T[], totalCount: number, page: number, size: number): Paged<T> {
  const startIndex = page * size;
  return {
    entryCount: entries.length,
    totalCount,
    itemsPerPage: size,
    startIndex,
    count: entries.length,
    nextExists: startIndex + entries.length < totalCount,
    entries,
  };
}
