import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, register, startTestPortal, type TestPortal } from '../testing/harness.ts';
import { DVR_WINDOW_SECONDS } from './playlists.ts';

interface Entry {
  id: number;
  status: string;
  mediaType: string;
  commerceCoverage: string;
  source: { hd: string; pano: string | null; clip: string | null };
  advertisements: { vastLink: string }[];
}

/** Tag lines and URI lines of a playlist. */
const lines = (text: string) => text.split('\n').filter(Boolean);
const tag = (text: string, name: string) =>
  lines(text)
    .find((l) => l.startsWith(`#${name}:`))
    ?.slice(name.length + 2);
const uris = (text: string) => lines(text).filter((l) => !l.startsWith('#'));
const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};
/** The file name of a segment URI, without a query. */
const fileName = (uri: string) => uri.split('?')[0]!.slice(uri.split('?')[0]!.lastIndexOf('/') + 1);
const durations = (text: string) =>
  lines(text)
    .filter((l) => l.startsWith('#EXTINF:'))
    .map((l) => Number.parseFloat(l.slice(8)));

describe('HLS media', () => {
  let p: TestPortal;
  let base: string;
  // path and query: a protected stream's signature is in the query (ADR 0029)
  const get = (url: string, headers?: Record<string, string>) => call(base, url.startsWith('http') ? pathOf(url) : url, { headers });
  const entries = async (body: Record<string, unknown>): Promise<Entry[]> =>
    (await call(base, '/api/event/list', { body: { size: 50, ...body } })).body.content.entries;
  let archived: Entry;
  let live: Entry;
  let channel: Entry;
  let highlight: Entry;

  before(async () => {
    p = await startTestPortal();
    base = p.urls.portal;
    // free ones: these tests are about the media; access is media-access.test.ts
    const one = async (status: string) => (await entries({ status })).find((e) => e.commerceCoverage === 'commerce_free_media')!;
    [archived, live, channel] = [await one('archived'), await one('live'), await one('channel')];
    [highlight] = (await call(base, '/api/clip/list', { body: { type: 'all' } })).body.content.entries;
  });
  after(async () => {
    await p?.close();
  });

  test('every stream URL the API hands out answers a master playlist whose renditions and segments load', async () => {
    assert.match(archived.source.hd, /\/media\/vod\/\d+\/index\.m3u8$/);
    assert.match(live.source.hd, /\/media\/live\/\d+\/index\.m3u8$/);
    assert.match(channel.source.hd, /\/media\/live\/\d+\/index\.m3u8$/);
    assert.match(highlight.source.hd, /\/media\/clips\/\d+\/index\.m3u8$/);
    for (const e of [archived, live, channel, highlight]) {
      const master = await get(e.source.hd);
      assert.equal(master.status, 200, e.source.hd);
      assert.equal(master.headers.get('content-type'), 'application/vnd.apple.mpegurl');
      const variants = lines(master.text).filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
      assert.equal(variants.length, 2, 'two renditions');
      assert.match(variants[0]!, /BANDWIDTH=\d+,.*RESOLUTION=640x360,CODECS="avc1\.4d001e,mp4a\.40\.2"/);
      assert.match(variants[1]!, /RESOLUTION=1280x720,CODECS="avc1\.4d001f,mp4a\.40\.2"/);
      const [low, high] = variants.map((v) => Number(/BANDWIDTH=(\d+)/.exec(v)![1]));
      assert.ok(low! < high!, 'ordered by bandwidth');
      for (const variant of uris(master.text)) {
        const media = await get(new URL(variant, e.source.hd).href);
        assert.equal(media.status, 200, variant);
        const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(media.text)![1]!;
        const segment = uris(media.text).at(-1)!;
        for (const file of [init, segment]) {
          const res = await get(file);
          assert.equal(res.status, 200, file);
          assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
          assert.ok(Number(res.headers.get('content-length')) > 500, `${file} has bytes`);
        }
      }
    }
  });

  test('VOD: a complete playlist (ENDLIST), revalidated with an ETag', async () => {
    const master = await get(archived.source.hd);
    const variant = new URL(uris(master.text)[0]!, archived.source.hd).pathname;
    const vod = await get(variant);
    assert.equal(tag(vod.text, 'EXT-X-PLAYLIST-TYPE'), 'VOD');
    assert.ok(vod.text.trimEnd().endsWith('#EXT-X-ENDLIST'));
    assert.equal(vod.headers.get('cache-control'), 'no-cache');
    const total = durations(vod.text).reduce((a, b) => a + b, 0);
    assert.ok(total >= 10 && total <= 30, `VOD lasts ${total} s`);
    const again = await get(variant, { 'if-none-match': vod.headers.get('etag')! });
    assert.equal(again.status, 304);
  });

  test('user clip: its playlist holds only the span between its in and out points (VOD, within one segment)', async () => {
    const viewer = await register(base);
    const segment = 2;
    const full = await get(new URL(uris((await get(archived.source.hd)).text)[0]!, archived.source.hd).pathname);
    const fullUris = uris(full.text);
    // in and out points in milliseconds (api/README.md); the second pair crosses the 12 s source's loop point
    for (const [startTime, endTime] of [
      [3100, 8900],
      [4000, 6000],
      [10_000, 16_000],
      [500, 1300],
    ] as const) {
      const made = await call(base, '/api/clip/create', { token: viewer.token, body: { targetId: archived.id, title: 'Cut', startTime, endTime } });
      assert.equal(made.status, 200, made.text);
      const clip = made.body.content as Entry;
      assert.match(clip.source.hd, /\/media\/clips\/\d+\/index\.m3u8\?exp=\d+&sig=[\w-]+$/, 'a user clip is private: signed');
      const master = await get(clip.source.hd);
      assert.equal(master.status, 200);
      for (const variant of uris(master.text)) {
        const playlist = await get(new URL(variant, clip.source.hd).href);
        assert.equal(playlist.status, 200, variant);
        assert.equal(tag(playlist.text, 'EXT-X-PLAYLIST-TYPE'), 'VOD');
        assert.ok(playlist.text.trimEnd().endsWith('#EXT-X-ENDLIST'), 'complete');
        const length = (endTime - startTime) / 1000;
        const total = durations(playlist.text).reduce((a, b) => a + b, 0);
        assert.ok(Math.abs(total - length) <= segment, `clip ${startTime}-${endTime} ms lasts ${total} s, cut ${length} s`);
        assert.ok(total < durations(full.text).reduce((a, b) => a + b, 0) || endTime > 12_000, 'shorter than the whole event');
        const files = uris(playlist.text).map(fileName);
        // the event's own media (the pitch, here from the clip's signed folder), starting at the segment nearest the in point
        assert.ok(
          uris(playlist.text).every((u) => u.startsWith(`/media/clips/${clip.id}/main/`) && u.includes('?exp=')),
          'the clip folder',
        );
        const first = await get(uris(playlist.text)[0]!);
        const rendition = variant.split('?')[0]!.split('/')[1]!.replace('.m3u8', '');
        const same = await get(fullUris[0]!.replace(/\/[^/]+\/[^/]+$/, `/${rendition}/${files[0]}`));
        assert.match(fullUris[0]!, /^\/media\/files\/pitch-/);
        assert.equal(first.status, 200);
        assert.equal(first.text, same.text, 'the event source (pitch) segment');
        assert.equal(files[0], `seg_${Math.round(startTime / 1000 / segment) % 6}.m4s`);
      }
    }
    // across the loop: 10-16 s plays segments 5, 0, 1 of the 12 s source with a discontinuity at the loop
    const looped = (
      await call(base, '/api/clip/create', { token: viewer.token, body: { targetId: archived.id, title: 'Loop', startTime: 10_000, endTime: 16_000 } })
    ).body.content as Entry;
    const loopList = await get(new URL(uris((await get(looped.source.hd)).text)[0]!, looped.source.hd).href);
    assert.deepEqual(uris(loopList.text).map(fileName), ['seg_5.m4s', 'seg_0.m4s', 'seg_1.m4s']);
    assert.equal(lines(loopList.text).filter((l) => l === '#EXT-X-DISCONTINUITY').length, 1);
    // the event itself still plays whole
    assert.equal(uris((await get(new URL(uris((await get(archived.source.hd)).text)[0]!, archived.source.hd).pathname)).text).length, fullUris.length);
  });

  test('live: a sliding window on the wall clock, looping with discontinuities, at least 10 minutes of DVR', async () => {
    const master = await get(live.source.hd);
    const variant = new URL(uris(master.text)[1]!, live.source.hd).pathname;
    // one second past a loop boundary (loops are aligned to 12 s), later than the event's start
    const t0 = Math.floor(Date.now() / 12_000) * 12_000 + 1000;
    const clock = p.ctx.settings.now;
    try {
      p.ctx.settings.now = () => t0;
      const first = await get(variant);
      assert.equal(first.status, 200);
      assert.match(first.headers.get('cache-control')!, /no-cache/);
      assert.ok(!first.text.includes('#EXT-X-ENDLIST'), 'no ENDLIST');
      assert.ok(!first.text.includes('#EXT-X-PLAYLIST-TYPE'), 'neither VOD nor EVENT');
      const seq0 = Number(tag(first.text, 'EXT-X-MEDIA-SEQUENCE'));
      // numbered from shortly before the broadcast: hls.js does work proportional to the
      // discontinuity sequence on every refresh (1.4 s per refresh when counted from 1970)
      assert.ok(seq0 < 100_000 && Number(tag(first.text, 'EXT-X-DISCONTINUITY-SEQUENCE')) < 20_000, `small sequence numbers (${seq0})`);
      const d = durations(first.text);
      const window = d.reduce((a, b) => a + b, 0);
      assert.ok(window >= 600, `DVR window ${window} s`);
      assert.ok(window >= DVR_WINDOW_SECONDS - 2);
      // the last listed segment ends at or before now, and the next one is not out yet
      const pdts = lines(first.text).filter((l) => l.startsWith('#EXT-X-PROGRAM-DATE-TIME:'));
      assert.ok(pdts.length > 1);
      assert.equal(Date.parse(pdts[0]!.slice(25)), t0 - 1000 - window * 1000, 'first segment starts one DVR window before the last complete one ends');
      // one discontinuity per loop of the 12 s clip, each followed by its wall-clock time
      const loop = 6;
      const discontinuities = lines(first.text).filter((l) => l === '#EXT-X-DISCONTINUITY').length;
      assert.ok(Math.abs(discontinuities - d.length / loop) <= 1, `${discontinuities} discontinuities over ${d.length} segments`);
      assert.match(first.text, /#EXT-X-DISCONTINUITY\n#EXT-X-PROGRAM-DATE-TIME:/);
      assert.equal(Number(tag(first.text, 'EXT-X-DISCONTINUITY-SEQUENCE')), Math.floor(seq0 / loop));
      // the segment after a discontinuity is the clip's first
      const list = lines(first.text);
      const afterLoop = list[list.indexOf('#EXT-X-DISCONTINUITY') + 3]!;
      assert.match(afterLoop, /\/seg_0\.m4s$/);

      p.ctx.settings.now = () => t0 + 10_000;
      const later = await get(variant);
      assert.equal(Number(tag(later.text, 'EXT-X-MEDIA-SEQUENCE')), seq0 + 5, 'five 2 s segments later');
      assert.equal(uris(later.text).length, uris(first.text).length, 'the window slides, it does not grow');
      assert.deepEqual(uris(later.text).slice(0, -5), uris(first.text).slice(5), 'same segments, shifted');
      // every rendition is on the same schedule
      const other = await get(new URL(uris(master.text)[0]!, live.source.hd).pathname);
      assert.equal(tag(other.text, 'EXT-X-MEDIA-SEQUENCE'), tag(later.text, 'EXT-X-MEDIA-SEQUENCE'));
    } finally {
      p.ctx.settings.now = clock;
    }
  });

  test('audio and subtitle renditions: the master names both groups; every rendition playlist and file loads, VOD and live', async () => {
    for (const e of [archived, live]) {
      const master = await get(e.source.hd);
      const media = lines(master.text).filter((l) => l.startsWith('#EXT-X-MEDIA:'));
      assert.equal(media.filter((l) => l.includes('TYPE=AUDIO,GROUP-ID="aud"')).length, 3);
      assert.equal(media.filter((l) => l.includes('TYPE=SUBTITLES,GROUP-ID="subs"')).length, 2);
      assert.ok(
        lines(master.text)
          .filter((l) => l.startsWith('#EXT-X-STREAM-INF:'))
          .every((l) => l.includes(',AUDIO="aud",SUBTITLES="subs"')),
      );
      for (const uri of media.map((l) => /URI="([^"]+)"/.exec(l)![1]!)) {
        const playlist = await get(new URL(uri, `${base}${pathOf(e.source.hd)}`).pathname);
        assert.equal(playlist.status, 200, uri);
        assert.equal(playlist.text.includes('#EXT-X-ENDLIST'), e === archived, uri);
        const file = await get(uris(playlist.text).at(-1)!);
        assert.equal(file.status, 200, uri);
        if (uri.includes('subs-')) {
          assert.match(file.headers.get('content-type')!, /^text\/vtt/);
          assert.match(file.text, /^WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:0,LOCAL:00:00:00\.000\n/);
        } else {
          const init = await get(/#EXT-X-MAP:URI="([^"]+)"/.exec(playlist.text)![1]!);
          assert.equal(init.status, 200);
        }
      }
    }
  });

  test('LL-HLS live (the tenant has low latency on): parts, a blocking reload held until its part exists, 400 too far ahead', async () => {
    // The demo tenants ship with low latency off until the player's jump-to-live is proven with it (ADR 0057).
    const tenant = p.ctx.tenants.fallback();
    const player = tenant.player;
    tenant.player = { lowLatency: { enabled: true, targetLatencySeconds: 3 }, defaultAudioLanguage: 'en' };
    const variant = new URL(uris((await get(live.source.hd)).text)[0]!, live.source.hd).pathname;
    const clock = p.ctx.settings.now;
    // segments start on even seconds (the live epoch is aligned to the 12 s loop)
    const boundary = Math.ceil(Date.now() / 2000) * 2000 + 2000;
    try {
      p.ctx.settings.now = () => boundary + 5;
      const edge = await get(variant);
      assert.match(edge.text, /#EXT-X-PART-INF:PART-TARGET=0\.342\n/);
      assert.match(edge.text, /#EXT-X-SERVER-CONTROL:CAN-BLOCK-RELOAD=YES,PART-HOLD-BACK=3\.000\n/);
      assert.ok(edge.text.trimEnd().split('\n').at(-1)!.startsWith('#EXT-X-PRELOAD-HINT:TYPE=PART,'));
      const current = Number(tag(edge.text, 'EXT-X-MEDIA-SEQUENCE')) + uris(edge.text).length;
      const partsOfCurrent = (text: string) =>
        text
          .slice(text.lastIndexOf('#EXTINF:'))
          .split('\n')
          .filter((l) => l.startsWith('#EXT-X-PART:')).length;
      assert.equal(partsOfCurrent(edge.text), 0, '5 ms into a segment: no part of it yet');

      // what exists is answered at once
      const old = await get(`${variant}?_HLS_msn=${current - 1}&_HLS_part=5`);
      assert.equal(old.status, 200, old.text);
      assert.equal(old.text, edge.text);
      // too far ahead, malformed, or a part without its segment: 400
      for (const q of [`_HLS_msn=${current + 3}`, `_HLS_msn=${current}&_HLS_part=4`, '_HLS_part=1', '_HLS_msn=soon', `_HLS_msn=${current}&_HLS_part=-1`]) {
        const bad = await get(`${variant}?${q}`);
        assert.equal(bad.status, 400, q);
        assert.equal(bad.body.messageErrorCode, 'media_bad_reload', q);
        assert.equal(typeof bad.body.message, 'string');
      }
      // the clock runs: the first part of the segment in progress ends 328 ms from now; the request is held until then
      const offset = boundary + 5 - Date.now();
      p.ctx.settings.now = () => Date.now() + offset;
      const started = Date.now();
      const held = await get(`${variant}?_HLS_msn=${current}&_HLS_part=0`);
      const waited = Date.now() - started;
      assert.equal(held.status, 200);
      // held until the part's end (328 ms away), well inside the 6 s bound even on a busy machine
      assert.ok(waited >= 250 && waited < 6000, `held ${waited} ms`);
      assert.equal(partsOfCurrent(held.text), 1, 'answered with the part it asked for');
      assert.match(held.text, /#EXT-X-PART:DURATION=0\.333,URI="[^"]+",BYTERANGE="\d+@0",INDEPENDENT=YES\n#EXT-X-PRELOAD-HINT/);
    } finally {
      p.ctx.settings.now = clock;
      tenant.player = player;
    }
  });

  test('a tenant with low latency off: the plain window (reload directives ignored) and its own default commentary', async () => {
    const tenant = p.ctx.tenants.fallback();
    const before = tenant.player;
    try {
      tenant.player = { lowLatency: { enabled: false, targetLatencySeconds: 3 }, defaultAudioLanguage: 'he' };
      const master = await get(live.source.hd);
      assert.match(master.text, /TYPE=AUDIO,GROUP-ID="aud",LANGUAGE="he",NAME="[^"]+",DEFAULT=YES/);
      assert.equal(lines(master.text).filter((l) => l.includes('DEFAULT=YES')).length, 1);
      const variant = new URL(uris(master.text)[0]!, live.source.hd).pathname;
      const plainList = await get(`${variant}?_HLS_msn=999999999&_HLS_part=9`);
      assert.equal(plainList.status, 200);
      for (const name of ['EXT-X-PART', 'EXT-X-PART-INF', 'EXT-X-SERVER-CONTROL', 'EXT-X-PRELOAD-HINT'])
        assert.equal(tag(plainList.text, name), undefined, name);
      assert.ok(durations(plainList.text).length >= DVR_WINDOW_SECONDS / 2, 'the whole DVR window');
    } finally {
      tenant.player = before;
    }
  });

  test('playlists are compressed for players that accept it (a live window is fetched every segment)', async () => {
    const master = await get(live.source.hd);
    const media = new URL(uris(master.text)[0]!, `${base}${pathOf(live.source.hd)}`).href;
    const plain = await fetch(media, { headers: { 'accept-encoding': 'identity' } });
    const plainText = await plain.text();
    assert.equal(plain.headers.get('content-encoding'), null);
    assert.ok(plainText.length > 1024, `a live window is above the 1 KB threshold (${plainText.length} bytes)`);
    const br = await fetch(media, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(br.headers.get('content-encoding'), 'br');
    assert.equal(br.headers.get('content-type'), 'application/vnd.apple.mpegurl');
    assert.equal(br.headers.get('cache-control'), 'no-cache, max-age=0', 'still never cached');
    const text = await br.text();
    assert.equal(tag(text, 'EXT-X-TARGETDURATION'), tag(plainText, 'EXT-X-TARGETDURATION'));
    assert.ok(uris(text).length > 100, 'the whole window arrives');
    // segments are already compressed video: sent as they are
    const segment = await fetch(new URL(uris(text)[0]!, media).href, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(segment.status, 200);
    assert.equal(segment.headers.get('content-encoding'), null);
    await segment.arrayBuffer();
  });

  test('panorama: a stream for events that have one, none for the others', async () => {
    const events = await entries({ size: 100 });
    const withPano = events.filter((e) => e.source.pano);
    assert.ok(withPano.length > 0 && withPano.length < events.length);
    assert.ok(
      events.filter((e) => e.status === 'channel').every((e) => e.source.pano === null),
      'channels have no panorama',
    );
    const free = withPano.filter((x) => x.commerceCoverage === 'commerce_free_media');
    for (const e of [free.find((x) => x.status === 'archived')!, free.find((x) => x.status === 'live') ?? free[0]!]) {
      assert.match(e.source.pano!, /\/media\/(vod|live)\/\d+\/pano\.m3u8$/);
      const master = await get(e.source.pano!);
      assert.equal(master.status, 200);
      assert.match(master.text, /RESOLUTION=1280x360/);
      const media = await get(new URL(uris(master.text)[0]!, e.source.pano!).pathname);
      assert.equal(media.status, 200);
      assert.equal(media.text.includes('#EXT-X-ENDLIST'), e.status === 'archived');
    }
    const without = events.find((e) => !e.source.pano && e.status === 'archived')!;
    const none = await get(without.source.hd.replace('index.m3u8', 'pano.m3u8'));
    assert.equal(none.status, 404);
    assert.equal(none.body.messageErrorCode, 'media_not_found');
  });

  test('unknown kinds, ids, renditions and files: the JSON 404', async () => {
    const id = archived.id;
    for (const path of [
      `/media/dash/${id}/index.m3u8`,
      '/media/vod/999999/index.m3u8',
      '/media/vod/abc/index.m3u8',
      `/media/vod/${channel.id}/index.m3u8`,
      `/media/clips/${id}/index.m3u8`,
      `/media/vod/${highlight.id}/index.m3u8`,
      `/media/vod/${id}/main.m3u8`,
      `/media/vod/${id}/main/1080p.m3u8`,
      `/media/vod/${id}/side/360p.m3u8`,
      `/media/vod/${id}/index.m3u8?tenant=kadur`,
      '/media/files/pitch-0000000000/360p/init.mp4',
      '/media/files/pitch/360p/init.mp4',
      '/media/nothing',
      '/media/ads/other.xml',
    ]) {
      const res = await get(path);
      assert.equal(res.status, 404, path);
      assert.equal(res.body?.messageErrorCode, 'media_not_found', path);
    }
    const master = await get(archived.source.hd);
    const media = await get(new URL(uris(master.text)[0]!, archived.source.hd).pathname);
    const segment = uris(media.text)[0]!;
    const missing = await get(segment.replace('seg_0', 'seg_99'));
    assert.equal(missing.status, 404);
    const traversal = await get(segment.replace(/[^/]+$/, '..%2F..%2Fcatalog.json'));
    assert.equal(traversal.status, 404);
  });

  test('ads: a VAST link on every item when the tenant enables ads; the demo VAST and its media file load', async () => {
    assert.deepEqual(archived.advertisements, [], 'no ads while the tenant has them off');
    const tenant = p.ctx.tenants.fallback();
    const before = tenant.enable_ads;
    try {
      tenant.enable_ads = true;
      const [e] = await entries({ status: 'archived', size: 1 });
      assert.equal(e!.advertisements.length, 1);
      const vast = await get(e!.advertisements[0]!.vastLink);
      assert.equal(vast.status, 200);
      assert.match(vast.headers.get('content-type')!, /xml/);
      assert.match(vast.text, /<VAST version="4\.0"/);
      const mediaFile = /<MediaFile[^>]*><!\[CDATA\[([^\]]+)\]\]>/.exec(vast.text)![1]!;
      assert.ok(mediaFile.startsWith(base), 'absolute media URL on the portal origin');
      const mp4 = await get(mediaFile);
      assert.equal(mp4.status, 200);
      assert.equal(mp4.headers.get('content-type'), 'video/mp4');
      const broken = await get('/media/ads/broken.xml');
      const brokenFile = /<MediaFile[^>]*><!\[CDATA\[([^\]]+)\]\]>/.exec(broken.text)![1]!;
      assert.equal((await get(brokenFile)).status, 404, 'the broken ad points at a missing file');
      const impression = /<Impression[^>]*><!\[CDATA\[([^\]]+)\]\]>/.exec(vast.text)![1]!;
      assert.equal((await call(base, new URL(impression).pathname + new URL(impression).search)).status, 204);
    } finally {
      tenant.enable_ads = before;
    }
  });
});
