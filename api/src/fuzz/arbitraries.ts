// Request generators for the API fuzzer (issue 14 item 4): valid-ish values read from each route's
// zod schema (through z.toJSONSchema), mixed with garbage: wrong types, huge and odd unicode strings,
// prototype-pollution keys, deep nesting, broken JSON, other content types and hostile headers.
import fc from 'fast-check';
import { z } from 'zod';
import type { RouteEntry } from '../http/auth.ts';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
};

/** The route schema part as JSON schema (input side), or undefined when it is not a zod schema. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** Strings people and attackers type: unicode (RTL, emoji, combining, NUL), SQL/HTML/path fragments, numbers as text. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'שלום עולם',
    '👍🏽🏳️‍🌈',
    'e\u0301\u0301\u0301',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '%E0%A4%A',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1e309',
    '9007199254740993',
    '2147483648',
    'true',
    'null',
    '[]',
    '{}',
    '__proto__',
    'constructor',
  ),
);

const hugeString = fc.nat({ max: 3 }).map((k) => 'x'.repeat([1_000, 20_000, 70_000, 300_000][k]!));

/** Any JSON value with some depth, plus the edge numbers. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  oddString,
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, null, true, false),
);

/** Wrong types and extremes for a field whatever its schema says. */
export const garbageValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyJson },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.array(anyJson, { maxLength: 600 }) },
  { weight: 1, arbitrary: fc.nat({ max: 2000 }).map((n) => nest(n)) },
);

/** {"a":{"a":...}} n levels deep. */
function nest(n: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
}

/** A value the schema accepts, or nearly (boundaries crossed now and then). */
export function fromJsonSchema(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 6) return anyJson;
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...s.enum) }, { weight: 1, arbitrary: oddString });
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((a) => fromJsonSchema(a, depth + 1)));
  if (s.allOf?.length) return fromJsonSchema(s.allOf[0], depth + 1);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((t) => fromJsonSchema({ ...s, type: t }, depth + 1)));
  switch (types[0]) {
    case 'string': {
      if (s.format === 'email') return fc.oneof(fc.emailAddress(), oddString);
      const min = s.minLength ?? 0;
      const max = Math.min(s.maxLength ?? 60, 2_000);
      return fc.oneof(
        { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: Math.max(min, max) }) },
        { weight: 1, arbitrary: fc.string({ minLength: max + 1, maxLength: max + 3 }) },
        { weight: 1, arbitrary: oddString },
      );
    }
    case 'integer':
    case 'number': {
      const min = Math.max(s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1e6), -1e12);
      const max = Math.min(s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1e6), 1e12);
      const int = fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) });
      // Small values too: seeded rows have small ids, so these reach past the "not found" answers.
      const lo = Math.max(Math.ceil(min), 0);
      const small = fc.integer({ min: lo, max: Math.max(lo, Math.min(Math.floor(max), lo + 60)) });
      return fc.oneof(
        { weight: 3, arbitrary: small },
        { weight: 2, arbitrary: int },
        { weight: 1, arbitrary: int.map(String) },
        { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, 0.5, -0) },
      );
    }
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 1, 0));
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromJsonSchema(s.items, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 5, 8) });
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const keys = Object.keys(props);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const k of keys) record[k] = fromJsonSchema(props[k], depth + 1);
      return fc.record(record, { requiredKeys: keys.filter((k) => required.has(k)) });
    }
    default:
      return anyJson;
  }
}

/** A body object: valid-ish for the schema, with up to two fields swapped for garbage (3 times in 5). */
function objectFor(s: JsonSchema | undefined): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(s?.properties ?? {});
  const base = s?.type === 'object' ? (fromJsonSchema(s) as fc.Arbitrary<Record<string, unknown>>) : fc.dictionary(oddString, anyJson, { maxKeys: 4 });
  const swap = fc.tuple(fc.constantFrom(...(keys.length ? keys : ['id', 'data', 'token'])), garbageValue);
  const spoil = fc.oneof({ weight: 2, arbitrary: fc.constant([]) }, { weight: 3, arbitrary: fc.array(swap, { minLength: 1, maxLength: 2 }) });
  return fc.tuple(base, spoil).map(([obj, swaps]) => ({ ...obj, ...Object.fromEntries(swaps) }));
}

export interface FuzzBody {
  raw: string;
  contentType: string;
}

/** Raw JSON with prototype-pollution keys (JSON.stringify would not write __proto__ as an own key). */
const pollution = fc.constantFrom(
  '{"__proto__":{"polluted":"yes","isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"data":{"__proto__":{"polluted":"yes"}},"filters":{"__proto__":{"polluted":"yes"}}}',
  '{"__proto__":null,"toString":"x","valueOf":1,"hasOwnProperty":"x"}',
);

export function bodyArb(schema: unknown): fc.Arbitrary<FuzzBody | undefined> {
  const s = jsonSchemaOf(schema);
  const json = (v: unknown) => ({ raw: JSON.stringify(v) ?? 'null', contentType: 'application/json' });
  return fc.oneof(
    { weight: 6, arbitrary: objectFor(s).map(json) },
    { weight: 2, arbitrary: garbageValue.map(json) },
    { weight: 1, arbitrary: pollution.map((raw) => ({ raw, contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.nat({ max: 20_000 }).map((n) => ({ raw: '['.repeat(n) + ']'.repeat(n), contentType: 'application/json' })) },
    { weight: 1, arbitrary: oddString.map((raw) => ({ raw, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: objectFor(s).map((o) => ({
        raw: new URLSearchParams(Object.entries(o).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')])).toString(),
        contentType: 'application/x-www-form-urlencoded',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          objectFor(s),
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'multipart/form-data; boundary=x',
            'application/json; charset=utf-16',
            'application/json; charset=utf-8',
            '',
          ),
        )
        .map(([o, ct]) => ({ raw: JSON.stringify(o), contentType: ct })),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** A query string: the schema's fields (valid-ish or garbage), repeated keys, name[] arrays, pollution keys. */
export function queryArb(schema: unknown): fc.Arbitrary<string> {
  const s = jsonSchemaOf(schema);
  const keys = Object.keys(s?.properties ?? {});
  const scalar = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')).slice(0, 600);
  const pair = fc.oneof(
    ...(keys.length ? [fc.constantFrom(...keys).chain((k) => fc.tuple(fc.constant(k), fromJsonSchema(s!.properties![k]).map(scalar)))] : []),
    fc.tuple(
      fc.constantFrom('__proto__', 'constructor', '__proto__[polluted]', 'constructor[prototype][polluted]', 'tenant', 'page', 'size', 'id[]'),
      oddString,
    ),
    fc.tuple(oddString, oddString),
    fc.tuple(keys.length ? fc.constantFrom(...keys.map((k) => `${k}[]`)) : fc.constant('x[]'), oddString),
  );
  return fc.array(pair, { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, v.slice(0, 600)])).toString());
}

/** The route's URL with each :param (and a trailing *) filled: ids, edge numbers, odd strings, encoded traversal. */
export function pathArb(url: string): fc.Arbitrary<string> {
  const parts = url.split(/(:[A-Za-z_]+|\*$)/).filter(Boolean);
  const param = fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 20_000 }).map(String) },
    { weight: 1, arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999', 'NaN', '%2e%2e', '..%2f..%2fetc', '%00') },
    { weight: 2, arbitrary: oddString.map((v) => encodeURIComponent(v.slice(0, 200)) || 'x') },
  );
  return fc.tuple(...parts.map((p) => (p.startsWith(':') || p === '*' ? param : fc.constant(p)))).map((xs) => xs.join(''));
}

/** Headers around the request: tenants, languages, forged tokens (anonymous only), hosts, forwarded-for. */
export function headersArb(authed: boolean): fc.Arbitrary<Record<string, string>> {
  const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 200 });
  const entries = fc.oneof(
    fc.tuple(fc.constant('accept-language'), fc.oneof(fc.constantFrom('he', 'fr-CA', 'zz', '*;q=0', 'x'.repeat(500)), printable)),
    fc.tuple(fc.constant('cookie'), fc.oneof(fc.constantFrom('portal_tenant=kadur', 'portal_tenant=__proto__', 'portal_tenant=%E0'), printable)),
    fc.tuple(fc.constant('x-forwarded-for'), printable),
    fc.tuple(fc.constant('origin'), fc.constantFrom('https://evil.example', 'null', 'http://localhost')),
    fc.tuple(fc.constant('accept'), fc.constantFrom('application/json', 'text/html', '*/*', 'image/avif')),
    fc.tuple(fc.constant('accept-encoding'), fc.constantFrom('br', 'gzip', 'identity;q=0', 'x')),
    ...(authed
      ? []
      : [
          fc.tuple(
            fc.constantFrom('x-authorization', 'authorization'),
            fc.oneof(
              fc.constant('Bearer '),
              printable.map((t) => `Bearer ${t}`),
              printable,
            ),
          ),
        ]),
  );
  return fc.array(entries, { maxLength: 3 }).map((xs) => Object.fromEntries(xs));
}

export interface FuzzRequest {
  method: string;
  path: string;
  body?: FuzzBody;
  headers: Record<string, string>;
}

export function requestArb(route: RouteEntry, authed: boolean): fc.Arbitrary<FuzzRequest> {
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
  const hasBody = route.method !== 'GET' && route.method !== 'OPTIONS';
  return fc
    .tuple(
      pathArb(route.url),
      fc.oneof(fc.constant(''), queryArb(schema.querystring)),
      hasBody ? bodyArb(schema.body) : fc.constant(undefined),
      headersArb(authed),
    )
    .map(([path, query, body, headers]) => ({ method: route.method, path: query ? `${path}?${query}` : path, body, headers }));
}
