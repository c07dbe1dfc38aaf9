// The error envelope for a database that went away (restart, failover): 503, never a 500 or a stack.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { installErrorHandling } from './errors.ts';

describe('error handling: database unavailable', () => {
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  const thrown: Record<string, () => Error> = {
    refused: () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    shutdown: () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    wrapped: () => new Error('Failed query: select 1', { cause: Object.assign(new Error('the database system is starting up'), { code: '57P03' }) }),
    terminated: () => new Error('Connection terminated unexpectedly'),
    poolTimeout: () => new Error('timeout exceeded when trying to connect'),
    other: () => new Error('something else broke'),
  };
  for (const [name, make] of Object.entries(thrown)) {
    app.get(`/api/t/${name}`, async () => {
      throw make();
    });
  }

  for (const name of ['refused', 'shutdown', 'wrapped', 'terminated', 'poolTimeout']) {
    test(`${name}: 503 service_unavailable with the envelope`, async () => {
      const res = await app.inject({ method: 'GET', url: `/api/t/${name}` });
      assert.equal(res.statusCode, 503);
      const body = res.json() as Record<string, unknown>;
      assert.equal(body.messageErrorCode, 'service_unavailable');
      assert.equal(typeof body.message, 'string');
      assert.doesNotMatch(res.body, /ECONNREFUSED|57P0|stack|administrator/);
    });
  }

  test('any other error stays a 500 internal_error without details', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/t/other' });
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), { messageErrorCode: 'internal_error', message: 'An internal error occurred' });
  });
});
