// The routes.json each remote's build writes (shared/build/manifests.mjs, ADR 0020) is read from
// the route table's source: every real table must yield all its pages, and a table the reader
// cannot understand must fail the build rather than make real pages 404 on the server.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_DIR } from '../config.ts';
// @ts-expect-error -- a build-time .mjs module without type declarations
import { checkFirstPaint, extractRoutePatterns } from '../../../shared/build/manifests.mjs';

const extract = extractRoutePatterns as (source: string, file?: string) => Array<{ path: string; requiresFlag?: string }>;
const checkPaint = checkFirstPaint as (value: unknown, routes: Array<{ path: string }>, file?: string) => Record<string, unknown>;
const readJson = (file: string): unknown => JSON.parse(readFileSync(join(REPO_DIR, file), 'utf8'));

describe('routes manifest from route tables', () => {
  for (const remote of ['mf-auth', 'mf-events', 'mf-account', 'mf-commerce', 'mf-following']) {
    test(`${remote}: one pattern per page(…) line`, () => {
      const source = readFileSync(join(REPO_DIR, remote, 'src/exposes/routes.tsx'), 'utf8');
      const routes = extract(source);
      assert.equal(routes.length, source.match(/\bpage\(\s*'/g)!.length);
      assert.ok(
        routes.every((r) => !r.path.startsWith('/') && !r.path.endsWith('/')),
        'paths relative to the root, no slashes at the ends',
      );
    });
  }

  test('mf-events: the pages the server checks ids and flags on', () => {
    const routes = extract(readFileSync(join(REPO_DIR, 'mf-events/src/exposes/routes.tsx'), 'utf8'));
    const paths = routes.map((r) => r.path);
    for (const p of ['', 'live', 'events/:eventId', 'channels/:eventId', 'league/:leagueId', 'category/:mainId/sub-category/:subId'])
      assert.ok(paths.includes(p), p);
    assert.deepEqual(
      routes.find((r) => r.path === 'team/:teamId'),
      { path: 'team/:teamId', requiresFlag: 'enable_team_page' },
    );
  });

  test('a page without a literal path fails instead of being left out', () => {
    assert.throws(() => extract("pages: [page('live', A), page(PATH, B)]", 'x.tsx'), /literal path/);
    assert.throws(() => extract('export default {}', 'x.tsx'), /no page/);
    assert.deepEqual(extract('page(\'a/:id\', A, { params: { id: param.id }, loader: (x) => f(x) }), page("b", B)'), [{ path: 'a/:id' }, { path: 'b' }]);
  });

  test("each remote's first-paint declaration names pages of its own table and kinds the server draws (ADR 0043)", () => {
    for (const remote of ['mf-events', 'mf-auth']) {
      const routes = extract(readFileSync(join(REPO_DIR, remote, 'src/exposes/routes.tsx'), 'utf8'));
      const declared = checkPaint(readJson(`${remote}/src/exposes/first-paint.json`), routes) as { pages: Record<string, { kind: string }> };
      assert.ok(!('$comment' in declared), 'the comment stays out of routes.json');
      assert.ok(Object.keys(declared.pages).length > 0, remote);
    }
    const routes = [{ path: '' }, { path: 'live' }];
    assert.throws(() => checkPaint({ pages: { nope: { kind: 'list' } } }, routes), /"nope" is not a page/);
    assert.throws(() => checkPaint({ pages: { live: { kind: 'hero' } } }, routes), /"live" has kind "hero"/);
    assert.throws(() => checkPaint({ pages: {}, otherPages: 'x' }, routes), /otherPages/);
    assert.throws(() => checkPaint([], routes), /"pages" object/);
  });
});
