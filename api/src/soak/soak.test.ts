// A bounded soak in CI (issue 14 item 7): mixed traffic from concurrent viewers for SOAK_SECONDS
// (20 s here; `npm run bench:soak` runs the recorded 10 minutes): no errors, and once every
// client has left no sockets or rooms remain, no listener or database connection was leaked.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startTestPortal, type TestPortal } from '../testing/harness.ts';
import { runSoak, type SoakResult } from './traffic.ts';

describe('soak: mixed traffic, then nothing left behind', () => {
  let portal: TestPortal;
  let result: SoakResult;
  before(async () => {
    // The soak measures the app, not the rate limiter: limits far above what it sends.
    portal = await startTestPortal({ rateLimitMax: 1_000_000 });
    result = await runSoak({ base: portal.urls.portal, seconds: Number(process.env.SOAK_SECONDS ?? 20), viewers: 6 });
  });
  after(async () => {
    await portal?.close();
  });

  test('every kind of request ran, with no error', () => {
    for (const [kind, k] of Object.entries(result.byKind)) assert.ok(k.n > 0, `${kind} never ran`);
    assert.deepEqual(result.firstErrors, []);
    assert.equal(result.errors, 0);
  });

  test('after the clients leave: no socket or room remains, listeners and connections back to the start', () => {
    const { before: b, after: a } = result;
    assert.equal(a.sockets, 0);
    assert.equal(a.eventRooms, 0);
    assert.equal(a.userRooms, 0);
    assert.equal(a.listeners, b.listeners, 'listeners on the server, socket.io engine or namespace grew');
    assert.equal(a.db.waiting, 0);
    assert.ok(a.db.total <= Math.max(b.db.total, 10), `database connections grew: ${b.db.total} -> ${a.db.total}`);
    // Memory is recorded, not judged closely here (GC timing); a leak of a request's worth per
    // request over thousands of requests would still show as hundreds of MB.
    assert.ok(a.memory.heapUsed - b.memory.heapUsed < 200 * 1024 * 1024, `heap grew by ${Math.round((a.memory.heapUsed - b.memory.heapUsed) / 1048576)} MB`);
  });
});
