// Forgot-password answers alike whether or not the e-mail has an account (security issue 26 item 8).
// Medians of wall-clock times are noise on a shared 2-core machine (a CI run saw them drift past any
// fair band while three API suites ran side by side), so the medians are a benchmark
// (bench/forgot-password-timing.mjs) and this test proves the mechanism, by counted work: whatever
// depends on the account (its lookup, the reset token, the mail) starts only after the answer has
// left, so the work before the answer is the same for both, query for query, and a slow mail server
// cannot be seen in the answer's time.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getTableName, type Table } from 'drizzle-orm';
import { call, register, startTestPortal, uniqueEmail, type TestPortal } from '../testing/harness.ts';

const FORGOT = '/api/user/password/forgot';

describe('forgot-password: nothing that depends on the account happens before the answer', () => {
  let p: TestPortal;
  let base: string;
  /** What the server did, in order: database statements by table, mails, and the answer leaving. */
  const log: string[] = [];
  let releaseMail: (() => void) | null = null;
  let onMail: () => void = () => {};

  before(async () => {
    p = await startTestPortal();
    base = p.urls.portal;
    // The answer's 'finish' is heard first: this listener is attached when the request arrives,
    // before the route attaches the one that starts the after-answer work.
    p.app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (req.url?.startsWith(FORGOT)) res.once('finish', () => log.push('answered'));
    });
    const db = p.ctx.db as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const verb of ['insert', 'update', 'delete'] as const) {
      const original = db[verb]!.bind(db);
      db[verb] = (table: unknown) => (log.push(`${verb} ${getTableName(table as Table)}`), original(table));
    }
    const select = db.select!.bind(db);
    db.select = (...args: unknown[]) => {
      const builder = select(...args) as { from: (t: Table) => unknown };
      const from = builder.from.bind(builder);
      builder.from = (table: Table) => (log.push(`select ${getTableName(table)}`), from(table));
      return builder;
    };
    const send = p.ctx.mailer.send.bind(p.ctx.mailer);
    // A mail server that answers only when the test says so: the answer must not wait for it.
    p.ctx.mailer.send = async (message) => {
      log.push('mail');
      const released = new Promise<void>((resolve) => (releaseMail = resolve));
      onMail();
      await released;
      return send(message);
    };
  });
  after(async () => {
    await p?.close();
  });

  /**
   * One forgot request; resolves with what the server did before and after its answer left. For an
   * address with an account the mail is held until the answer has arrived and the log is read.
   */
  async function forgot(email: string, { mails }: { mails: boolean }) {
    log.length = 0;
    const mailStarted = new Promise<void>((resolve) => (onMail = resolve));
    const res = await fetch(base + FORGOT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    const text = await res.text();
    assert.ok(log.includes('answered'), `the answer was seen leaving: ${log.join(', ')}`);
    const beforeAnswer = log.slice(0, log.indexOf('answered'));
    if (mails) {
      // the answer is in the client's hands while the mail server has not answered yet
      await mailStarted;
      releaseMail!();
    }
    // the development outbox waits for every answered request's after-answer work
    await call(base, `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const afterAnswer = log.slice(log.indexOf('answered') + 1).filter((e) => e !== 'select mail_outbox');
    return { status: res.status, text, beforeAnswer, afterAnswer };
  }

  test('known and unknown e-mails: the same answer, the same work before it, the account work after it', async () => {
    const known = await register(base);
    await forgot(known.email, { mails: true }); // warm: first-use work (lazy imports) is not compared
    await forgot(uniqueEmail('warm-nobody'), { mails: false });

    const k = await forgot(known.email, { mails: true });
    const u = await forgot(uniqueEmail('nobody'), { mails: false });

    assert.equal(k.status, 200);
    assert.equal(u.status, 200);
    assert.equal(k.text, u.text, 'the same body for both');
    assert.deepEqual(Object.keys(JSON.parse(k.text).content).sort(), ['message', 'success']);

    // Before the answer: identical, and nothing touches the accounts or the reset tokens.
    assert.deepEqual(k.beforeAnswer, u.beforeAnswer);
    for (const entry of k.beforeAnswer) assert.doesNotMatch(entry, /users|password_resets|mail/, `before the answer: ${entry}`);

    // After it: the lookup for both; the token and the (held) mail only for the account.
    assert.deepEqual(u.afterAnswer, ['select users']);
    // (the development mailer keeps each sent message in the outbox table)
    assert.deepEqual(k.afterAnswer, ['select users', 'insert password_resets', 'mail', 'insert mail_outbox']);
  });

  test('the reset mail was delivered once released, and none went to the unknown address', async () => {
    const known = await register(base);
    const nobody = uniqueEmail('nobody');
    await forgot(known.email, { mails: true });
    await forgot(nobody, { mails: false });
    const mine = await call(base, `/api/dev/outbox?to=${encodeURIComponent(known.email)}`);
    assert.equal(mine.body.content.length, 1);
    assert.match(mine.body.content[0].subject, /reset your password/);
    const strays = await call(base, `/api/dev/outbox?to=${encodeURIComponent(nobody)}`);
    assert.equal(strays.body.content.length, 0);
  });
});
