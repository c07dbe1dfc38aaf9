// Media access (issue 14 item 3, ADR 0029): a stream that is not free for everyone plays only through
// the signed URL in the JSON answer of a viewer allowed to watch it; everyone else (anonymous, another
// user, a URL built by hand, an expired or tampered one) gets the JSON 403 on every playlist and segment.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { call, register, startTestPortal, type TestPortal } from '../testing/harness.ts';
import { contracts, media, ppvTickets, subscriptions } from '../db/schema.ts';
import { optionsFromEnv } from '../config.ts';
import { MEDIA_URL_LIFETIME_SECONDS, mediaSigner } from './signing.ts';

interface Entry {
  id: number;
  status: string;
  commerceCoverage: string;
  availableForUser: boolean;
  isEventAvailableInUserRegion: boolean;
  source: { hd: string; pano: string | null; clip: string | null };
}

const SECRET = 'media-access-test-secret';
const uris = (text: string) => text.split('\n').filter((l) => l && !l.startsWith('#'));
/** URI attributes: the master's audio and subtitle renditions; a media playlist's init, parts and preload hint. */
const attrUris = (text: string) => [...text.matchAll(/URI="([^"]+)"/g)].map((m) => m[1]!);
const pathOf = (url: string) => {
  const u = new URL(url, 'http://x');
  return u.pathname + u.search;
};
const plain = (url: string) => url.split('?')[0]!;

describe('media access: signed URLs for protected streams', () => {
  let p: TestPortal;
  let base: string;
  const get = (url: string, opts: { token?: string; headers?: Record<string, string> } = {}) => call(base, pathOf(url), opts);
  const event = async (id: number, opts: { token?: string; headers?: Record<string, string> } = {}) =>
    (await call(base, `/api/event/get_by_id/id/${id}`, opts)).body.content as Entry;
  let all: Entry[];

  /**
   * Walks a master playlist as a player does: every variant, audio and subtitle rendition, then its
   * init, parts, preload hint and every segment (a URI listed again, as the live loop repeats its 6
   * files and parts are ranges of segments, is fetched once).
   * Returns every URL fetched (master first); each must answer 200.
   */
  async function walk(master: string): Promise<string[]> {
    const fetched = [master];
    const m = await get(master);
    assert.equal(m.status, 200, `${master}: ${m.text}`);
    for (const variant of [...uris(m.text), ...attrUris(m.text)]) {
      const variantUrl = new URL(variant, new URL(master, base)).href;
      const v = await get(variantUrl);
      assert.equal(v.status, 200, `${variantUrl}: ${v.text}`);
      fetched.push(variantUrl);
      for (const file of new Set([...attrUris(v.text), ...uris(v.text)])) {
        const url = new URL(file, variantUrl).href;
        const f = await get(url);
        assert.equal(f.status, 200, `${url}: ${f.text}`);
        assert.ok(f.text.length > 0);
        fetched.push(url);
      }
    }
    return fetched;
  }

  /** Every one of these URLs refused with the JSON 403 envelope and the given code. */
  async function refused(urls: string[], code: string) {
    for (const url of urls) {
      const res = await get(url);
      assert.equal(res.status, 403, `${url} answered ${res.status}`);
      assert.equal(res.body?.messageErrorCode, code, url);
      assert.equal(typeof res.body?.message, 'string');
    }
  }

  before(async () => {
    p = await startTestPortal({ mediaSigningSecret: SECRET });
    base = p.urls.portal;
    all = (await call(base, '/api/event/list', { body: { size: 200 } })).body.content.entries;
  });
  after(async () => {
    await p?.close();
  });

  test('free content keeps plain URLs and the shared immutable segments', async () => {
    const free = all.find((e) => e.commerceCoverage === 'commerce_free_media' && e.status === 'archived' && e.isEventAvailableInUserRegion)!;
    assert.ok(!free.source.hd.includes('?'), free.source.hd);
    const fetched = await walk(free.source.hd);
    assert.ok(fetched.slice(1).every((u) => !u.includes('sig=')));
    assert.ok(fetched.some((u) => u.includes('/media/files/pitch-')));
    const seg = await get(fetched.at(-1)!);
    assert.equal(seg.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  test('pay-per-view: anonymous and another user get 403 on playlists and segments; the buyer plays every child URI', async () => {
    const ppv = all.find((e) => e.commerceCoverage === 'commerce_ppv_media')!;
    assert.ok(ppv, 'a seeded pay-per-view event');
    const buyer = await register(base);
    const other = await register(base);
    await p.ctx.db.insert(ppvTickets).values({ tenantId: 'arena', userId: buyer.profile.id, eventId: ppv.id, paymentId: 0, price: '4.99', currency: 'EUR' });

    const mine = await event(ppv.id, { token: buyer.token });
    assert.equal(mine.availableForUser, true);
    assert.match(mine.source.hd, /\/media\/live\/\d+\/index\.m3u8\?exp=\d+&sig=[\w-]{43}$/);
    const fetched = await walk(mine.source.hd);
    assert.ok(fetched.length > 10, `${fetched.length} URLs`);
    // every child URI carries the signature, and segments come from the stream's own folder
    assert.ok(
      fetched.every((u) => /[?&]exp=\d+&sig=/.test(u)),
      'signed everywhere',
    );
    const segments = fetched.filter((u) => u.includes('.m4s') || u.includes('.mp4'));
    assert.ok(segments.length > 0 && segments.every((u) => u.includes(`/media/live/${ppv.id}/main/`)));
    const seg = await get(segments[0]!);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(seg.headers.get('cache-control') ?? '')?.[1]);
    assert.ok(maxAge > 5 * 3600 && maxAge <= 7 * 3600, `private, lives until the link expires (${seg.headers.get('cache-control')})`);

    // anonymous and the other user get plain URLs, which refuse
    for (const token of [undefined, other.token]) {
      const theirs = await event(ppv.id, { token });
      assert.equal(theirs.availableForUser, false);
      assert.ok(!theirs.source.hd.includes('?'), 'no signature for someone who may not watch');
      await refused([theirs.source.hd], 'media_signature_required');
    }
    // the buyer's URLs without their query (a URL built by hand): master, variants, init, segments
    await refused(fetched.map(plain), 'media_signature_required');
  });

  test('subscription: the subscriber plays main and panorama; a plan that ended closes them', async () => {
    const paid = all.filter((e) => e.commerceCoverage === 'commerce_subscription_basic_media' && e.status === 'archived');
    const withPano = paid.find((e) => e.source.pano) ?? paid[0]!;
    assert.ok(withPano.source.pano, 'a paid archived event with a panoramic camera');
    const [row] = await p.ctx.db.select().from(media).where(eq(media.id, withPano.id));
    const plans = await p.ctx.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.tenantId, 'arena'), eq(subscriptions.isActive, true)));
    const plan = plans.find((s) => s.allowedIdentityIds.length === 0 || s.allowedIdentityIds.some((i) => row!.identityIds.includes(i)))!;
    const subscriber = await register(base);
    const now = Date.now();
    const [contract] = await p.ctx.db
      .insert(contracts)
      .values({
        tenantId: 'arena',
        userId: subscriber.profile.id,
        subscriptionId: plan.id,
        source: 'test',
        startAt: new Date(now - 3600_000),
        endAt: new Date(now + 30 * 86_400_000),
      })
      .returning();

    const mine = await event(withPano.id, { token: subscriber.token });
    assert.equal(mine.availableForUser, true);
    assert.match(mine.source.pano!, /\/media\/vod\/\d+\/pano\.m3u8\?exp=\d+&sig=/);
    const main = await walk(mine.source.hd);
    const pano = await walk(mine.source.pano!);
    assert.ok(
      pano.slice(2).every((u) => u.includes(`/media/vod/${withPano.id}/pano/`)),
      'panorama segments from the stream folder',
    );

    const anonymous = await event(withPano.id);
    await refused([anonymous.source.hd, anonymous.source.pano!], 'media_signature_required');
    await refused([...main, ...pano].map(plain), 'media_signature_required');

    // the plan ends: the next answer hands out no signature (a URL already given lives until it expires)
    await p.ctx.db
      .update(contracts)
      .set({ endAt: new Date(now - 1000) })
      .where(eq(contracts.id, contract!.id));
    const after = await event(withPano.id, { token: subscriber.token });
    assert.equal(after.availableForUser, false);
    assert.ok(!after.source.hd.includes('?'));
  });

  test("a user's private clip: its owner plays it, anonymous and another user get 403", async () => {
    const free = all.find((e) => e.commerceCoverage === 'commerce_free_media' && e.status === 'archived' && e.isEventAvailableInUserRegion)!;
    const owner = await register(base);
    const other = await register(base);
    const made = await call(base, '/api/clip/create', { token: owner.token, body: { targetId: free.id, title: 'Mine', startTime: 2000, endTime: 8000 } });
    assert.equal(made.status, 200, made.text);
    const clip = made.body.content as Entry;
    assert.match(clip.source.hd, /\/media\/clips\/\d+\/index\.m3u8\?exp=\d+&sig=/);
    assert.equal(clip.source.clip, clip.source.hd);
    const fetched = await walk(clip.source.hd);
    assert.ok(
      fetched.every((u) => u.includes(`/media/clips/${clip.id}/`)),
      'the cut and its segments, all in the clip folder',
    );

    const byOther = await call(base, `/api/clip/get_by_id/id/${clip.id}`, { token: other.token });
    assert.equal(byOther.status, 404);
    await refused(fetched.map(plain), 'media_signature_required');
    // the owner's list answer is signed too
    const list = (await call(base, '/api/clip/user_list', { token: owner.token, body: {} })).body.content.entries as Entry[];
    assert.match(list.find((e) => e.id === clip.id)!.source.hd, /\?exp=\d+&sig=/);
  });

  test('clips are cut only from events the cutter may watch, and never copy the event stream', async () => {
    const ppv = all.filter((e) => e.commerceCoverage === 'commerce_ppv_media').at(-1)!;
    const viewer = await register(base);
    const refusedCut = await call(base, '/api/clip/create', {
      token: viewer.token,
      body: { targetId: ppv.id, title: 'Not mine', startTime: 0, endTime: 4000 },
    });
    assert.equal(refusedCut.status, 403, refusedCut.text);
    assert.equal(refusedCut.body.messageErrorCode, 'event_not_available');

    // an event with an external stream: its clip still plays its own cut
    const free = all.find((e) => e.commerceCoverage === 'commerce_free_media' && e.status === 'archived' && e.isEventAvailableInUserRegion)!;
    await p.ctx.db.update(media).set({ hdUrl: 'https://cdn.example/whole-match.m3u8' }).where(eq(media.id, free.id));
    try {
      const clip = (await call(base, '/api/clip/create', { token: viewer.token, body: { targetId: free.id, title: 'Cut', startTime: 0, endTime: 4000 } })).body
        .content as Entry;
      assert.match(clip.source.hd, new RegExp(`/media/clips/${clip.id}/index\\.m3u8\\?exp=`));
      const [row] = await p.ctx.db.select().from(media).where(eq(media.id, clip.id));
      assert.equal(row!.hdUrl, null);
    } finally {
      await p.ctx.db.update(media).set({ hdUrl: null }).where(eq(media.id, free.id));
    }
  });

  test('members-only and region-limited events are signed only for who may watch', async () => {
    const members = all.find((e) => e.commerceCoverage === 'commerce_members_media' && e.status === 'archived')!;
    assert.ok(members);
    assert.ok(!(await event(members.id)).source.hd.includes('?'));
    await refused([(await event(members.id)).source.hd], 'media_signature_required');
    const user = await register(base);
    await walk((await event(members.id, { token: user.token })).source.hd);

    const limited = all.find((e) => e.commerceCoverage === 'commerce_free_media' && !e.isEventAvailableInUserRegion)!;
    assert.ok(limited, 'the seeded region-limited event');
    const nowhere = await event(limited.id);
    assert.ok(!nowhere.source.hd.includes('?'));
    await refused([nowhere.source.hd], 'media_signature_required');
    const inGb = await event(limited.id, { headers: { cookie: 'portal_country=GB' } });
    assert.equal(inGb.isEventAvailableInUserRegion, true);
    await walk(inGb.source.hd);
    const elsewhere = await event(limited.id, { headers: { cookie: 'portal_country=FR' } });
    assert.ok(!elsewhere.source.hd.includes('?'));
  });

  test('expired and tampered signatures are refused; a live stream keeps refreshing for the whole lifetime', async () => {
    const ppv = all.find((e) => e.commerceCoverage === 'commerce_ppv_media')!;
    const other = all.filter((e) => e.commerceCoverage === 'commerce_ppv_media').at(-1)!;
    assert.notEqual(ppv.id, other.id);
    const buyer = await register(base);
    await p.ctx.db.insert(ppvTickets).values({ tenantId: 'arena', userId: buyer.profile.id, eventId: ppv.id, paymentId: 0, price: '4.99', currency: 'EUR' });
    const url = new URL((await event(ppv.id, { token: buyer.token })).source.hd);
    const exp = Number(url.searchParams.get('exp'));
    const sig = url.searchParams.get('sig')!;
    const lifetime = exp - Date.now() / 1000;
    assert.ok(lifetime >= MEDIA_URL_LIFETIME_SECONDS && lifetime <= MEDIA_URL_LIFETIME_SECONDS + 3600, `lives ${lifetime} s`);

    const path = url.pathname;
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    await refused(
      [
        `${path}?exp=${exp}&sig=${flipped}`,
        `${path}?exp=${exp + 3600}&sig=${sig}`,
        `${path}?exp=${exp}&sig=${sig.slice(1)}`,
        `${path}?exp=soon&sig=${sig}`,
        // the signature of one stream does not open another
        `/media/live/${other.id}/index.m3u8?exp=${exp}&sig=${sig}`,
        // signed with another secret (another deployment)
        `${path}?${mediaSigner('another secret').query(`/media/live/${ppv.id}/`, 'arena', Date.now())}`,
      ],
      'media_signature_invalid',
    );
    await refused([`${path}?exp=${exp}`, `${path}?sig=${sig}`], 'media_signature_required');

    // the live variant playlist through the lifetime: refreshed, still signed, until the link expires
    const master = await get(url.href);
    const variant = new URL(uris(master.text)[0]!, url).href;
    const clock = p.ctx.settings.now;
    try {
      for (const at of [Date.now(), Date.now() + 10_000, Date.now() + 3 * 3600_000, exp * 1000 - 2000]) {
        p.ctx.settings.now = () => at;
        const live = await get(variant);
        assert.equal(live.status, 200, `at +${Math.round((at - Date.now()) / 1000)} s`);
        assert.ok(!live.text.includes('#EXT-X-ENDLIST'));
        assert.ok(uris(live.text).every((u) => u.endsWith(`?exp=${exp}&sig=${sig}`)));
        assert.equal((await get(new URL(uris(live.text).at(-1)!, url).href)).status, 200);
      }
      p.ctx.settings.now = () => exp * 1000 + 1;
      await refused([url.href, variant], 'media_signature_expired');
    } finally {
      p.ctx.settings.now = clock;
    }
  });

  test('LL-HLS of a protected live stream: parts, preload hints and blocking reloads keep the signature', async (t) => {
    const ppv = all.find((e) => e.commerceCoverage === 'commerce_ppv_media')!;
    const buyer = await register(base);
    await p.ctx.db.insert(ppvTickets).values({ tenantId: 'arena', userId: buyer.profile.id, eventId: ppv.id, paymentId: 0, price: '4.99', currency: 'EUR' });
    // the demo tenants ship with low latency off (ADR 0057): this one streams LL-HLS for the test
    const arena = p.ctx.tenants.byId('arena')!;
    const player = arena.player;
    arena.player = { lowLatency: { enabled: true, targetLatencySeconds: 3 }, defaultAudioLanguage: 'en' };
    t.after(() => void (arena.player = player));
    const url = new URL((await event(ppv.id, { token: buyer.token })).source.hd);
    const signed = url.search;
    const master = await get(url.href);
    for (const variant of [uris(master.text)[0]!, attrUris(master.text).find((u) => u.includes('audio-'))!]) {
      const variantUrl = new URL(variant, url).href;
      const live = await get(variantUrl);
      const partLines = live.text.split('\n').filter((l) => l.startsWith('#EXT-X-PART:') || l.startsWith('#EXT-X-PRELOAD-HINT:'));
      assert.ok(partLines.length >= 13, `${variant}: parts of two segments and the hint (${partLines.length})`);
      for (const line of partLines) {
        const uri = /URI="([^"]+)"/.exec(line)![1]!;
        assert.ok(uri.startsWith(`/media/live/${ppv.id}/main/`) && uri.endsWith(signed), uri);
      }
      // a part is a byte range of the signed segment: the range request answers exactly those bytes
      const [, uri, length, offset] = /URI="([^"]+)",BYTERANGE="(\d+)@(\d+)"/.exec(partLines.at(-2)!)!;
      const whole = Buffer.from(await (await fetch(`${base}${uri}`)).arrayBuffer());
      const ranged = await fetch(`${base}${uri}`, { headers: { range: `bytes=${offset}-${Number(offset) + Number(length) - 1}` } });
      assert.equal(ranged.status, 206);
      assert.deepEqual(Buffer.from(await ranged.arrayBuffer()), whole.subarray(Number(offset), Number(offset) + Number(length)));
      // a blocking reload appends its directives to the signed query; without a signature it is refused before any hold
      const lastMsn = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(live.text)![1]) + uris(live.text).length - 1;
      const blocked = await get(`${variantUrl}&_HLS_msn=${lastMsn}&_HLS_part=0`);
      assert.equal(blocked.status, 200, blocked.text);
      assert.ok(uris(blocked.text).every((u) => u.endsWith(signed)));
      await refused([`${plain(variantUrl)}?_HLS_msn=${lastMsn}`], 'media_signature_required');
    }
  });

  test('one secret across processes: another portal with the same MEDIA_SIGNING_SECRET opens the same URL', async () => {
    const ppv = all.find((e) => e.commerceCoverage === 'commerce_ppv_media')!;
    const buyer = await register(base);
    await p.ctx.db.insert(ppvTickets).values({ tenantId: 'arena', userId: buyer.profile.id, eventId: ppv.id, paymentId: 0, price: '4.99', currency: 'EUR' });
    const signed = pathOf((await event(ppv.id, { token: buyer.token })).source.hd);
    const twin = await startTestPortal({ mediaSigningSecret: SECRET });
    const stranger = await startTestPortal({ mediaSigningSecret: 'another secret' });
    try {
      assert.equal((await call(twin.urls.portal, signed)).status, 200);
      const res = await call(stranger.urls.portal, signed);
      assert.equal(res.status, 403);
      assert.equal(res.body.messageErrorCode, 'media_signature_invalid');
    } finally {
      await twin.close();
      await stranger.close();
    }
  });

  test('the secret: MEDIA_SIGNING_SECRET when set, else generated once and kept in the environment (cluster workers inherit it)', () => {
    assert.equal(optionsFromEnv({ MEDIA_SIGNING_SECRET: 'given' }).mediaSigningSecret, 'given');
    const env: NodeJS.ProcessEnv = {};
    const generated = optionsFromEnv(env).mediaSigningSecret!;
    assert.ok(generated.length >= 43);
    assert.equal(env.MEDIA_SIGNING_SECRET, generated);
    assert.equal(optionsFromEnv(env).mediaSigningSecret, generated, 'stable for whoever reads the same environment');
    // the tenant is part of what is signed
    const signer = mediaSigner('s');
    const q = new URLSearchParams(signer.query('/media/vod/1/', 'arena', 0));
    assert.equal(signer.check('/media/vod/1/', 'arena', q.get('exp'), q.get('sig'), 0), null);
    assert.equal(signer.check('/media/vod/1/', 'kadur', q.get('exp'), q.get('sig'), 0), 'invalid');
  });
});
