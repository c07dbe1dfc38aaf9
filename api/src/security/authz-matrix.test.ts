// Authorization matrix (issue 14 item 3), generated from the app's own route table: every route
// has an auth class, anonymous callers of every user route get 401 before any validation, and a
// user cannot read or change another user's clips, tags, follows or watchlist. (Profile, devices,
// contracts, tickets and card: routes/ownership.test.ts.)
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, register, suitePortal } from '../testing/harness.ts';
import { routeTableFor, type RouteEntry } from '../http/auth.ts';

/** A concrete path for a route pattern (ids that exist nowhere; the call must not get that far). */
export const concretePath = (url: string) => url.replace(/:[A-Za-z_]+/g, '999999').replace(/\*$/, 'x');

describe('authorization matrix (generated from the route table)', () => {
  const suite = suitePortal();
  const table = () => routeTableFor(Number(new URL(suite.base).port));
  const key = (r: RouteEntry) => `${r.method} ${r.url}`;
  // clips are cut only from events the cutter may watch (ADR 0029): a free one
  const freeEvent = async () =>
    (
      (await call(suite.base, '/api/event/list', { body: { filters: { media_type: 'event' }, size: 50 } })).body.content.entries as {
        id: number;
        commerceCoverage: string;
      }[]
    ).find((e) => e.commerceCoverage === 'commerce_free_media')!;

  test('every registered route has an auth class', () => {
    const routes = table();
    assert.ok(routes.length > 60, `only ${routes.length} routes recorded`);
    const unclassified = routes.filter((r) => !r.auth).map(key);
    assert.deepEqual(unclassified, [], 'classify these with requireAuth/optionalAuth or in DECLARED_AUTH (api/src/http/auth.ts)');
    const users = routes.filter((r) => r.auth === 'user');
    assert.ok(users.length > 30, `only ${users.length} user routes`);
  });

  test('anonymous calls to every user route answer 401 before validation, whatever the body', async () => {
    const users = table().filter((r) => r.auth === 'user');
    const bodies: { label: string; rawBody?: string; body?: unknown }[] = [
      { label: 'no body' },
      { label: 'empty object', body: {} },
      { label: 'wrong types', body: { id: 'x', email: 5, data: [], ids: 'all' } },
      { label: 'invalid JSON', rawBody: '{"unterminated' },
      { label: 'array', rawBody: '[1,2]' },
      { label: 'a huge body', rawBody: JSON.stringify({ data: 'x'.repeat(300_000) }) },
    ];
    for (const r of users) {
      const path = concretePath(r.url);
      for (const b of bodies) {
        const sendBody = r.method !== 'GET' && (b.body !== undefined || b.rawBody !== undefined);
        const res = await call(suite.base, path, { method: r.method, ...(sendBody ? { body: b.body, rawBody: b.rawBody } : {}) });
        assert.equal(res.status, 401, `${key(r)} with ${b.label}: ${res.status} ${res.text}`);
        assert.ok(res.body?.messageErrorCode && res.body?.message, `${key(r)}: envelope ${res.text}`);
      }
      // A token that is not one: 401 as well, whatever the body (never 200 with someone's data, never 400 or 500).
      for (const b of bodies) {
        const sendBody = r.method !== 'GET' && (b.body !== undefined || b.rawBody !== undefined);
        const bad = await call(suite.base, path, { method: r.method, token: 'not-a-token', ...(sendBody ? { body: b.body, rawBody: b.rawBody } : {}) });
        // delete_device may carry its token in the body (api/README.md), so with a token present its body is
        // parsed first: broken JSON is 400 and an oversized body 413 (nothing about the schema).
        if (r.bodyToken && (b.label === 'invalid JSON' || b.label === 'a huge body')) continue;
        assert.equal(bad.status, 401, `${key(r)} with a bad token and ${b.label}: ${bad.status} ${bad.text}`);
      }
    }
    // delete_device (token in the body, api/README.md) included: no exception left.
    assert.ok(users.some((r) => key(r) === 'POST /api/user/delete_device'));
  });

  test('optional routes answer anonymous callers and ignore an invalid token', async () => {
    for (const r of table().filter((x) => x.auth === 'optional' && x.method === 'GET' && !x.url.includes(':'))) {
      const res = await call(suite.base, r.url, { token: 'not-a-token' });
      assert.ok(res.status < 500 && res.status !== 401, `${key(r)}: ${res.status} ${res.text}`);
    }
  });

  test("B cannot change or delete A's clip; A's clip reads back unchanged; B's lists never show it", async () => {
    const a = await register(suite.base);
    const b = await register(suite.base);
    const event = await freeEvent();
    const made = await call(suite.base, '/api/clip/create', { token: a.token, body: { targetId: event.id, title: 'A clip', startTime: 1000, endTime: 5000 } });
    assert.equal(made.status, 200, made.text);
    const id = made.body.content.id;
    for (const [path, body] of [
      [`/api/clip/update/${id}`, { title: 'B was here' }],
      [`/api/clip/delete/${id}`, {}],
    ] as const) {
      const res = await call(suite.base, path, { token: b.token, body });
      assert.ok(res.status === 403 || res.status === 404, `${path}: ${res.status} ${res.text}`);
    }
    const mine = await call(suite.base, '/api/clip/user_list', { token: a.token, body: {} });
    assert.deepEqual(
      mine.body.content.entries.map((e: { id: number; title: string }) => [e.id, e.title]),
      [[id, 'A clip']],
    );
    assert.equal((await call(suite.base, '/api/clip/user_list', { token: b.token, body: {} })).body.content.entries.length, 0);
  });

  test("B cannot update or remove A's tag, sees only global and own tags; a global tag needs canCreateGlobalTag", async () => {
    const a = await register(suite.base);
    const b = await register(suite.base);
    const [event] = (await call(suite.base, '/api/event/list', { body: { filters: { media_type: 'event' }, size: 1 } })).body.content.entries;
    const made = await call(suite.base, '/api/tag/saveV2', { token: a.token, body: { targetId: event.id, title: 'A tag', startTime: 0, endTime: 1000 } });
    assert.equal(made.status, 200, made.text);
    const id = made.body.content.id;
    const upd = await call(suite.base, '/api/tag/update', { token: b.token, body: { id, title: 'B was here', startTime: 5 } });
    assert.ok(upd.status === 403 || upd.status === 404, `update: ${upd.status}`);
    const rm = await call(suite.base, '/api/tag/remove_list', { token: b.token, body: { ids: [id] } });
    assert.ok(rm.status === 403 || rm.status === 404, `remove: ${rm.status}`);
    const bList = await call(suite.base, '/api/tag/list', { token: b.token, body: { targetId: event.id } });
    assert.ok(!bList.body.content.entries.some((t: { id: number }) => t.id === id), "B's list shows A's private tag");
    const aTags = (await call(suite.base, '/api/tag/list', { token: a.token, body: { targetId: event.id, global: false } })).body.content.entries;
    assert.deepEqual(
      aTags.map((t: { id: number; title: string; startTime: number }) => [t.id, t.title, t.startTime]),
      [[id, 'A tag', 0]],
    );

    const globalsBefore = (await call(suite.base, '/api/tag/list', { token: b.token, body: { targetId: event.id, global: true } })).body.content.totalCount;
    const global = await call(suite.base, '/api/tag/saveV2', {
      token: b.token,
      body: { targetId: event.id, title: 'Not allowed', startTime: 0, endTime: 1, global: true },
    });
    assert.equal(global.status, 403, global.text);
    assert.equal(global.body.messageErrorCode, 'global_tag_forbidden');
    assert.equal(
      (await call(suite.base, '/api/tag/list', { token: b.token, body: { targetId: event.id, global: true } })).body.content.totalCount,
      globalsBefore,
    );
  });

  test("B's unfollow and watchlist removal act on B's own lists only; A's stay as they were", async () => {
    const a = await register(suite.base);
    const b = await register(suite.base);
    const [team] = (await call(suite.base, '/api/team/list', { body: {} })).body.content.entries;
    const [event] = (await call(suite.base, '/api/event/list', { body: { filters: { media_type: 'event' }, size: 1 } })).body.content.entries;
    assert.equal((await call(suite.base, '/api/follow/save', { token: a.token, body: { reference_id: team.id, type: 'team' } })).status, 200);
    assert.equal((await call(suite.base, '/api/user/add_to_watchlist', { token: a.token, body: { video_id: event.id } })).status, 200);
    const follows = (await call(suite.base, '/api/follow/list_by_user', { token: a.token })).body.content.entries;

    const unfollow = await call(suite.base, '/api/follow/remove_by_reference', { token: b.token, body: { id: team.id, type: 'team' } });
    assert.equal(unfollow.status, 404, unfollow.text);
    // Remove answers success (idempotent) but may only ever touch B's rows.
    assert.ok((await call(suite.base, '/api/user/remove_from_watchlist', { token: b.token, body: { video_id: event.id } })).status < 500);
    assert.equal((await call(suite.base, '/api/follow/list_by_user', { token: b.token })).body.content.entries.length, 0);
    assert.equal((await call(suite.base, '/api/user/get_watchlist', { token: b.token })).body.content.entries.length, 0);

    assert.deepEqual((await call(suite.base, '/api/follow/list_by_user', { token: a.token })).body.content.entries, follows);
    const wl = (await call(suite.base, '/api/user/get_watchlist', { token: a.token })).body.content;
    assert.deepEqual(
      wl.entries.map((e: { id: number }) => e.id),
      [event.id],
    );
  });

  test("nobody adds another user's private clip to a watchlist", async () => {
    const a = await register(suite.base);
    const b = await register(suite.base);
    const event = await freeEvent();
    const clip = (await call(suite.base, '/api/clip/create', { token: a.token, body: { targetId: event.id, title: 'Private', startTime: 0, endTime: 2000 } }))
      .body.content;
    const res = await call(suite.base, '/api/user/add_to_watchlist', { token: b.token, body: { video_id: clip.id } });
    assert.equal(res.status, 404, res.text);
    assert.equal((await call(suite.base, '/api/user/get_watchlist', { token: b.token })).body.content.totalCount, 0);
  });
});
