// The local Sentry stand-in: envelopes in, reports out, development tenants only.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, suitePortal } from '../testing/harness.ts';

const envelope = (message: string) =>
  [
    JSON.stringify({ event_id: 'a1b2c3', sent_at: new Date().toISOString() }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify({
      event_id: 'a1b2c3',
      environment: 'development',
      release: 'b9',
      exception: { values: [{ type: 'TypeError', value: message }] },
      extra: { status: 503 },
    }),
  ].join('\n');

describe('dev error reports (Sentry envelopes)', () => {
  const suite = suitePortal();
  const post = (path: string, body: string) => fetch(`${suite.base}${path}`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body });

  test('an envelope is stored and read back for the tenant', async () => {
    const res = await post('/api/1/envelope/?sentry_key=arena-demo&sentry_version=7', envelope('boom 1'));
    assert.equal(res.status, 200);
    const read = await call(suite.base, '/api/dev/error-reports');
    assert.equal(read.status, 200);
    const [first] = read.body.content;
    assert.deepEqual(first.exceptions, [{ type: 'TypeError', value: 'boom 1' }]);
    assert.equal(first.publicKey, 'arena-demo');
    assert.equal(first.release, 'b9');
    assert.deepEqual(first.extra, { status: 503 });
  });

  test('bad envelopes and bad keys are 400 with a code, nothing stored', async () => {
    const before = (await call(suite.base, '/api/dev/error-reports')).body.content.length;
    const garbage = await post('/api/1/envelope/?sentry_key=arena-demo', 'not json at all');
    assert.equal(garbage.status, 400);
    assert.equal(((await garbage.json()) as { messageErrorCode: string }).messageErrorCode, 'invalid_envelope');
    const badKey = await post('/api/1/envelope/?sentry_key=<script>', envelope('x'));
    assert.equal(badKey.status, 400);
    assert.equal((await call(suite.base, '/api/dev/error-reports')).body.content.length, before);
  });
});
