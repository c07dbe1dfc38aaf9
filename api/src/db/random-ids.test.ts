// Ids strangers must not enumerate are random (issue 26 item 2, ADR 0046): clips, tags, devices,
// payments, contracts, tickets and push subscriptions take portal_random_id() (migration 0007), an
// integer from 2^30..2^31-1 drawn from gen_random_uuid(), instead of the next number of a sequence.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { call, register, suitePortal } from '../testing/harness.ts';

const LOW = 2 ** 30;
const HIGH = 2 ** 31 - 1;
const TABLES = ['media', 'tags', 'devices', 'payments', 'contracts', 'ppv_tickets', 'push_subscriptions'];

describe('random row ids', () => {
  const suite = suitePortal();

  test('every listed table draws its id from portal_random_id', async () => {
    const rows = (await suite.portal.ctx.db.execute(
      sql`select table_name, column_default from information_schema.columns where table_schema = 'public' and column_name = 'id' and table_name in ${sql.raw(`(${TABLES.map((t) => `'${t}'`).join(',')})`)}`,
    )) as unknown as { rows?: { table_name: string; column_default: string }[] } | { table_name: string; column_default: string }[];
    const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
    assert.deepEqual(list.map((r) => r.table_name).sort(), [...TABLES].sort());
    for (const r of list) assert.match(r.column_default, new RegExp(`^portal_random_id\\('${r.table_name}'::regclass\\)$`), r.table_name);
  });

  test('2000 draws: all in range, (almost) never repeated, spread over the range', async () => {
    const res = (await suite.portal.ctx.db.execute(sql`select portal_random_id('media') as id from generate_series(1, 2000)`)) as unknown as
      { rows?: { id: number }[] } | { id: number }[];
    const ids = (Array.isArray(res) ? res : (res.rows ?? [])).map((r) => Number(r.id));
    assert.equal(ids.length, 2000);
    assert.ok(ids.every((id) => Number.isInteger(id) && id >= LOW && id <= HIGH));
    // a draw only skips ids in use, so unused draws may meet: ~0.002 pairs expected among 2000 of 2^30
    assert.ok(new Set(ids).size >= ids.length - 2);
    // 30 random bits: the draws fill the range (each quarter holds a share near 500)
    const quarters = [0, 0, 0, 0];
    for (const id of ids) quarters[Math.floor(((id - LOW) / (HIGH - LOW + 1)) * 4)]!++;
    assert.ok(
      quarters.every((n) => n > 400 && n < 600),
      `quarters ${quarters}`,
    );
  });

  test('clips and tags made one after another are neither sequential nor guessable from each other', async () => {
    const event = (
      (await call(suite.base, '/api/event/list', { body: { size: 50, status: 'archived' } })).body.content.entries as { id: number; commerceCoverage: string }[]
    ).find((e) => e.commerceCoverage === 'commerce_free_media')!;
    const owner = await register(suite.base);
    const clips: number[] = [];
    const tagIds: number[] = [];
    for (let i = 0; i < 5; i++) {
      const clip = await call(suite.base, '/api/clip/create', {
        token: owner.token,
        body: { targetId: event.id, title: `Cut ${i}`, startTime: 1000, endTime: 4000 },
      });
      assert.equal(clip.status, 200, clip.text);
      clips.push(clip.body.content.id);
      const tag = await call(suite.base, '/api/tag/saveV2', {
        token: owner.token,
        body: { targetId: event.id, title: `Tag ${i}`, startTime: 1000, endTime: 2000 },
      });
      assert.equal(tag.status, 200, tag.text);
      tagIds.push(tag.body.content.id);
    }
    for (const ids of [clips, tagIds]) {
      assert.ok(
        ids.every((id) => id >= LOW && id <= HIGH),
        `${ids}`,
      );
      const steps = ids.slice(1).map((id, i) => Math.abs(id - ids[i]!));
      assert.ok(
        steps.every((d) => d > 1000),
        `neighbours: ${steps}`,
      );
    }
    // the clip still reads back by its id, for its owner only
    assert.equal((await call(suite.base, `/api/clip/get_by_id/id/${clips[0]}`, { token: owner.token })).body.content.title, 'Cut 0');
    assert.equal((await call(suite.base, `/api/clip/get_by_id/id/${clips[0]}`)).status, 404);
  });
});
