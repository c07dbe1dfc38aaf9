// Account page calls (issue 12): password change with the sign-out choice, first password for
// single-sign-on accounts, and ownership: no user reads or changes another's profile or devices.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { call, login, register, suitePortal } from '../testing/harness.ts';
import { users } from '../db/schema.ts';

describe('account: password, devices, ownership', () => {
  const suite = suitePortal();

  /** An account signed in on two devices: `token` (first) and `other` (second). */
  async function twoDevices() {
    const u = await register(suite.base, { deviceId: `acct-a-${Date.now()}` });
    const second = await login(suite.base, u.email, u.password, `acct-b-${Date.now()}`);
    assert.equal(second.status, 200);
    return { ...u, other: second.body.content.tokenData.access_token as string };
  }
  const profileStatus = async (token: string) => (await call(suite.base, '/api/user/get_profile', { token })).status;

  test('get_profile says whether the account has a password', async () => {
    const u = await register(suite.base);
    const me = await call(suite.base, '/api/user/get_profile', { token: u.token });
    assert.equal(me.body.content.hasPassword, true);
  });

  test('change_password: wrong current 400 invalid_password, weak new 400, nothing changed', async () => {
    const u = await twoDevices();
    const wrong = await call(suite.base, '/api/user/change_password', {
      token: u.token,
      body: { oldPassword: 'not it at all', newPassword: 'brand new secret' },
    });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.messageErrorCode, 'invalid_password');
    const weak = await call(suite.base, '/api/user/change_password', { token: u.token, body: { oldPassword: u.password, newPassword: 'short' } });
    assert.equal(weak.status, 400);
    assert.ok(weak.body.message);
    assert.equal((await login(suite.base, u.email, u.password, 'acct-check')).status, 200);
    assert.equal(await profileStatus(u.other), 200);
  });

  test('change_password ends the other sessions by default', async () => {
    const u = await twoDevices();
    const res = await call(suite.base, '/api/user/change_password', { token: u.token, body: { oldPassword: u.password, newPassword: 'brand new secret' } });
    assert.equal(res.status, 200);
    assert.equal(res.body.content.signedOutSessions, 1);
    assert.equal(await profileStatus(u.token), 200);
    assert.equal(await profileStatus(u.other), 401);
    assert.equal((await login(suite.base, u.email, u.password, 'acct-old')).status, 401);
    assert.equal((await login(suite.base, u.email, 'brand new secret', 'acct-new')).status, 200);
  });

  test('change_password with signOutOthers false keeps the other sessions', async () => {
    const u = await twoDevices();
    const res = await call(suite.base, '/api/user/change_password', {
      token: u.token,
      body: { oldPassword: u.password, newPassword: 'brand new secret', signOutOthers: false },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.content.signedOutSessions, 0);
    assert.equal(await profileStatus(u.other), 200);
  });

  test('set_password: only for an account without one (single sign-on), then change works', async () => {
    const u = await twoDevices();
    const refused = await call(suite.base, '/api/user/set_password', { token: u.token, body: { newPassword: 'first password here' } });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.messageErrorCode, 'password_already_set');
    assert.equal((await login(suite.base, u.email, u.password, 'acct-still')).status, 200);

    await suite.portal.ctx.db.update(users).set({ passwordHash: null }).where(eq(users.emailNormalized, u.email.toLowerCase()));
    assert.equal((await call(suite.base, '/api/user/get_profile', { token: u.token })).body.content.hasPassword, false);
    const change = await call(suite.base, '/api/user/change_password', {
      token: u.token,
      body: { oldPassword: 'anything', newPassword: 'first password here' },
    });
    assert.equal(change.status, 409);
    assert.equal(change.body.messageErrorCode, 'password_not_set');
    const weak = await call(suite.base, '/api/user/set_password', { token: u.token, body: { newPassword: 'short' } });
    assert.equal(weak.status, 400);
    const set = await call(suite.base, '/api/user/set_password', { token: u.token, body: { newPassword: 'first password here', signOutOthers: false } });
    assert.equal(set.status, 200);
    assert.equal(await profileStatus(u.other), 200);
    assert.equal((await call(suite.base, '/api/user/get_profile', { token: u.token })).body.content.hasPassword, true);
    assert.equal((await login(suite.base, u.email, 'first password here', 'acct-sso')).status, 200);
  });

  test("ownership: a user cannot remove another user's device, and the profile calls act on the caller only", async () => {
    const owner = await register(suite.base, { deviceId: `acct-owner-${Date.now()}` });
    const intruder = await register(suite.base, { deviceId: `acct-intruder-${Date.now()}` });
    const before = (await call(suite.base, '/api/user/devices', { token: owner.token })).body.content as Array<{ id: number; deviceId: string }>;
    assert.equal(before.length, 1);
    for (const deviceId of [before[0]!.deviceId, before[0]!.id]) {
      const res = await call(suite.base, '/api/user/delete_device', { token: intruder.token, body: { deviceId } });
      assert.equal(res.status, 404);
      assert.equal(res.body.messageErrorCode, 'device_not_found');
    }
    const afterList = (await call(suite.base, '/api/user/devices', { token: owner.token })).body.content as Array<{ id: number }>;
    assert.deepEqual(
      afterList.map((d) => d.id),
      before.map((d) => d.id),
    );
    assert.equal(await profileStatus(owner.token), 200);

    // update_profile has no user field: an id in the body is refused, the owner's profile is unchanged.
    const sneaky = await call(suite.base, '/api/user/update_profile', {
      token: intruder.token,
      body: { data: { id: owner.profile.id, displayName: 'Taken over' } },
    });
    assert.equal(sneaky.status, 400);
    const ownerProfile = await call(suite.base, '/api/user/get_profile', { token: owner.token });
    assert.equal(ownerProfile.body.content.displayName, 'Test User');

    // Deleting the intruder's account leaves the owner's account and sessions alone.
    assert.equal((await call(suite.base, '/api/user/delete_account', { method: 'POST', token: intruder.token })).status, 200);
    assert.equal(await profileStatus(intruder.token), 401);
    assert.equal(await profileStatus(owner.token), 200);
    assert.equal((await login(suite.base, owner.email, owner.password, 'acct-owner-2')).status, 200);
  });

  test('unauthenticated account calls are refused', async () => {
    for (const path of ['/api/user/get_profile', '/api/user/devices']) assert.equal((await call(suite.base, path)).status, 401);
    const bodies: Record<string, unknown> = {
      '/api/user/update_profile': { data: { city: 'X' } },
      '/api/user/change_password': { oldPassword: 'whatever', newPassword: 'long enough new' },
      '/api/user/set_password': { newPassword: 'long enough new' },
      '/api/user/delete_account': {},
      '/api/user/delete_device': { deviceId: 'abc' },
    };
    for (const [path, body] of Object.entries(bodies)) assert.equal((await call(suite.base, path, { body })).status, 401, path);
  });
});
