// Continue watching and reminders (issue 15 items 5 and 3): validation, ownership, and reminder
// delivery to exactly the users who asked when the scheduler makes the event go live.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AppContext } from '../context.ts';
import { call, register, suitePortal } from '../testing/harness.ts';
import { startLiveScheduler } from '../live/scheduler.ts';

interface Entry {
  id: number;
  date: string;
  commerceCoverage: string;
  title: string;
}

describe('viewer features', () => {
  const suite = suitePortal();
  const list = async (status: string) =>
    (await call(suite.base, '/api/event/list', { body: { status, size: 50, order: 'desc' } })).body.content.entries as Entry[];

  test('playback positions: validated, archived and clips only, newest first, finished dropped, per user', async () => {
    const a = await register(suite.base);
    const b = await register(suite.base);
    const archived = (await list('ARCHIVED')).slice(0, 3);
    assert.equal(archived.length, 3);
    const save = (token: string, body: unknown) => call(suite.base, '/api/user/playback_position', { token, body });

    for (const bad of [
      {},
      { eventId: archived[0]!.id },
      { eventId: 'x', seconds: 1, duration: 10 },
      { eventId: archived[0]!.id, seconds: -1, duration: 10 },
      { eventId: archived[0]!.id, seconds: 50, duration: 10 },
      { eventId: archived[0]!.id, seconds: 1, duration: 0 },
    ]) {
      const res = await save(a.token, bad);
      assert.equal(res.status, 400, `${JSON.stringify(bad)}: ${res.text}`);
      assert.ok(res.body.messageErrorCode && res.body.message);
    }
    assert.equal((await save(a.token, { eventId: 999999, seconds: 1, duration: 10 })).status, 404);
    const upcoming = (await list('UPCOMING'))[0]!;
    const refused = await save(a.token, { eventId: upcoming.id, seconds: 1, duration: 10 });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.messageErrorCode, 'not_resumable');

    // three saves; the middle one finished (96 %); then the first is saved again, so it is the newest
    assert.equal((await save(a.token, { eventId: archived[0]!.id, seconds: 10, duration: 600 })).status, 200);
    assert.equal((await save(a.token, { eventId: archived[1]!.id, seconds: 576.4, duration: 600 })).status, 200);
    assert.equal((await save(a.token, { eventId: archived[2]!.id, seconds: 30, duration: 600 })).status, 200);
    await new Promise((r) => setTimeout(r, 5));
    assert.equal((await save(a.token, { eventId: archived[0]!.id, seconds: 42.6, duration: 600 })).status, 200);

    const row = (await call(suite.base, '/api/user/continue_watching', { token: a.token })).body.content;
    assert.deepEqual(
      row.entries.map((e: { id: number }) => e.id),
      [archived[0]!.id, archived[2]!.id],
    );
    assert.deepEqual(row.entries[0].progress, { seconds: 43, duration: 600 });
    assert.deepEqual([...row.watched].sort(), archived.map((e) => e.id).sort(), 'finished items still count as watched');

    const one = (await call(suite.base, `/api/user/playback_position/${archived[0]!.id}`, { token: a.token })).body.content;
    assert.equal(one.seconds, 43);
    assert.equal(one.finished, false);
    assert.equal((await call(suite.base, `/api/user/playback_position/${archived[1]!.id}`, { token: a.token })).body.content.finished, true);

    // B sees none of A's positions
    assert.equal((await call(suite.base, `/api/user/playback_position/${archived[0]!.id}`, { token: b.token })).body.content, null);
    const bRow = (await call(suite.base, '/api/user/continue_watching', { token: b.token })).body.content;
    assert.deepEqual(bRow, { entries: [], watched: [] });
    assert.equal((await call(suite.base, '/api/user/continue_watching?size=0', { token: a.token })).status, 400);
    assert.equal((await call(suite.base, '/api/user/continue_watching')).status, 401);
  });

  test("a position on someone else's private clip is refused as not found", async () => {
    const a = await register(suite.base);
    const b = await register(suite.base);
    const free = (await list('ARCHIVED')).find((e) => e.commerceCoverage === 'commerce_free_media')!;
    const made = await call(suite.base, '/api/clip/create', { token: a.token, body: { targetId: free.id, title: 'mine', startTime: 1000, endTime: 9000 } });
    assert.equal(made.status, 200, made.text);
    const clip = made.body.content.id as number;
    assert.equal((await call(suite.base, '/api/user/playback_position', { token: a.token, body: { eventId: clip, seconds: 2, duration: 8 } })).status, 200);
    const theirs = await call(suite.base, '/api/user/playback_position', { token: b.token, body: { eventId: clip, seconds: 2, duration: 8 } });
    assert.equal(theirs.status, 404);
  });

  test('reminders: upcoming only, toggled, and delivered once to exactly the users who asked when the scheduler starts the event', async () => {
    const [a, b, c] = [await register(suite.base), await register(suite.base), await register(suite.base)];
    const upcoming = await list('UPCOMING');
    // the latest one: far from the real clock, so the portal's own scheduler leaves it alone
    const ev = upcoming[0]!;
    const set = (token: string, body: unknown) => call(suite.base, '/api/user/reminder', { token, body });
    assert.equal((await set(a.token, { eventId: ev.id })).status, 400);
    assert.equal((await set(a.token, { eventId: ev.id, on: 'yes' })).status, 400);
    assert.equal((await set(a.token, { eventId: 999999, on: true })).status, 404);
    const archived = (await list('ARCHIVED'))[0]!;
    assert.equal((await set(a.token, { eventId: archived.id, on: true })).body.messageErrorCode, 'not_upcoming');

    assert.equal((await set(a.token, { eventId: ev.id, on: true })).status, 200);
    assert.equal((await set(a.token, { eventId: ev.id, on: true })).status, 200, 'idempotent');
    assert.equal((await set(b.token, { eventId: ev.id, on: true })).status, 200);
    assert.equal((await set(c.token, { eventId: ev.id, on: true })).status, 200);
    assert.equal((await set(c.token, { eventId: ev.id, on: false })).status, 200, 'c changed their mind');
    assert.deepEqual((await call(suite.base, '/api/user/reminders', { token: a.token })).body.content.eventIds, [ev.id]);
    assert.deepEqual((await call(suite.base, '/api/user/reminders', { token: c.token })).body.content.eventIds, []);

    const sent: Array<{ tenant: string; user: number; event: string; payload: unknown }> = [];
    let now = Date.parse(ev.date) - 60_000;
    const ctx: AppContext = {
      ...suite.portal.ctx,
      settings: { ...suite.portal.ctx.settings, now: () => now },
      realtime: { emitToEvent() {}, emitToUser: (tenant, user, event, payload) => void sent.push({ tenant, user, event, payload }) },
    };
    const scheduler = startLiveScheduler(ctx, { intervalMs: 3_600_000 });
    try {
      await scheduler.tick();
      assert.equal(sent.filter((s) => (s.payload as { eventId: number }).eventId === ev.id).length, 0, 'nothing before the start');
      now = Date.parse(ev.date) + 1000;
      assert.ok((await scheduler.tick()).started.includes(ev.id));
      const mine = sent.filter((s) => s.event === 'event-reminder' && (s.payload as { eventId: number }).eventId === ev.id);
      assert.deepEqual(mine.map((s) => s.user).sort(), [a.profile.id, b.profile.id].sort());
      assert.deepEqual(mine[0]!.payload, { eventId: ev.id, title: ev.title });
      assert.equal(mine[0]!.tenant, 'arena');
      sent.length = 0;
      await scheduler.tick();
      assert.equal(sent.length, 0, 'delivered once');
      assert.deepEqual((await call(suite.base, '/api/user/reminders', { token: a.token })).body.content.eventIds, []);
      assert.equal((await set(a.token, { eventId: ev.id, on: true })).body.messageErrorCode, 'not_upcoming', 'live now: no new reminder');
    } finally {
      scheduler.stop();
    }
  });
});
