import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { media, ppvTickets } from '../db/schema.ts';
import { call, register, suitePortal } from '../testing/harness.ts';
import { publicCacheOf, PublicCache } from './public-cache.ts';
import { matches } from './etag.ts';

describe('public catalogue cache (ADR 0023)', () => {
  const suite = suitePortal({ publicCacheTtlMs: 60_000 });
  const list = (body: unknown, token?: string, headers?: Record<string, string>) => call(suite.base, '/api/event/list', { body, token, headers });
  const ppvEvent = async () => {
    const [row] = await suite.portal.ctx.db
      .select()
      .from(media)
      .where(and(eq(media.tenantId, 'arena'), eq(media.mediaType, 'event'), eq(media.commerceCoverage, 'commerce_ppv_media')))
      .limit(1);
    assert.ok(row, 'the seed has a pay-per-view event');
    return row;
  };

  test('a viewer with a ticket and an anonymous viewer share the cached rows but never each other’s availableForUser', async () => {
    const event = await ppvEvent();
    const user = await register(suite.base);
    await suite.portal.ctx.db.insert(ppvTickets).values({ tenantId: 'arena', userId: user.profile.id, eventId: event.id, paymentId: 0, price: '4.99', currency: 'EUR' });
    const body = { event_id: [event.id] };
    const cache = publicCacheOf(suite.portal.ctx)!;
    const misses = cache.misses;
    // Both orders: the first reader fills the cache, the second reads it.
    const owner1 = await list(body, user.token);
    const anon1 = await list(body);
    const anon2 = await list(body);
    const owner2 = await list(body, user.token);
    assert.equal(cache.misses, misses + 1, 'one load for four reads');
    for (const r of [owner1, owner2]) assert.equal(r.body.content.entries[0].availableForUser, true);
    for (const r of [anon1, anon2]) assert.equal(r.body.content.entries[0].availableForUser, false);
    // Same for the event by id, and their ETags differ (a tag never vouches for another viewer's bytes).
    const anonById = await call(suite.base, `/api/event/get_by_id/id/${event.id}`);
    const ownerById = await call(suite.base, `/api/event/get_by_id/id/${event.id}`, { token: user.token });
    const anonAgain = await call(suite.base, `/api/event/get_by_id/id/${event.id}`);
    assert.equal(ownerById.body.content.availableForUser, true);
    assert.equal(anonById.body.content.availableForUser, false);
    assert.equal(anonAgain.body.content.availableForUser, false);
    assert.notEqual(anonById.headers.get('etag'), ownerById.headers.get('etag'));
    const reval = await call(suite.base, `/api/event/get_by_id/id/${event.id}`, { headers: { 'if-none-match': ownerById.headers.get('etag')! } });
    assert.equal(reval.status, 200, 'the owner’s tag does not match the anonymous answer');
    assert.equal(reval.body.content.availableForUser, false);
  });

  test('typed searches read the database, not the cache', async () => {
    const cache = publicCacheOf(suite.portal.ctx)!;
    const [hits, misses] = [cache.hits, cache.misses];
    for (let i = 0; i < 2; i++) assert.equal((await list({ search: 'a', size: 5 })).status, 200);
    assert.deepEqual([cache.hits, cache.misses], [hits, misses]);
  });

  test('ETag: the same answer revalidates to an empty 304; a changed one is sent again', async () => {
    const id = (await list({ size: 1 })).body.content.entries[0].id as number;
    const first = await call(suite.base, `/api/event/get_by_id/id/${id}`);
    const tag = first.headers.get('etag');
    assert.match(tag ?? '', /^W\/"[\w-]+"$/);
    assert.equal(first.headers.get('cache-control'), 'private, no-cache');
    const again = await call(suite.base, `/api/event/get_by_id/id/${id}`, { headers: { 'if-none-match': tag! } });
    assert.equal(again.status, 304);
    assert.equal(again.text, '');
    const listed = await list({ size: 5 });
    const listedAgain = await list({ size: 5 }, undefined, { 'if-none-match': `"other", ${listed.headers.get('etag')}` });
    assert.equal(listedAgain.status, 304);
    const otherQuery = await list({ size: 6 }, undefined, { 'if-none-match': listed.headers.get('etag')! });
    assert.equal(otherQuery.status, 200);
    assert.equal(otherQuery.body.content.entries.length, 6);
  });

  test('update-event and event-url-change drop the tenant’s cached reads; the TTL alone would keep them', async () => {
    const { ctx } = suite.portal;
    const id = (await list({ status: 'archived', size: 1 })).body.content.entries[0].id as number;
    const body = { event_id: [id] };
    const before = await list(body);
    const title = before.body.content.entries[0].title as string;
    assert.equal((await call(suite.base, `/api/event/get_by_id/id/${id}`)).body.content.title, title);
    await ctx.db.update(media).set({ title: `${title} (renamed)` }).where(eq(media.id, id));
    // Without a catalogue message, the cached rows are still served (this is what the cache is for).
    assert.equal((await list(body)).body.content.entries[0].title, title);
    assert.equal((await call(suite.base, `/api/event/get_by_id/id/${id}`)).body.content.title, title);
    ctx.realtime.emitToEvent('arena', id, 'update-event', { eventId: id });
    assert.equal((await list(body)).body.content.entries[0].title, `${title} (renamed)`);
    assert.equal((await call(suite.base, `/api/event/get_by_id/id/${id}`)).body.content.title, `${title} (renamed)`);

    // The development start call (upcoming -> live) emits event-url-change: lists see it at once.
    const [upcoming] = await ctx.db.select().from(media).where(and(eq(media.tenantId, 'arena'), eq(media.mediaType, 'event'), eq(media.status, 'upcoming'))).limit(1);
    const live = await list({ status: 'live', size: 200 });
    assert.ok(!live.body.content.entries.some((e: { id: number }) => e.id === upcoming!.id));
    const started = await call(suite.base, `/api/dev/event/${upcoming!.id}/start`, { method: 'POST' });
    assert.equal(started.status, 200);
    const liveAfter = await list({ status: 'live', size: 200 });
    assert.ok(liveAfter.body.content.entries.some((e: { id: number }) => e.id === upcoming!.id), 'the started event is listed as live');

    // Another tenant's cache is left alone.
    const kadur = { host: `kadur.localhost:${new URL(suite.base).port}` };
    const k1 = await list({ size: 3 }, undefined, kadur);
    const misses = publicCacheOf(ctx)!.misses;
    ctx.realtime.emitToEvent('arena', id, 'update-event', { eventId: id });
    const k2 = await list({ size: 3 }, undefined, kadur);
    assert.equal(publicCacheOf(ctx)!.misses, misses, 'kadur read from its cache');
    assert.deepEqual(k2.body, k1.body);
  });
});

describe('PublicCache', () => {
  test('one load for concurrent misses, expiry after the TTL, failed loads not kept', async () => {
    let t = 0;
    const cache = new PublicCache({ ttlMs: 1000, now: () => t });
    let loads = 0;
    const load = async () => ++loads;
    assert.deepEqual(await Promise.all([cache.read('a', 'k', load), cache.read('a', 'k', load)]), [1, 1]);
    t = 999;
    assert.equal(await cache.read('a', 'k', load), 1);
    // past the TTL: the loaded answer is served while one reload runs; the next read has the new one
    t = 1000;
    const stale = cache.read('a', 'k', load);
    assert.equal(await cache.read('a', 'k', load), 1, 'still the old answer while the reload runs');
    assert.equal(await stale, 1);
    await new Promise((r) => setImmediate(r));
    assert.equal(loads, 2, 'one reload');
    assert.equal(await cache.read('a', 'k', load), 2);
    // past twice the TTL nothing stale is served: the reader waits for a load
    t = 5000;
    assert.equal(await cache.read('a', 'k', load), 3);
    await assert.rejects(cache.read('a', 'bad', async () => Promise.reject(new Error('down'))));
    assert.equal(await cache.read('a', 'bad', async () => 'up'), 'up');
  });

  test('a load overtaken by an invalidation is not kept', async () => {
    const cache = new PublicCache({ ttlMs: 60_000 });
    let release!: (v: string) => void;
    const slow = cache.read('a', 'k', () => new Promise<string>((r) => (release = r)));
    cache.invalidate('a');
    release('old');
    assert.equal(await slow, 'old');
    assert.equal(await cache.read('a', 'k', async () => 'new'), 'new');
  });

  test('keys: equal queries share an entry; If-None-Match lists and weak tags match', () => {
    assert.equal(PublicCache.key(['list', ['event'], { size: 10, page: 0 }]), PublicCache.key(['list', ['event'], { size: 10, page: 0 }]));
    assert.notEqual(PublicCache.key(['list', ['event'], { size: 10 }]), PublicCache.key(['list', ['event'], { size: 11 }]));
    assert.ok(matches('"a", W/"b"', 'W/"b"'));
    assert.ok(matches('"b"', 'W/"b"'));
    assert.ok(!matches('W/"c"', 'W/"b"'));
    assert.ok(!matches(undefined, 'W/"b"'));
  });
});
