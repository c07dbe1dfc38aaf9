// Link previews: Open Graph / X card tags in the served HTML of event pages, the poster as PNG.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, startTestPortal, writeFiles, type TestPortal } from '../testing/harness.ts';
import { shareMetaTags } from './share-meta.ts';

const TEMPLATE =
  '<!doctype html><html lang="__HTML_LANG__"><head><meta property="csp-nonce" nonce="__CSP_NONCE__" /><title>__TENANT_NAME__</title></head><body></body></html>';

describe('link previews', () => {
  let portal: TestPortal;
  let base: string;
  let event: { id: number; title: string };
  before(async () => {
    portal = await startTestPortal();
    base = portal.urls.portal;
    writeFiles(portal.shellDistDir, { 'index.html': TEMPLATE });
    const manifest = JSON.stringify({
      id: 'mf_events',
      name: 'mf_events',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [],
      shared: [],
    });
    writeFiles(portal.cdnDir, {
      'mf-events/pointers.json': JSON.stringify({ latest: '1.0.0' }),
      'mf-events/1.0.0/mf-manifest.json': manifest,
      'mf-events/1.0.0/routes.json': JSON.stringify({ remote: 'mf-events', routes: [{ path: '' }, { path: 'events/:eventId' }] }),
    });
    [event] = (await call(base, '/api/event/list', { body: { size: 1, status: 'archived' } })).body.content.entries;
  });
  after(async () => {
    await portal?.close();
  });

  test("an event page's HTML carries its title, description and a PNG poster for Open Graph and X", async () => {
    const res = await fetch(`${base}/events/${event.id}/`);
    assert.equal(res.status, 200);
    const html = await res.text();
    const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key.replace(':', ':')}" content="([^"]*)"`).exec(html)?.[1];
    assert.equal(meta('og:title'), `${event.title} · Arena Sports`.replace(/&/g, '&amp;'));
    assert.equal(meta('twitter:card'), 'summary_large_image');
    assert.equal(meta('og:image'), `${base}/assets/posters/${event.id}.png?dir=ltr`);
    assert.equal(meta('og:url'), `${base}/events/${event.id}/`);
    assert.ok(meta('og:description'));
    // the preview image is a real PNG of the advertised size
    const png = await fetch(meta('og:image')!);
    assert.equal(png.status, 200);
    assert.equal(png.headers.get('content-type'), 'image/png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    assert.deepEqual([...bytes.slice(1, 4)].map((c) => String.fromCharCode(c)).join(''), 'PNG');
    const view = new DataView(bytes.buffer);
    assert.equal(view.getUint32(16), 1200);
    assert.equal(view.getUint32(20), 675);
  });

  test('other pages and missing events get no preview tags; titles are escaped', async () => {
    assert.doesNotMatch(await (await fetch(`${base}/`)).text(), /og:title/);
    const missing = await fetch(`${base}/events/99999999/`);
    assert.doesNotMatch(await missing.text(), /og:title/);
    const tags = await shareMetaTags({
      db: portal.ctx.db,
      asker: { tenantId: 'arena' },
      tenantName: 'A "quoted" <tenant>',
      origin: base,
      url: `/events/${event.id}/`,
      eventId: event.id,
      dir: 'rtl',
      locale: 'fr-CA',
    });
    assert.match(tags!, /content="[^"]*A &quot;quoted&quot; &lt;tenant&gt;"/);
    assert.match(tags!, /og:locale" content="fr_CA"/);
    assert.match(tags!, /\.png\?dir=rtl/);
  });

  test("a shared user's private clip never lends its title to the preview", async () => {
    const { register } = await import('../testing/harness.ts');
    const owner = await register(base);
    const clip = await call(base, '/api/clip/create', {
      token: owner.token,
      body: { targetId: event.id, title: 'My private moment', startTime: 2000, endTime: 8000 },
    });
    assert.equal(clip.status, 200);
    const html = await (await fetch(`${base}/events/${event.id}/?highlight=${clip.body.content.id}`)).text();
    assert.doesNotMatch(html, /My private moment/);
    assert.match(html, /og:title/);
  });
});
