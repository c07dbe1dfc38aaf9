import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AppContext } from '../context.ts';
import { call, suitePortal } from '../testing/harness.ts';
import { startLiveScheduler } from './scheduler.ts';

interface Upcoming {
  id: number;
  date: string;
  endDate: string;
  commerceCoverage: string;
}

describe('live scheduler', () => {
  const suite = suitePortal();

  test('an upcoming event goes live at its start and finishes at its end, and its room hears both messages', async () => {
    const upcoming = (await call(suite.base, '/api/event/list', { body: { status: 'UPCOMING', size: 50, order: 'desc' } })).body.content.entries as Upcoming[];
    // the latest free one: far from the real clock, so the portal's own scheduler leaves it alone
    // (a protected stream's room hears no URL: the next test)
    const ev = upcoming.find((e) => e.commerceCoverage === 'commerce_free_media')!;
    const start = Date.parse(ev.date);
    const end = Date.parse(ev.endDate);
    assert.ok(end > start);

    const sent: Array<{ tenant: string; id: number | string; event: string; payload: Record<string, unknown> }> = [];
    let now = start - 60_000;
    // A context of its own: a movable clock and a recording socket, the same database.
    const ctx: AppContext = {
      ...suite.portal.ctx,
      settings: { ...suite.portal.ctx.settings, now: () => now },
      realtime: {
        emitToUser() {},
        emitToEvent: (tenant, id, event, payload) => void sent.push({ tenant, id, event, payload: payload as Record<string, unknown> }),
      },
    };
    const scheduler = startLiveScheduler(ctx, { intervalMs: 3_600_000 });
    try {
      // a minute before: the events that start earlier go (and most finish), not this one
      const before = await scheduler.tick();
      assert.ok(!before.started.includes(ev.id));
      assert.ok(before.started.length > 0);
      sent.length = 0;

      now = start + 1000;
      const first = await scheduler.tick();
      assert.ok(first.started.includes(ev.id));
      const mine = sent.filter((m) => m.id === ev.id);
      assert.deepEqual(
        mine.map((m) => m.event),
        ['event-url-change', 'update-event'],
      );
      assert.equal(mine[0]!.payload.eventUrl, `/media/live/${ev.id}/index.m3u8`);
      assert.equal((mine[1]!.payload.event as { eventStatus: string }).eventStatus, 'LIVE');
      assert.equal(mine[0]!.tenant, 'arena');
      const live = await call(suite.base, `/api/event/get_by_id/id/${ev.id}`);
      assert.equal(live.body.content.eventStatus, 'LIVE');
      // the live playlist answers for it
      assert.equal((await fetch(`${suite.base}/media/live/${ev.id}/index.m3u8`)).status, 200);
      assert.deepEqual((await scheduler.tick()).started.includes(ev.id), false, 'started once only');

      sent.length = 0;
      now = end + 1000;
      const second = await scheduler.tick();
      assert.ok(second.finished.includes(ev.id));
      const done = sent.filter((m) => m.id === ev.id);
      assert.deepEqual(
        done.map((m) => m.event),
        ['update-event'],
      );
      assert.equal((done[0]!.payload.event as { eventStatus: string }).eventStatus, 'ARCHIVED');
      assert.equal((await call(suite.base, `/api/event/get_by_id/id/${ev.id}`)).body.content.eventStatus, 'ARCHIVED');
    } finally {
      scheduler.stop();
    }
  });

  test('a protected event going live: its room hears neither a URL nor the viewer-free JSON, so each viewer keeps and refetches their own signed one', async () => {
    const upcoming = (await call(suite.base, '/api/event/list', { body: { status: 'UPCOMING', size: 50, order: 'desc' } })).body.content.entries as Upcoming[];
    const ev = upcoming.find((e) => e.commerceCoverage !== 'commerce_free_media')!;
    assert.ok(ev, 'a paid upcoming event in the seed');
    const sent: Array<{ id: number | string; event: string; payload: Record<string, unknown> }> = [];
    let now = Date.parse(ev.date) - 60_000;
    const ctx: AppContext = {
      ...suite.portal.ctx,
      settings: { ...suite.portal.ctx.settings, now: () => now },
      realtime: { emitToUser() {}, emitToEvent: (_tenant, id, event, payload) => void sent.push({ id, event, payload: payload as Record<string, unknown> }) },
    };
    const scheduler = startLiveScheduler(ctx, { intervalMs: 3_600_000 });
    try {
      await scheduler.tick();
      sent.length = 0;
      now = Date.parse(ev.date) + 1000;
      assert.ok((await scheduler.tick()).started.includes(ev.id));
      const mine = sent.filter((m) => m.id === ev.id);
      assert.deepEqual(
        mine.map((m) => [m.event, m.payload]),
        [
          ['event-url-change', { eventId: ev.id, eventUrl: '' }],
          ['update-event', { eventId: ev.id }],
        ],
      );
      assert.equal((await fetch(`${suite.base}/media/live/${ev.id}/index.m3u8`)).status, 403, 'and its plain URL does not play');
    } finally {
      scheduler.stop();
    }
  });
});
