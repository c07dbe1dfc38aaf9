import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, register, suitePortal } from '../testing/harness.ts';

describe('following API (follow types, team search, recommendations)', () => {
  const suite = suitePortal();

  test('leagues, categories and sub-categories are all followed as identity_item; old spellings are read the same', async () => {
    const a = await register(suite.base);
    const [league] = (await call(suite.base, '/api/identity/list', { body: { filters: { media_type: 'identity' } } })).body.content.entries;
    const [sub] = (await call(suite.base, '/api/identity/list', { body: { filters: { media_type: 'identity_item', identityId: league.id } } })).body.content
      .entries;
    const saved = await call(suite.base, '/api/follow/save', { token: a.token, body: { reference_id: league.id, type: 'identity_item' } });
    assert.equal(saved.status, 200, saved.text);
    assert.equal(saved.body.content.type, 'identity_item');
    // Idempotent, also under the legacy name: still one entry.
    assert.equal((await call(suite.base, '/api/follow/save', { token: a.token, body: { reference_id: league.id, type: 'league' } })).status, 200);
    assert.equal((await call(suite.base, '/api/follow/save', { token: a.token, body: { reference_id: sub.id, type: 'identity_item' } })).status, 200);
    const list = await call(suite.base, '/api/follow/list_by_user?size=150&version=2&types=identity_item', { token: a.token });
    assert.deepEqual(
      list.body.content.entries.map((e: { reference_id: number; type: string }) => [e.reference_id, e.type]),
      [
        [league.id, 'identity_item'],
        [sub.id, 'identity_item'],
      ],
    );
    assert.equal((await call(suite.base, '/api/follow/list_by_user?types=team', { token: a.token })).body.content.entries.length, 0);
    const bad = await call(suite.base, '/api/follow/save', { token: a.token, body: { reference_id: league.id, type: 'player' } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.messageErrorCode, 'invalid_body');
    assert.equal((await call(suite.base, '/api/follow/remove_by_reference', { token: a.token, body: { id: league.id, type: 'identity_item' } })).status, 200);
    assert.equal((await call(suite.base, '/api/follow/list_by_user', { token: a.token })).body.content.entries.length, 1);
  });

  test('the seeded fan’s league follow reads back as identity_item', async () => {
    const r = await call(suite.base, '/api/user/login', {
      body: { username: 'fan@arena.test', password: 'Password123!', device_id: 'following-test-device', device_name: 'x' },
    });
    const token = r.body.content.tokenData.access_token;
    const types = (await call(suite.base, '/api/follow/list_by_user', { token })).body.content.entries.map((e: { type: string }) => e.type);
    assert.ok(
      types.every((t: string) => t === 'team' || t === 'identity_item'),
      types.join(),
    );
    await call(suite.base, '/api/user/logout', { method: 'POST', token });
  });

  test('team list searches name, short name and city', async () => {
    const [team] = (await call(suite.base, '/api/team/list', { body: {} })).body.content.entries;
    const found = await call(suite.base, '/api/team/list', { body: { filters: { search: team.name.slice(0, 4).toUpperCase() } } });
    assert.ok(found.body.content.entries.some((t: { id: number }) => t.id === team.id));
    assert.equal((await call(suite.base, '/api/team/list', { body: { filters: { search: 'no team is called this' } } })).body.content.entries.length, 0);
    // accents aside, as the event search (the search page lists both): 'bruckberg' finds SC Brückberg
    const folded = (await call(suite.base, '/api/team/list', { body: { filters: { search: 'bruckberg' } } })).body.content.entries as { name: string }[];
    assert.deepEqual(
      folded.map((t) => t.name),
      ['SC Brückberg'],
    );
    assert.equal((await call(suite.base, '/api/team/list', { body: { filters: { search: 'x'.repeat(101) } } })).status, 400);
  });

  test('recommendations: needs sign-in, empty without follows, then followed content live first and newest first', async () => {
    assert.equal((await call(suite.base, '/api/recommendation/list')).status, 401);
    const a = await register(suite.base);
    const empty = await call(suite.base, '/api/recommendation/list', { token: a.token });
    assert.equal(empty.status, 200);
    assert.equal(empty.body.content.entries.length, 0);
    assert.deepEqual(empty.body.content.basis, { teams: 0, identities: 0 });
    assert.equal((await call(suite.base, '/api/recommendation/list?size=0', { token: a.token })).status, 400);

    const [league] = (await call(suite.base, '/api/identity/list', { body: { filters: { media_type: 'identity' } } })).body.content.entries;
    await call(suite.base, '/api/follow/save', { token: a.token, body: { reference_id: league.id, type: 'identity_item' } });
    const recs = await call(suite.base, '/api/recommendation/list?size=50', { token: a.token });
    const entries = recs.body.content.entries as { status: string; date: string; eventStatus: string }[];
    assert.ok(entries.length > 0);
    assert.ok(entries.every((e) => e.status !== 'upcoming'));
    const firstNotLive = entries.findIndex((e) => e.status !== 'live');
    if (firstNotLive >= 0)
      assert.ok(
        entries.slice(firstNotLive).every((e) => e.status !== 'live'),
        'live first',
      );
    const rest = entries.slice(Math.max(firstNotLive, 0)).map((e) => Date.parse(e.date));
    assert.deepEqual(
      rest,
      [...rest].sort((x, y) => y - x),
      'newest first',
    );
    const clips = await call(suite.base, '/api/recommendation/list?media_type=clip', { token: a.token });
    assert.ok((clips.body.content.entries as { mediaType?: string; type?: string }[]).length > 0);
  });
});
