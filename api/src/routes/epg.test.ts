import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, startTestPortal, type TestPortal } from '../testing/harness.ts';

describe('channel programme guide', () => {
  let p: TestPortal;
  let base: string;
  let channelId: number;
  before(async () => {
    p = await startTestPortal();
    base = p.urls.portal;
    channelId = (await call(base, '/api/event/list', { body: { status: 'CHANNEL', size: 1 } })).body.content.entries[0].id;
  });
  after(async () => {
    await p?.close();
  });

  test('JSON: back-to-back programmes around now (settings.now), one on now', async () => {
    const now = Date.parse('2030-01-01T10:30:00Z');
    const realNow = p.ctx.settings.now;
    p.ctx.settings.now = () => now;
    try {
      const r = await call(base, `/api/channel/epg/${channelId}`);
      assert.equal(r.status, 200);
      const list = r.body.content.programmes as Array<{ start: string; end: string; title: string }>;
      assert.ok(list.length >= 3);
      for (let i = 1; i < list.length; i++) assert.equal(list[i]!.start, list[i - 1]!.end);
      assert.equal(list.filter((x) => Date.parse(x.start) <= now && now < Date.parse(x.end)).length, 1);
    } finally {
      p.ctx.settings.now = realNow;
    }
  });

  test('XMLTV: the same programmes as <programme start stop channel> with title and desc', async () => {
    const json = (await call(base, `/api/channel/epg/${channelId}`)).body.content.programmes as Array<{ start: string; title: string }>;
    const r = await fetch(`${base}/api/channel/epg/${channelId}?format=xmltv`);
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type') ?? '', /application\/xml/);
    const xml = await r.text();
    assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<tv /);
    const programmes = [...xml.matchAll(/<programme start="(\d{14}) \+0000" stop="\d{14} \+0000" channel="[^"]+"><title>([^<]*)<\/title><desc>/g)];
    assert.equal(programmes.length, json.length);
    assert.equal(programmes[0]![1], json[0]!.start.slice(0, 19).replace(/[-:T]/g, ''));
    assert.equal((await call(base, `/api/channel/epg/${channelId}?format=csv`)).status, 400);
  });
});
