import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import pino from 'pino';
import { loggerOptions, redactUrl } from './server.ts';

test('URLs in logs lose secrets in the query string', () => {
  assert.equal(redactUrl('/auth/password/reset/?token=abc123&x=1'), '/auth/password/reset/?token=[redacted]&x=1');
  assert.equal(redactUrl('/auth/login/limit/?data=%7B%22password%22%3A%22p%22%7D'), '/auth/login/limit/?data=[redacted]');
  assert.equal(redactUrl('/api/event/list?page=1'), '/api/event/list?page=1');
});

test('authorization headers and password fields are redacted', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  const opts = loggerOptions('info') as { redact: { paths: string[]; censor: string } };
  const log = pino({ redact: opts.redact }, sink);
  log.info(
    { req: { headers: { authorization: 'Bearer a', 'x-authorization': 'Bearer b', cookie: 'c=1' } }, body: { password: 'hunter22', refresh_token: 'r' } },
    'x',
  );
  const out = lines.join('');
  for (const secret of ['Bearer a', 'Bearer b', 'hunter22', '"r"', 'c=1']) assert.ok(!out.includes(secret), secret);
  assert.ok(out.includes('[redacted]'));
});
