import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { media, ppvTickets } from '../db/schema.ts';
import { call, register, suitePortal } from '../testing/harness.ts';
import { publicCacheOf, PublicCache } from './public-cache.ts';

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
    await suite.portal.ctx.db
      .insert(ppvTickets)
      .values({ tenantId: 'arena', userId: user.profile.id, eventId: event.id, paymentId: 0, price: '4.99', currency: 'EUR' });
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

  test('ETag: the same answer revalidates to an empty 304 (weak comparison); a changed one is sent again', async () => {
    const id = (await list({ size: 1 })).body.content.entries[0].id as number;
    const first = await call(suite.base, `/api/event/get_by_id/id/${id}`);
    const tag = first.headers.get('etag')!;
    assert.match(tag, /^W\/"[\w+/=-]+"$/);
    assert.equal(first.headers.get('cache-control'), 'private, no-cache');
    assert.match(first.headers.get('vary') ?? '', /X-Authorization, Authorization/);
    const again = await call(suite.base, `/api/event/get_by_id/id/${id}`, { headers: { 'if-none-match': tag } });
    assert.equal(again.status, 304);
    assert.equal(again.text, '');
    assert.equal(again.headers.get('etag'), tag);
    assert.equal(again.headers.get('cache-control'), 'private, no-cache', 'a 304 carries the same caching headers');
    // weak comparison: the same tag without its W/ prefix (as some proxies forward it) matches too
    assert.equal((await call(suite.base, `/api/event/get_by_id/id/${id}`, { headers: { 'if-none-match': tag.slice(2) } })).status, 304);
    const listed = await list({ size: 5 });
    assert.equal((await list({ size: 5 }, undefined, { 'if-none-match': listed.headers.get('etag')! })).status, 304);
    const otherQuery = await list({ size: 6 }, undefined, { 'if-none-match': listed.headers.get('etag')! });
    assert.equal(otherQuery.status, 200);
    assert.equal(otherQuery.body.content.entries.length, 6);
    // an error keeps the error handler's no-store: the success headers are not put on it
    const missing = await call(suite.base, '/api/event/get_by_id/id/999999999');
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('cache-control'), 'no-store');
  });

  test('ETag: compressed answers are tagged from their JSON, so every encoding revalidates alike', async () => {
    const body = JSON.stringify({ size: 20 });
    const post = (encoding: string, headers: Record<string, string> = {}) =>
      fetch(`${suite.base}/api/event/list`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': encoding, ...headers }, body });
    const br = await post('br');
    const plain = await post('identity');
    assert.equal(br.headers.get('content-encoding'), 'br');
    assert.equal(plain.headers.get('content-encoding'), null);
    assert.deepEqual(await br.json(), await plain.json());
    assert.equal(br.headers.get('etag'), plain.headers.get('etag'));
    assert.match(br.headers.get('vary') ?? '', /accept-encoding/i);
    const revalidated = await post('br', { 'if-none-match': br.headers.get('etag')! });
    assert.equal(revalidated.status, 304);
    assert.equal(await revalidated.text(), '');
  });

  test('ETag: only the catalogue reads are tagged', async () => {
    const grouped = await call(suite.base, '/api/event/grouped_sport_count');
    assert.equal(grouped.status, 200);
    assert.equal(grouped.headers.get('etag'), null);
    assert.equal((await call(suite.base, '/api/health')).headers.get('etag'), null);
  });

  test('update-event and event-url-change drop the tenant’s cached reads; the TTL alone would keep them', async () => {
    const { ctx } = suite.portal;
    const id = (await list({ status: 'archived', size: 1 })).body.content.entries[0].id as number;
    const body = { event_id: [id] };
    const before = await list(body);
    const title = before.body.content.entries[0].title as string;
    assert.equal((await call(suite.base, `/api/event/get_by_id/id/${id}`)).body.content.title, title);
    await ctx.db
      .update(media)
      .set({ title: `${title} (renamed)` })
      .where(eq(media.id, id));
    // Without a catalogue message, the cached rows are still served (this is what the cache is for).
    assert.equal((await list(body)).body.content.entries[0].title, title);
    assert.equal((await call(suite.base, `/api/event/get_by_id/id/${id}`)).body.content.title, title);
    const oldTag = (await call(suite.base, `/api/event/get_by_id/id/${id}`)).headers.get('etag')!;
    ctx.realtime.emitToEvent('arena', id, 'update-event', { eventId: id });
    assert.equal((await list(body)).body.content.entries[0].title, `${title} (renamed)`);
    const renamed = await call(suite.base, `/api/event/get_by_id/id/${id}`, { headers: { 'if-none-match': oldTag } });
    assert.equal(renamed.status, 200, 'the changed answer has another tag');
    assert.notEqual(renamed.headers.get('etag'), oldTag);
    assert.equal((await call(suite.base, `/api/event/get_by_id/id/${id}`)).body.content.title, `${title} (renamed)`);

    // The development start call (upcoming -> live) emits event-url-change: lists see it at once.
    const [upcoming] = await ctx.db
      .select()
      .from(media)
      .where(and(eq(media.tenantId, 'arena'), eq(media.mediaType, 'event'), eq(media.status, 'upcoming')))
      .limit(1);
    const live = await list({ status: 'live', size: 200 });
    assert.ok(!live.body.content.entries.some((e: { id: number }) => e.id === upcoming!.id));
    const started = await call(suite.base, `/api/dev/event/${upcoming!.id}/start`, { method: 'POST' });
    assert.equal(started.status, 200);
    const liveAfter = await list({ status: 'live', size: 200 });
    assert.ok(
      liveAfter.body.content.entries.some((e: { id: number }) => e.id === upcoming!.id),
      'the started event is listed as live',
    );

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
  // lru-cache reads a start time of 0 as "none": the test clock starts elsewhere.
  const T0 = 1_000_000;
  const settle = () => new Promise((r) => setImmediate(r));

  test('one load for concurrent misses, fresh for the TTL, counted as one miss and hits', async () => {
    let t = T0;
    const cache = new PublicCache({ ttlMs: 1000, now: () => t });
    let loads = 0;
    const load = async () => ++loads;
    assert.deepEqual(await Promise.all([cache.read('a', 'k', load), cache.read('a', 'k', load)]), [1, 1]);
    assert.deepEqual([cache.misses, cache.hits], [1, 1], 'the second reader joined the first one’s load');
    t = T0 + 1000;
    assert.equal(await cache.read('a', 'k', load), 1);
    assert.equal(loads, 1);
    assert.deepEqual([cache.misses, cache.hits], [1, 2]);
    // another key and another tenant have their own entries
    assert.equal(await cache.read('a', 'k2', load), 2);
    assert.equal(await cache.read('b', 'k', load), 3);
    assert.equal(cache.misses, 3);
  });

  test('past the TTL the loaded answer is served while one reload runs; past twice the TTL the reader waits', async () => {
    let t = T0;
    const cache = new PublicCache({ ttlMs: 1000, now: () => t });
    let loads = 0;
    let release: (() => void) | undefined;
    const load = async () => {
      const n = ++loads;
      if (n === 2) await new Promise<void>((r) => (release = r));
      return n;
    };
    assert.equal(await cache.read('a', 'k', load), 1);
    t = T0 + 1001;
    assert.equal(await cache.read('a', 'k', load), 1, 'stale, served at once');
    assert.equal(await cache.read('a', 'k', load), 1, 'still the old answer while the reload runs');
    assert.equal(loads, 2, 'one reload for both readers');
    assert.deepEqual([cache.misses, cache.hits], [1, 2]);
    release!();
    await settle();
    assert.equal(await cache.read('a', 'k', load), 2, 'the reloaded answer, fresh again');
    assert.equal(loads, 2);
    // past twice the TTL nothing stale is served: the reader waits for a load (a miss)
    t += 2000;
    assert.equal(await cache.read('a', 'k', load), 3);
    assert.equal(cache.misses, 2);
  });

  test('a failed load is not kept: its readers get the error, the next reader loads again', async () => {
    let t = T0;
    const cache = new PublicCache({ ttlMs: 1000, now: () => t });
    const down = async () => Promise.reject(new Error('down'));
    await assert.rejects(Promise.all([cache.read('a', 'bad', down), cache.read('a', 'bad', down)]), /down/);
    assert.equal(await cache.read('a', 'bad', async () => 'up'), 'up');
    // a stale entry whose background reload fails is dropped too: the next reader waits for a load
    t = T0 + 1001;
    assert.equal(await cache.read('a', 'bad', down), 'up', 'stale answer while the reload runs');
    await settle();
    assert.equal(await cache.read('a', 'bad', async () => 'again'), 'again');
  });

  test('a load overtaken by an invalidation is not kept; other tenants keep theirs', async () => {
    const cache = new PublicCache({ ttlMs: 60_000 });
    assert.equal(await cache.read('b', 'k', async () => 'b1'), 'b1');
    let release!: (v: string) => void;
    const slow = cache.read('a', 'k', () => new Promise<string>((r) => (release = r)));
    cache.invalidate('a');
    release('old');
    assert.equal(await slow, 'old', 'its readers still get their answer');
    assert.equal(await cache.read('a', 'k', async () => 'new'), 'new');
    assert.equal(await cache.read('b', 'k', async () => 'b2'), 'b1');
  });

  test('at most maxEntries per tenant: the least recently read goes first, even while it loads', async () => {
    const cache = new PublicCache({ ttlMs: 60_000, maxEntries: 2 });
    await cache.read('a', 'k1', async () => 'one');
    await cache.read('a', 'k2', async () => 'two');
    await cache.read('a', 'k1', async () => 'unused');
    await cache.read('a', 'k3', async () => 'three');
    assert.equal(await cache.read('a', 'k1', async () => 'reloaded'), 'one', 'read recently: kept');
    assert.equal(await cache.read('a', 'k2', async () => 'reloaded'), 'reloaded', 'the least recently read was dropped');
    assert.equal(await cache.read('b', 'k1', async () => 'other tenant'), 'other tenant');
    // an entry pushed out while its load runs still answers the reader waiting for it
    let release!: (v: string) => void;
    const slow = cache.read('a', 'slow', () => new Promise<string>((r) => (release = r)));
    await cache.read('a', 'k4', async () => 'four');
    await cache.read('a', 'k5', async () => 'five');
    release('slow answer');
    assert.equal(await slow, 'slow answer');
  });

  test('a TTL of 0 reads straight through', async () => {
    const cache = new PublicCache({ ttlMs: 0 });
    let loads = 0;
    const load = async () => ++loads;
    assert.deepEqual(await Promise.all([cache.read('a', 'k', load), cache.read('a', 'k', load)]), [1, 2]);
    assert.deepEqual([cache.hits, cache.misses], [0, 0]);
  });

  test('keys: equal queries share an entry, sets in any order', () => {
    assert.equal(PublicCache.key(['list', ['event'], { size: 10, page: 0 }]), PublicCache.key(['list', ['event'], { size: 10, page: 0 }]));
    assert.notEqual(PublicCache.key(['list', ['event'], { size: 10 }]), PublicCache.key(['list', ['event'], { size: 11 }]));
    assert.equal(PublicCache.key([{ ids: new Set([2, 1]) }]), PublicCache.key([{ ids: new Set([1, 2]) }]));
  });
});
