// What every API answer carries and what the anonymous health check leaves out (security issue
// 26 item 8): X-Content-Type-Options: nosniff on JSON answers and errors; /api/health says only
// its status (no process id, memory, uptime, versions or database kind).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, register, startTestPortal, type TestPortal } from '../testing/harness.ts';

describe('public answers', () => {
  let p: TestPortal;
  let base: string;
  before(async () => {
    p = await startTestPortal();
    base = p.urls.portal;
  });
  after(async () => {
    await p?.close();
  });

  test('every JSON answer, errors included, says nosniff', async () => {
    const user = await register(base);
    const sample: [string, Parameters<typeof call>[2], number][] = [
      ['/api/health', {}, 200],
      ['/api/customer/config', {}, 200],
      ['/api/event/list', { body: { size: 2 } }, 200],
      ['/api/user/get_profile', { token: user.token }, 200],
      ['/api/user/get_profile', {}, 401],
      ['/api/user/get_profile', { token: 'not-a-token' }, 401],
      ['/api/user/register', { body: { email: 'x' } }, 400],
      ['/api/user/login', { rawBody: '{not json' }, 400],
      ['/api/event/list', { body: { size: 'many' } }, 400],
      ['/api/no/such/route', {}, 404],
      ['/api/event/get_by_id/id/999999999', {}, 404],
      ['/api/user/update_profile', { method: 'PUT', body: {} }, 404],
      ['/api/health', { headers: { host: 'evil.example' } }, 421],
    ];
    for (const [path, opts, status] of sample) {
      const answer = await call(base, path, opts);
      assert.equal(answer.status, status, `${path}: ${answer.text.slice(0, 200)}`);
      assert.match(answer.headers.get('content-type') ?? '', /application\/json/, path);
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff', `${path} (${status})`);
      if (status >= 400) assert.equal(typeof answer.body.messageErrorCode, 'string', path);
    }
  });

  test('the health check answers its status and nothing about the process', async () => {
    const answer = await call(base, '/api/health');
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { content: { status: 'ok' } });
    assert.doesNotMatch(answer.text, /pid|memory|rss|heap|uptime|version|node|pglite|postgres/i);
    assert.ok(!answer.text.includes(String(process.pid)), 'no process id');
    for (const header of ['x-powered-by', 'server']) assert.equal(answer.headers.get(header), null, header);
  });
});
