// Security issue 26 item 3: the device limit cannot be borrowed. A sign-in refused at the limit
// ("pending_device") may only do the limit flow; a device id belongs to the session that signed in
// with it; active sessions never outnumber the limit, whatever ids are sent and however many
// requests race. Runs on PGlite and, through api/scripts/with-postgres.sh, on PostgreSQL.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { call, login, register, suitePortal } from '../testing/harness.ts';
import { NOT_ACTIVE_ROUTES, routeTableFor } from '../http/auth.ts';
import { sessions } from '../db/schema.ts';

const LIMIT = 3; // arena's device_limit
/** A concrete path for a route pattern (ids that exist nowhere; the call must not get that far). */
const concretePath = (url: string) => url.replace(/:[A-Za-z_]+/g, '999999').replace(/\*$/, 'x');

describe('device limit: pending sessions, device ids, parallel activation', () => {
  // The limit is what is measured here, not the sign-in rate limit.
  const suite = suitePortal({ rateLimitMax: 1_000_000 });

  const activeSessions = async (userId: number) =>
    (
      await suite.portal.ctx.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.status, 'active')))
    ).length;
  const profileStatus = async (token: string) => (await call(suite.base, '/api/user/get_profile', { token })).status;
  const tokenOf = (res: Awaited<ReturnType<typeof login>>) => res.body.content.tokenData.access_token as string;
  const isPending = (res: Awaited<ReturnType<typeof login>>) => res.body.content.device_error?.messageErrorCode === 'device_limit_exceeded';

  /** An account at its limit: devices `${tag}-1..3`, their tokens, and the user id. */
  async function fullAccount(tag: string) {
    const u = await register(suite.base, { deviceId: `${tag}-1` });
    const tokens = [u.token];
    for (const n of [2, 3]) {
      const res = await login(suite.base, u.email, u.password, `${tag}-${n}`);
      assert.equal(res.body.content.device_error, null);
      tokens.push(tokenOf(res));
    }
    return { ...u, userId: Number(u.profile.id), tokens, deviceIds: [1, 2, 3].map((n) => `${tag}-${n}`) };
  }

  test('10 sign-ins at once on new devices with limit 3: exactly 3 active sessions', async () => {
    const u = await register(suite.base, { deviceId: 'par-0' });
    const userId = Number(u.profile.id);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(suite.base, u.email, u.password, `par-${i + 1}`)));
    assert.ok(answers.every((a) => a.status === 200));
    const admitted = answers.filter((a) => !isPending(a));
    assert.equal(admitted.length, LIMIT - 1, 'the registration holds one slot; two more fit');
    assert.equal(await activeSessions(userId), LIMIT);
    // The refused ones are pending: their tokens open nothing but the limit flow.
    for (const a of answers.filter(isPending)) assert.equal(await profileStatus(tokenOf(a)), 403);
  });

  test("check_current_device with another session's device id is refused and activates nothing", async () => {
    const acct = await fullAccount('steal');
    const pending = await login(suite.base, acct.email, acct.password, 'steal-4');
    assert.ok(isPending(pending));
    const token = tokenOf(pending);
    // The pending token may list the devices, so it knows every id: each one, and variants, is refused.
    const listed = (await call(suite.base, '/api/user/devices', { token })).body.content as { deviceId: string; id: number }[];
    assert.equal(listed.length, LIMIT);
    const stolen = [...listed.map((d) => d.deviceId), ` ${acct.deviceIds[0]} `, acct.deviceIds[0]!.toUpperCase(), String(listed[0]!.id)];
    for (const device_id of stolen) {
      for (const register_new of ['no_register', 'register', undefined]) {
        const res = await call(suite.base, '/api/user/check_current_device', {
          token,
          body: { device_id, device_name: 'x', ...(register_new ? { register_new } : {}) },
        });
        // ' steal-1 ' trims to a listed id; an id that differs only in case is a different (unowned) id
        assert.equal(res.status, 403, `${device_id}/${register_new}: ${res.text}`);
        assert.equal(res.body.messageErrorCode, 'device_not_owned');
      }
    }
    assert.equal(await profileStatus(token), 403, 'still pending');
    assert.equal(await activeSessions(acct.userId), LIMIT);
    for (const t of acct.tokens) assert.equal(await profileStatus(t), 200, 'the owners keep their sessions');
    // Its own id while the limit is reached: not enabled.
    const own = await call(suite.base, '/api/user/check_current_device', { token, body: { device_id: 'steal-4', register_new: 'register' } });
    assert.equal(own.status, 200);
    assert.equal(own.body.content.enabled, false);
  });

  test('10 pending sessions race for one freed slot with their own and stolen ids: one wins', async () => {
    const acct = await fullAccount('race');
    const pendings = await Promise.all(Array.from({ length: 10 }, (_, i) => login(suite.base, acct.email, acct.password, `race-p${i}`)));
    assert.ok(pendings.every(isPending));
    const tokens = pendings.map(tokenOf);
    const removed = await call(suite.base, '/api/user/delete_device', { body: { deviceId: 'race-1', token: tokens[0] } });
    assert.equal(removed.status, 200);
    const attempts = await Promise.all(
      tokens.flatMap((token, i) => [
        call(suite.base, '/api/user/check_current_device', { token, body: { device_id: `race-p${i}`, register_new: 'register' } }),
        call(suite.base, '/api/user/check_current_device', { token, body: { device_id: 'race-2', register_new: 'register' } }),
        call(suite.base, '/api/user/check_current_device', { token, body: { device_id: 'race-1', register_new: 'register' } }),
      ]),
    );
    assert.equal(attempts.length, 30);
    const enabled = attempts.filter((a) => a.status === 200 && a.body.content.enabled === true);
    assert.equal(enabled.length, 1, 'one pending session took the free slot');
    assert.equal(attempts.filter((a) => a.status === 403 && a.body.messageErrorCode === 'device_not_owned').length, 20);
    assert.equal(await activeSessions(acct.userId), LIMIT);
    const statuses = await Promise.all(tokens.map(profileStatus));
    assert.equal(statuses.filter((s) => s === 200).length, 1);
    assert.equal(statuses.filter((s) => s === 403).length, 9);
  });

  test('a fresh sign-in reusing a known device id takes that slot over: the older session ends, never one more active', async () => {
    const acct = await fullAccount('reuse');
    // Five sign-ins presenting known ids, one after another and then at once.
    for (const id of ['reuse-1', 'reuse-1', 'reuse-2']) {
      const res = await login(suite.base, acct.email, acct.password, id);
      assert.equal(res.body.content.device_error, null);
      assert.equal(await activeSessions(acct.userId), LIMIT);
    }
    const together = await Promise.all(['reuse-3', 'reuse-3'].map((id) => login(suite.base, acct.email, acct.password, id)));
    assert.ok(together.every((r) => r.status === 200));
    assert.equal(await activeSessions(acct.userId), LIMIT);
    // The sessions that held those slots before are over (their browser signed in again).
    for (const t of acct.tokens) {
      const res = await call(suite.base, '/api/user/get_profile', { token: t });
      assert.equal(res.status, 401);
    }
    // With an id nobody holds, at the limit: pending.
    assert.ok(isPending(await login(suite.base, acct.email, acct.password, 'reuse-9')));
    assert.equal(await activeSessions(acct.userId), LIMIT);
  });

  test('a pending token gets 403 device_limit_exceeded from every user route outside the limit flow', async () => {
    const acct = await fullAccount('routes');
    const pending = await login(suite.base, acct.email, acct.password, 'routes-4');
    const token = tokenOf(pending);
    const table = routeTableFor(Number(new URL(suite.base).port));
    const allowed = NOT_ACTIVE_ROUTES.pending_device;
    const users = table.filter((r) => r.auth === 'user' && !allowed.has(`${r.method} ${r.url}`));
    assert.ok(users.length > 30, `only ${users.length} user routes`);
    let tried = 0;
    for (const r of users) {
      for (const body of [undefined, {}, { token }]) {
        if (r.method === 'GET' && body !== undefined) continue;
        const res = await call(suite.base, concretePath(r.url), { method: r.method, token, ...(body ? { body } : {}) });
        tried++;
        assert.equal(res.status, 403, `${r.method} ${r.url}: ${res.status} ${res.text}`);
        assert.equal(res.body.messageErrorCode, 'device_limit_exceeded', `${r.method} ${r.url}`);
      }
    }
    assert.ok(tried > 60, `${tried} calls`);
    // Optional-auth routes treat it as anonymous (no personal data): the profile is not reachable.
    assert.equal(await profileStatus(token), 403);
    // The limit flow itself works.
    assert.equal((await call(suite.base, '/api/user/devices', { token })).status, 200);
    assert.equal(await activeSessions(acct.userId), LIMIT);
    const out = await call(suite.base, '/api/user/logout', { token, body: {} });
    assert.equal(out.status, 200);
    assert.equal(await profileStatus(token), 401);
  });

  test('a removed device: its session may only check and sign out', async () => {
    const acct = await fullAccount('gone');
    const del = await call(suite.base, '/api/user/delete_device', { token: acct.tokens[1], body: { deviceId: 'gone-1' } });
    assert.equal(del.status, 200);
    const removed = acct.tokens[0]!;
    assert.equal((await call(suite.base, '/api/user/devices', { token: removed })).body.messageErrorCode, 'device_removed');
    assert.equal((await call(suite.base, '/api/user/delete_device', { token: removed, body: { deviceId: 'gone-2' } })).status, 401);
    const check = await call(suite.base, '/api/user/check_current_device', { token: removed, body: { device_id: 'gone-1', register_new: 'register' } });
    assert.equal(check.body.content.enabled, false, 'a removed session does not register itself back');
    assert.equal(await activeSessions(acct.userId), LIMIT - 1);
  });
});
