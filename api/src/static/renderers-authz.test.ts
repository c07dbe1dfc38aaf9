// Private is private everywhere the server renders (issue 26 item 2), generated from the list of
// renderers (renderers.ts): a user's clip is asked of every renderer that draws media by every kind
// of stranger, and none of them sees its title; its owner sees it through the JSON API and the
// signed poster URL that JSON carries. Every GET route outside /api and /media must be on the list.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_DIR } from '../config.ts';
import { routeTableFor } from '../http/auth.ts';
import { call, register, startTestPortal, writeFiles, type TestPortal } from '../testing/harness.ts';
import { SERVER_RENDERERS } from './renderers.ts';

const TEMPLATE =
  '<!doctype html><html lang="__HTML_LANG__"><head><meta property="csp-nonce" nonce="__CSP_NONCE__" /><title>__TENANT_NAME__</title></head><body><div id="root"></div></body></html>';

function publishEvents(cdnDir: string) {
  const firstPaint = JSON.parse(readFileSync(join(REPO_DIR, 'mf-events/src/exposes/first-paint.json'), 'utf8')) as Record<string, unknown>;
  delete firstPaint.$comment;
  const manifest = JSON.stringify({
    id: 'mf_events',
    name: 'mf_events',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [],
    shared: [],
  });
  const routes = ['', 'events/:eventId', 'events/stats/:eventId', 'channels/:eventId'].map((path) => ({ path }));
  writeFiles(cdnDir, {
    'mf-events/pointers.json': JSON.stringify({ latest: '1.0.0' }),
    'mf-events/1.0.0/mf-manifest.json': manifest,
    'mf-events/1.0.0/routes.json': JSON.stringify({ remote: 'mf-events', routes, firstPaint }),
  });
}

describe('server renderers apply the API decision (generated from SERVER_RENDERERS)', () => {
  let p: TestPortal;
  let base: string;
  let event: { id: number; title: string };
  let owner: { token: string };
  const clip = { id: 0, title: `Private cut ${Math.random().toString(36).slice(2, 10)}`, poster: '' };

  before(async () => {
    p = await startTestPortal();
    base = p.urls.portal;
    writeFiles(p.shellDistDir, { 'index.html': TEMPLATE });
    publishEvents(p.cdnDir);
    const events = (await call(base, '/api/event/list', { body: { size: 50, status: 'archived' } })).body.content.entries as {
      id: number;
      title: string;
      commerceCoverage: string;
    }[];
    event = events.find((e) => e.commerceCoverage === 'commerce_free_media')!;
    owner = await register(base);
    const made = await call(base, '/api/clip/create', { token: owner.token, body: { targetId: event.id, title: clip.title, startTime: 2000, endTime: 8000 } });
    assert.equal(made.status, 200, made.text);
    clip.id = made.body.content.id;
    clip.poster = made.body.content.source.poster;
  });
  after(async () => {
    await p?.close();
  });

  test('every GET route outside /api and /media is a listed renderer, and every listed one is registered', () => {
    const registered = routeTableFor(Number(new URL(base).port))
      .filter((r) => r.method === 'GET' && !/^\/(api|media)(\/|$)/.test(r.url))
      .map((r) => `${r.method} ${r.url}`);
    const listed = SERVER_RENDERERS.map((r) => r.route);
    assert.deepEqual(
      [...new Set(registered)].sort(),
      [...listed].sort(),
      'add the new renderer to SERVER_RENDERERS (api/src/static/renderers.ts) with a probe, or say why it draws no media',
    );
    for (const r of SERVER_RENDERERS) assert.ok(Boolean(r.probe) !== Boolean(r.noMedia), `${r.route}: a probe or a reason, one of them`);
  });

  test("no stranger sees a user's clip through any renderer: anonymous, another user, another tenant, the owner's token on a page", async () => {
    const other = await register(base);
    const kadurUser = await register(base, { headers: { host: `kadur.localhost:${new URL(base).port}` } });
    const askers: { label: string; headers: Record<string, string>; query?: string }[] = [
      { label: 'anonymous', headers: {} },
      { label: 'another user (x-authorization)', headers: { 'x-authorization': `Bearer ${other.token}` } },
      { label: 'another user (authorization)', headers: { authorization: `Bearer ${other.token}` } },
      { label: 'another tenant (host)', headers: { host: `kadur.localhost:${new URL(base).port}`, 'x-authorization': `Bearer ${kadurUser.token}` } },
      { label: 'another tenant (?tenant=)', headers: {}, query: 'tenant=kadur' },
      // a page or an <img> carries no token; one sent by hand still opens nothing public
      { label: "the owner's token", headers: { 'x-authorization': `Bearer ${owner.token}` } },
    ];
    let tried = 0;
    for (const renderer of SERVER_RENDERERS.filter((r) => r.probe)) {
      for (const url of renderer.probe!({ mediaId: clip.id, eventId: event.id })) {
        for (const asker of askers) {
          const full = asker.query ? `${url}${url.includes('?') ? '&' : '?'}${asker.query}` : url;
          const res = await call(base, full, { headers: asker.headers });
          tried++;
          const where = `${renderer.route} ${full} as ${asker.label}: ${res.status}`;
          assert.ok(res.status < 500, where);
          assert.ok(!res.text.includes(clip.title), `${where} shows the private title`);
          assert.ok(!res.text.includes(`/assets/posters/${clip.id}.`), `${where} points at the private poster`);
          // the same answer as the API: the clip is not there
          if (url.startsWith('/assets/posters/') || /^\/(events|channels)\/(stats\/)?\d+\/$/.test(url)) assert.equal(res.status, 404, where);
        }
      }
    }
    assert.ok(tried >= 60, `only ${tried} requests`);
    console.log(
      `renderers-authz: ${tried} requests for a private clip (${SERVER_RENDERERS.filter((r) => r.probe).length} renderers x ${askers.length} askers), none showed it`,
    );
  });

  test('the probes do draw what they are given (a public event shows its title), so the check above can fail', async () => {
    const shown = [];
    for (const renderer of SERVER_RENDERERS.filter((r) => r.probe)) {
      for (const url of renderer.probe!({ mediaId: event.id, eventId: event.id })) {
        const res = await call(base, url);
        if (res.text.includes(event.title.replace(/&/g, '&amp;'))) shown.push(url);
      }
    }
    assert.ok(
      shown.some((u) => u.startsWith('/assets/posters/')),
      `posters: ${shown}`,
    );
    assert.ok(
      shown.some((u) => u.startsWith('/events/')),
      `pages: ${shown}`,
    );
  });

  test('the owner sees the clip: in the JSON API and through its signed poster URL, cached privately; that URL opens nothing else', async () => {
    const json = await call(base, `/api/clip/get_by_id/id/${clip.id}`, { token: owner.token });
    assert.equal(json.body.content.title, clip.title);
    assert.match(clip.poster, /\/assets\/posters\/\d+\.svg\?exp=\d+&sig=[\w-]{43}$/);
    const signed = new URL(clip.poster);
    const own = await call(base, `${signed.pathname}${signed.search}`);
    assert.equal(own.status, 200);
    assert.ok(own.text.includes(clip.title));
    assert.equal(own.headers.get('cache-control'), 'private, max-age=3600');
    const variant = await call(base, `${signed.pathname}${signed.search}&dir=rtl&layout=wide`);
    assert.equal(variant.status, 200, 'every variant of the signed poster');
    const png = await call(base, `${signed.pathname.replace('.svg', '.png')}${signed.search}`);
    assert.equal(png.status, 200);
    assert.equal(png.headers.get('cache-control'), 'private, max-age=3600');
    // the signature of this clip opens no other poster, no other tenant's, and a tampered one nothing
    const second = await call(base, '/api/clip/create', {
      token: owner.token,
      body: { targetId: event.id, title: `${clip.title} two`, startTime: 1000, endTime: 4000 },
    });
    const sig = signed.search;
    const refused = [
      `/assets/posters/${second.body.content.id}.svg${sig}`,
      `${signed.pathname}${sig}&tenant=kadur`,
      `${signed.pathname}${sig.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`)}`,
      `${signed.pathname}${sig.replace(/exp=\d+/, 'exp=1')}`,
      `${signed.pathname}?exp=&sig=`,
    ];
    for (const url of refused) {
      const res = await call(base, url);
      assert.equal(res.status, 404, url);
      assert.ok(!res.text.includes(clip.title), url);
    }
    // Another user's JSON never carries a signed poster of this clip: the clip is a 404 to them
    const other = await register(base);
    assert.equal((await call(base, `/api/clip/get_by_id/id/${clip.id}`, { token: other.token })).status, 404);
  });
});
