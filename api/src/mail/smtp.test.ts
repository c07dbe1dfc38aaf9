// Outside services real (issue 14): with SMTP_URL set the password-reset mail is delivered
// over SMTP (nodemailer) to a local smtp-server on loopback, and the dev outbox stays empty.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { call, register, startTestPortal, type TestPortal } from '../testing/harness.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
  user?: string;
}

describe('mail over SMTP', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let portal: TestPortal;

  before(async () => {
    smtp = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true, // loopback only, no TLS certificate in a test
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, cb) {
        if (auth.username === 'portal' && auth.password === 'mail-secret') cb(null, { user: auth.username });
        else cb(new Error('Invalid username or password'));
      },
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            user: session.user as string | undefined,
          });
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    portal = await startTestPortal({ smtpUrl: `smtp://portal:mail-secret@127.0.0.1:${port}`, mailFrom: 'Arena Sports <no-reply@arena.test>' });
  });
  after(async () => {
    await portal?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  test('the password-reset mail reaches the SMTP server, authenticated, with its link', async () => {
    const base = portal.urls.portal;
    const u = await register(base);
    const res = await call(base, '/api/user/password/forgot', { body: { email: u.email } });
    assert.equal(res.status, 200);
    // The answer does not wait for delivery in every setup: poll briefly for the message.
    for (let i = 0; i < 50 && !received.some((m) => m.to.includes(u.email.toLowerCase())); i++) await new Promise((r) => setTimeout(r, 100));
    const mail = received.find((m) => m.to.includes(u.email.toLowerCase()));
    assert.ok(mail, 'no mail reached the SMTP server');
    assert.equal(mail.user, 'portal');
    assert.equal(mail.from, 'no-reply@arena.test');
    assert.match(mail.raw, /^Subject: .*reset your password/im);
    // quoted-printable may wrap the link: unfold soft line breaks before matching
    assert.match(mail.raw.replace(/=\r?\n/g, ''), /\/auth\/password\/reset\/\?token=3D[\w%-]+/);
    const outbox = await call(base, `/api/dev/outbox?to=${encodeURIComponent(u.email)}`);
    assert.equal(outbox.status, 200);
    assert.deepEqual(outbox.body.content, [], 'SMTP mode must not also write the dev outbox');
  });
});

describe('mail over SMTP, server unreachable', () => {
  let portal: TestPortal;
  before(async () => {
    // A port nothing listens on: connection refused at once.
    const probe = new SMTPServer({ authOptional: true });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.server.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    portal = await startTestPortal({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'no-reply@arena.test' });
  });
  after(async () => {
    await portal?.close();
  });

  test('forgot-password answers the same for known and unknown addresses (no 500 that reveals an account)', async () => {
    const base = portal.urls.portal;
    const u = await register(base);
    const known = await call(base, '/api/user/password/forgot', { body: { email: u.email } });
    const unknown = await call(base, '/api/user/password/forgot', { body: { email: `nobody-${Date.now()}@example.com` } });
    assert.equal(known.status, 200);
    assert.equal(unknown.status, 200);
    assert.deepEqual(known.body, unknown.body);
  });
});
