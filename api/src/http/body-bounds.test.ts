// Every text, list and JSON field a request body may carry has a size bound (security issue 26
// item 5), generated from the app's own route table: the body schema of every route (the shared
// contract's schemas and the API's own) is walked, and each string must refuse 100 000 characters,
// each list must have a maximum, each record or free JSON value must refuse 300 KB. Plus the
// stored cases by HTTP: profile options (8 KB, also after merging updates) and titles.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PROFILE_OPTIONS_MAX_BYTES } from '@portal/shared/contract/account-schemas';
import { MEDIA_TITLE_MAX } from '@portal/shared/contract/media-schemas';
import { call, register, suitePortal } from '../testing/harness.ts';
import { routeTableFor } from './auth.ts';

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string; checks?: { _zod: { def: { check: string } } }[] }; bag?: { maximum?: number } };
  '~standard': { validate(value: unknown): { issues?: unknown[] } | Promise<unknown> };
}

const refuses = (schema: ZodLike, value: unknown) => {
  const result = schema['~standard'].validate(value);
  return !(result instanceof Promise) && Boolean((result as { issues?: unknown[] }).issues?.length);
};
const HUGE_TEXT = 'a'.repeat(100_000);
const hugeRecord = () => Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, 'x'.repeat(100)]));

/** Paths of fields with no size bound (`body.data.options`, `body.ids[]`). */
function unbounded(schema: ZodLike, path: string, out: string[]) {
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
      if (!refuses(schema, HUGE_TEXT)) out.push(path);
      return;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, ZodLike>)) unbounded(child, `${path}.${key}`, out);
      return;
    case 'array': {
      const hasMax = (def.checks ?? []).some((c) => c._zod.def.check === 'max_length');
      if (!hasMax) out.push(`${path}[] (no maximum)`);
      unbounded(def.element as ZodLike, `${path}[]`, out);
      return;
    }
    case 'record':
      if (!refuses(schema, hugeRecord())) out.push(`${path} (record)`);
      return;
    case 'unknown':
    case 'any':
      out.push(`${path} (free JSON)`);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      unbounded(def.innerType as ZodLike, path, out);
      return;
    case 'pipe':
      // bounded as a whole (a string mapped onto an enum), or else by what the caller sends: its input
      if (
        refuses(schema, HUGE_TEXT) &&
        refuses(
          schema,
          Array.from({ length: 100_000 }, () => 'a'),
        ) &&
        refuses(schema, hugeRecord())
      )
        return;
      unbounded(def.in as ZodLike, path, out);
      return;
    case 'union':
      for (const option of def.options as ZodLike[]) unbounded(option, path, out);
      return;
    case 'intersection':
      unbounded(def.left as ZodLike, path, out);
      unbounded(def.right as ZodLike, path, out);
      return;
    default:
      // numbers, booleans, enums, literals, transforms' outputs: bounded by their kind
      return;
  }
}

/**
 * Fields of read-only requests (list filters whose values are compared, never stored), with
 * their reason. Anything else unbounded fails the test.
 */
const READ_ONLY_FIELDS = new Set([
  // event and clip list filters: paging cursors and flags the client sends back unread (api/README.md)
  'POST /api/event/list body.next (free JSON)',
  'POST /api/event/list body.count (free JSON)',
  'POST /api/event/list body.isHomePage (free JSON)',
  'POST /api/event/list body.extendLiveWithStats (free JSON)',
  'POST /api/user/watchlist body.next (free JSON)',
  'POST /api/user/watchlist body.count (free JSON)',
]);

describe('request body size bounds (generated from the route table)', () => {
  const suite = suitePortal();

  test('every string, list and JSON field of every body schema is bounded', () => {
    const routes = routeTableFor(Number(new URL(suite.base).port)).filter((r) => r.schema?.body);
    assert.ok(routes.length > 30, `only ${routes.length} routes with a body schema`);
    const found: string[] = [];
    for (const r of routes) {
      const paths: string[] = [];
      unbounded(r.schema!.body as ZodLike, 'body', paths);
      found.push(...paths.map((p) => `${r.method} ${r.url} ${p}`));
    }
    const stored = [...new Set(found)].filter((f) => !READ_ONLY_FIELDS.has(f));
    assert.deepEqual(stored, [], 'give these fields a max length / size in their schema (shared/src/contract or the route)');
  });

  test(`profile options: at most ${PROFILE_OPTIONS_MAX_BYTES} bytes of JSON per update and as stored after merging`, async () => {
    const u = await register(suite.base);
    const update = (options: unknown) => call(suite.base, '/api/user/update_profile', { token: u.token, body: { data: { options } } });
    // the probe's payload: 240 KB of options
    const probe = await update({ blob: 'x'.repeat(240 * 1024) });
    assert.equal(probe.status, 400, probe.text);
    assert.ok(probe.body.messageErrorCode && /options/.test(probe.body.message), probe.text);
    // one byte over the bound, then exactly at it
    const filler = (bytes: number) => ({ f: 'y'.repeat(bytes - JSON.stringify({ f: '' }).length) });
    assert.equal((await update(filler(PROFILE_OPTIONS_MAX_BYTES + 1))).status, 400);
    const atBound = await update(filler(PROFILE_OPTIONS_MAX_BYTES));
    assert.equal(atBound.status, 200, atBound.text);
    // updates merge: a second key that fits alone may not grow the stored options past the bound
    const grown = await update({ g: 'z'.repeat(4000) });
    assert.equal(grown.status, 400, grown.text);
    assert.equal(grown.body.messageErrorCode, 'options_too_large');
    // 20 updates of new 1 KB keys stop at the bound (the probe made 4.9 MB this way)
    await update({ f: null });
    let accepted = 0;
    for (let i = 0; i < 20; i++) if ((await update({ [`key${i}`]: 'w'.repeat(1000) })).status === 200) accepted++;
    assert.ok(accepted < 9, `${accepted} updates of 1 KB were kept`);
    const profile = await call(suite.base, '/api/user/get_profile', { token: u.token });
    assert.ok(JSON.stringify(profile.body.content.options).length <= PROFILE_OPTIONS_MAX_BYTES, 'stored options within the bound');
    // a key longer than 64 characters is refused
    assert.equal((await update({ ['k'.repeat(65)]: true })).status, 400);
  });

  test(`tag and clip titles: ${MEDIA_TITLE_MAX} characters pass, one more is 400, a long word without spaces is a title`, async () => {
    const u = await register(suite.base);
    const events = (await call(suite.base, '/api/event/list', { body: { filters: { media_type: 'event' }, size: 50 } })).body.content.entries as {
      id: number;
      commerceCoverage: string;
    }[];
    const event = events.find((e) => e.commerceCoverage === 'commerce_free_media')!;
    const tag = (title: string) => call(suite.base, '/api/tag/saveV2', { token: u.token, body: { targetId: event.id, title, startTime: 1000, endTime: 2000 } });
    const over = await tag('W'.repeat(MEDIA_TITLE_MAX + 1));
    assert.equal(over.status, 400, over.text);
    assert.match(over.body.message, /title/);
    assert.equal((await tag('W'.repeat(300))).status, 400, 'the probe’s 300-character title');
    const word = await tag('W'.repeat(MEDIA_TITLE_MAX));
    assert.equal(word.status, 200, word.text);
    const clip = await call(suite.base, '/api/clip/create', {
      token: u.token,
      body: { targetId: event.id, title: 'C'.repeat(MEDIA_TITLE_MAX + 1), startTime: 1000, endTime: 5000 },
    });
    assert.equal(clip.status, 400, clip.text);
    const name = await call(suite.base, '/api/user/update_profile', { token: u.token, body: { data: { displayName: 'N'.repeat(121) } } });
    assert.equal(name.status, 400, name.text);
  });
});
