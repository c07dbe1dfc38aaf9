// New passwords are refused when common, breached, personal or guessable (security issue 26
// item 8), on every route that sets one: sign-up, change, reset, first password. 400 weak_password with a reason
// the forms translate; nothing is changed and a reset link stays usable. Seeded accounts keep
// signing in with the demo password (only new passwords are checked).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { call, login, register, startTestPortal, uniqueEmail, type TestPortal } from '../testing/harness.ts';

describe('password policy on the API', () => {
  let p: TestPortal;
  let base: string;
  before(async () => {
    p = await startTestPortal({ rateLimitMax: 1000 });
    base = p.urls.portal;
  });
  after(async () => {
    await p?.close();
  });

  const weak = (answer: { status: number; body: { messageErrorCode?: string; reason?: string; message?: string } }, reason: string, what: string) => {
    assert.equal(answer.status, 400, what);
    assert.equal(answer.body.messageErrorCode, 'weak_password', what);
    assert.equal(answer.body.reason, reason, what);
    assert.equal(typeof answer.body.message, 'string');
  };

  test('sign-up refuses common, breached, personal and guessable passwords and creates nothing', async () => {
    const email = uniqueEmail('Robin.Fielding');
    const cases: [string, string][] = [
      ['12345678', 'common'],
      ['password', 'common'],
      ['Password123!', 'common'],
      ['P@ssw0rd1', 'common'],
      ['qwertyuiop', 'common'],
      ['iloveyou', 'common'],
      [email, 'personal'],
      [email.split('@')[0]!, 'personal'],
      ['ROBIN.fielding.2024', 'personal'],
      ['Fielding-Robin-7', 'personal'],
      ['aaaaaaaaaaaa', 'guessable'],
      ['abcdefgh9876', 'guessable'],
    ];
    for (const [password, reason] of cases) {
      weak(await call(base, '/api/user/register', { body: { email, password, displayName: 'Robin Fielding' } }), reason, password);
    }
    const [row] = await p.ctx.database.query<{ n: number }>('select count(*)::int as n from users where email_normalized = $1', [email.toLowerCase()]);
    assert.equal(row!.n, 0, 'no account was created');
    const ok = await call(base, '/api/user/register', { body: { email, password: 'Kestrel-Harbor-91!', displayName: 'Robin Fielding' } });
    assert.equal(ok.status, 200, ok.text);
  });

  test('change password refuses weak new passwords; the old one keeps working', async () => {
    const u = await register(base);
    for (const [password, reason] of [
      ['Password123!', 'common'],
      [u.email, 'personal'],
      ['zxcvbnm,./', 'guessable'],
    ] as const) {
      weak(await call(base, '/api/user/change_password', { token: u.token, body: { oldPassword: u.password, newPassword: password } }), reason, password);
    }
    assert.equal((await login(base, u.email, u.password, 'pw-check')).status, 200);
    const ok = await call(base, '/api/user/change_password', { token: u.token, body: { oldPassword: u.password, newPassword: 'tv remote under the sofa' } });
    assert.equal(ok.status, 200, ok.text);
  });

  test('reset refuses a weak password without spending the link', async () => {
    const u = await register(base);
    await call(base, '/api/user/password/forgot', { body: { email: u.email } });
    const link = (await call(base, `/api/dev/outbox?to=${encodeURIComponent(u.email)}`)).body.content[0].link as string;
    const token = new URL(link).searchParams.get('token')!;
    for (const [password, reason] of [
      ['12345678', 'common'],
      [`${u.email.split('@')[0]}!!`, 'personal'],
    ] as const) {
      weak(await call(base, '/api/user/password/reset', { body: { token, password } }), reason, password);
    }
    const ok = await call(base, '/api/user/password/reset', { body: { token, password: 'horse-stable-Lamp-42' } });
    assert.equal(ok.status, 200, ok.text);
    assert.equal((await login(base, u.email, 'horse-stable-Lamp-42', 'pw-reset')).status, 200);
  });

  test('a first password (single sign-on account) is checked the same way', async () => {
    const u = await register(base);
    await p.ctx.database.query('update users set password_hash = null where id = $1', [u.profile.id]); // as single sign-on makes it
    for (const [password, reason] of [
      ['iloveyou', 'common'],
      ['Test-User-2024', 'personal'],
    ] as const) {
      weak(await call(base, '/api/user/set_password', { token: u.token, body: { newPassword: password } }), reason, password);
    }
    const ok = await call(base, '/api/user/set_password', { token: u.token, body: { newPassword: 'Kestrel-Harbor-91!' } });
    assert.equal(ok.status, 200, ok.text);
  });

  test('seeded accounts still sign in with the demo password', async () => {
    assert.equal((await login(base, 'fan@arena.test', 'Password123!', 'pw-demo')).status, 200);
  });
});
