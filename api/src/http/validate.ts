// zod validation of bodies and queries with readable 400 errors naming the field.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from './errors.ts';

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.join('.') : '(body)'}: ${i.message}`)
    .join('; ');
}

export function parseBody<S extends z.ZodType>(schema: S, request: FastifyRequest): z.infer<S> {
  const raw = request.body ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ApiError(400, 'invalid_body', 'The request body must be a JSON object');
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw new ApiError(400, 'invalid_body', `Invalid request body: ${describe(result.error)}`);
  return result.data;
}

export function parseQuery<S extends z.ZodType>(schema: S, request: FastifyRequest): z.infer<S> {
  const result = schema.safeParse(request.query ?? {});
  if (!result.success) throw new ApiError(400, 'invalid_query', `Invalid query: ${describe(result.error)}`);
  return result.data;
}

export function parseParams<S extends z.ZodType>(schema: S, request: FastifyRequest): z.infer<S> {
  const result = schema.safeParse(request.params ?? {});
  if (!result.success) throw new ApiError(400, 'invalid_params', `Invalid path: ${describe(result.error)}`);
  return result.data;
}

/** Query-string parser: repeated keys and `name[]=v` become arrays (SPEC 7: arrays as name[]=value). */
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
export const zId = z.coerce.number().int().positive();
export const zBoolish = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');
export const zPage = z.coerce.number().int().min(0).max(100000);
export const zSize = z.coerce.number().int().min(1).max(1000);

export interface Paged<T> {
  entryCount: number;
  totalCount: number;
  itemsPerPage: number;
  startIndex: number;
  count: number;
  nextExists: boolean;
  entries: T[];
}

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
