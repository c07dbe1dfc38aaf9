import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, suitePortal } from '../testing/harness.ts';

interface Entry {
  id: number;
  status: string;
  sportType: string;
  source: { poster: string };
}

/** x of team 1's and team 2's crest (their translate in the artwork). */
const crestX = (svg: string) =>
  [...svg.matchAll(/<g transform="translate\(([\d.]+) [\d.]+\) scale\([\d.]+\)"><defs><linearGradient id="g[12]"/g)].map((m) => Number(m[1]));

describe('GET /assets/posters/{id}.svg', () => {
  const suite = suitePortal();
  const list = async (body: Record<string, unknown>, tenant = 'arena'): Promise<Entry[]> =>
    (await call(suite.base, `/api/event/list?tenant=${tenant}`, { body: { size: 50, ...body } })).body.content.entries;
  const get = (url: string) => call(suite.base, new URL(url).pathname + new URL(url).search);

  test('artwork by sport and kind, with a day of cache', async () => {
    const events = await list({ status: 'archived' });
    const bySport = new Map(events.map((e) => [e.sportType, e]));
    assert.ok(bySport.size >= 4, 'the seed has four sports');
    const bodies = await Promise.all([...bySport.values()].map(async (e) => (await get(e.source.poster)).text));
    assert.equal(new Set(bodies.map((b) => b.replace(/<g transform="translate[\s\S]*$/, ''))).size, bySport.size, 'one surface per sport');
    const res = await get(events[0]!.source.poster);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/svg+xml');
    assert.equal(res.headers.get('cache-control'), 'public, max-age=86400');
    const [channel] = await list({ status: 'channel', size: 1 });
    assert.match((await get(channel!.source.poster)).text, /id="led"/, 'a studio for channels');
  });

  test('?dir=rtl puts team 1 on the right; without it, the tenant default locale decides', async () => {
    const [e] = await list({ status: 'archived', size: 1 });
    const [ltr1, ltr2] = crestX((await get(`${e!.source.poster}?dir=ltr`)).text);
    const [rtl1, rtl2] = crestX((await get(`${e!.source.poster}?dir=rtl`)).text);
    assert.ok(ltr1! < ltr2! && rtl1! > rtl2!);
    assert.deepEqual(crestX((await get(e!.source.poster)).text), [ltr1, ltr2], 'arena is English');
    const [k] = await list({ status: 'archived', size: 1 }, 'kadur');
    const [h1, h2] = crestX((await get(`${k!.source.poster}?tenant=kadur`)).text);
    assert.ok(h1! > h2!, 'kadur is Hebrew: right to left by default');
    assert.match((await get(`${e!.source.poster}?layout=wide&dir=rtl`)).text, /viewBox="0 0 840 360"/);
  });

  test('a bad variant is a 400 with the error envelope; an unknown poster a 404', async () => {
    const [e] = await list({ status: 'archived', size: 1 });
    for (const q of ['dir=up', 'layout=huge']) {
      const res = await get(`${e!.source.poster}?${q}`);
      assert.equal(res.status, 400, q);
      assert.equal(res.body.messageErrorCode, 'invalid_query');
    }
    assert.equal((await call(suite.base, '/assets/posters/999999.svg')).status, 404);
    assert.equal((await call(suite.base, '/assets/posters/abc.svg')).status, 404);
  });
});
