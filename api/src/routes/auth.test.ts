import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { io as ioClient, type Socket } from 'socket.io-client';
import { call, login, register, startTestPortal, uniqueEmail, type TestPortal } from '../testing/harness.ts';
import { hashToken } from '../auth/tokens.ts';
import { registerDevice } from '../auth/accounts.ts';

describe('accounts, tokens, devices, SSO', () => {
  let p: TestPortal;
  let base: string;
  const sockets: Socket[] = [];
  before(async () => {
    p = await startTestPortal();
    base = p.urls.portal;
  });
  after(async () => {
    for (const s of sockets) s.disconnect();
    await p?.close();
  });

  function connect(token?: string, host?: string): Promise<Socket> {
    const s = ioClient(base, {
      path: '/ws',
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
      extraHeaders: host ? { host } : undefined,
    });
    sockets.push(s);
    return new Promise((resolve, reject) => {
      s.once('connect', () => resolve(s));
      s.once('connect_error', reject);
    });
  }

  test('register → profile; duplicate e-mail is 409; password stored as argon2id', async () => {
    const u = await register(base);
    assert.equal(u.profile.email, u.email);
    assert.ok(u.token && u.refresh);
    const me = await call(base, '/api/user/get_profile', { token: u.token });
    assert.equal(me.status, 200);
    for (const k of [
      'id',
      'added',
      'email',
      'city',
      'gender',
      'dateOfBirth',
      'displayName',
      'phone',
      'countryName',
      'canCreateGlobalTag',
      'favoriteClubId',
      'postalCode',
      'options',
    ]) {
      assert.ok(k in me.body.content, k);
    }
    const dup = await call(base, '/api/user/register', { body: { email: u.email.toUpperCase(), password: 'another password' } });
    assert.equal(dup.status, 409);
    assert.equal(dup.body.messageErrorCode, 'email_already_registered');
    const [row] = await p.ctx.database.query<{ password_hash: string }>('select password_hash from users where id = $1', [u.profile.id]);
    assert.match(row!.password_hash, /^\$argon2id\$/);
    const tokens = await p.ctx.database.query<{ token_hash: string }>('select token_hash from access_tokens');
    assert.ok(
      tokens.some((t) => t.token_hash === hashToken(u.token)),
      'only the hash is stored',
    );
    assert.ok(!tokens.some((t) => t.token_hash === u.token));
  });

  test('login: wrong credentials 401 invalid_credentials; success returns tokenData, profile, devices', async () => {
    const u = await register(base);
    const wrong = await login(base, u.email, 'wrong password', 'dev-x');
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.messageErrorCode, 'invalid_credentials');
    const unknown = await login(base, uniqueEmail('ghost'), 'whatever1', 'dev-x');
    assert.equal(unknown.status, 401);
    assert.equal(unknown.body.messageErrorCode, 'invalid_credentials');
    const ok = await login(base, u.email, u.password, 'dev-login');
    assert.equal(ok.status, 200);
    const c = ok.body.content;
    assert.equal(c.tokenData.expires_in, 3600);
    assert.ok(c.tokenData.access_token && c.tokenData.refresh_token);
    assert.equal(c.profile.email, u.email);
    assert.equal(c.device_error, null);
    assert.ok(c.devices.some((d: { deviceId: string; isCurrent: boolean }) => d.deviceId === 'dev-login' && d.isCurrent));
    assert.equal((await call(base, '/api/user/get_profile')).body.messageErrorCode, 'unauthorized');
    assert.equal((await call(base, '/api/user/get_profile', { token: 'nonsense' })).status, 401);
  });

  test('demo users sign in with the documented credentials', async () => {
    const a = await login(base, 'fan@arena.test', 'Password123!', 'test-demo-device');
    assert.equal(a.status, 200);
    const k = await login(base, 'fan@kadur.test', 'Password123!', 'test-demo-device', { host: `kadur.localhost:${new URL(base).port}` });
    assert.equal(k.status, 200);
    assert.match(k.body.content.profile.favoriteClubId, /^team\|\d+$/);
    const n = await login(base, 'new@kadur.test', 'Password123!', 'test-demo-device', { host: `kadur.localhost:${new URL(base).port}` });
    assert.equal(n.body.content.profile.favoriteClubId, null);
    const cross = await call(base, '/api/user/get_profile', { token: k.body.content.tokenData.access_token });
    assert.equal(cross.status, 401, 'a kadur token is not valid on arena');
  });

  test('refresh: rotation, grace window returns the same successor, later reuse revokes the family', async () => {
    const u = await register(base);
    const r1 = await call(base, '/api/oauth2/token', { body: { grant_type: 'refresh_token', refresh_token: u.refresh } });
    assert.equal(r1.status, 200);
    const s1 = r1.body.content;
    assert.ok(s1.token && s1.refresh_token && s1.expires_in === 3600);
    assert.notEqual(s1.refresh_token, u.refresh);
    assert.equal((await call(base, '/api/user/get_profile', { token: s1.token })).status, 200);
    // presented again within the grace window: the same successor (two tabs, lost response)
    const again = await call(base, '/api/oauth2/token', { body: { grant_type: 'refresh_token', refresh_token: u.refresh } });
    assert.equal(again.status, 200);
    assert.equal(again.body.content.refresh_token, s1.refresh_token);
    assert.equal(again.body.content.token, s1.token);
    // rotate on; then the old token again after the grace window
    const r2 = await call(base, '/api/oauth2/token', { body: { grant_type: 'refresh_token', refresh_token: s1.refresh_token } });
    assert.equal(r2.status, 200);
    const grace = p.ctx.settings.refreshGraceSeconds;
    const clock = p.ctx.settings.now;
    p.ctx.settings.refreshGraceSeconds = 0;
    // a moment later on the server's clock (injected; no waiting)
    p.ctx.settings.now = () => Date.now() + 1000;
    try {
      const reuse = await call(base, '/api/oauth2/token', { body: { grant_type: 'refresh_token', refresh_token: u.refresh } });
      assert.equal(reuse.status, 401);
      assert.equal(reuse.body.messageErrorCode, 'refresh_token_reused');
    } finally {
      p.ctx.settings.refreshGraceSeconds = grace;
      p.ctx.settings.now = clock;
    }
    const newest = await call(base, '/api/oauth2/token', { body: { grant_type: 'refresh_token', refresh_token: r2.body.content.refresh_token } });
    assert.equal(newest.status, 401, 'the whole family is revoked');
    assert.equal((await call(base, '/api/user/get_profile', { token: r2.body.content.token })).status, 401);
    const junk = await call(base, '/api/oauth2/token', { body: { grant_type: 'refresh_token', refresh_token: 'junk' } });
    assert.equal(junk.body.messageErrorCode, 'invalid_refresh_token');
    const badGrant = await call(base, '/api/oauth2/token', { body: { grant_type: 'password' } });
    assert.equal(badGrant.status, 400);
    assert.equal(badGrant.body.messageErrorCode, 'unsupported_grant_type');
  });

  test('access tokens expire (ACCESS_TOKEN_TTL)', async () => {
    const ttl = p.ctx.settings.accessTokenTtl;
    const clock = p.ctx.settings.now;
    p.ctx.settings.accessTokenTtl = 1;
    try {
      const u = await register(base);
      assert.equal((await call(base, '/api/user/get_profile', { token: u.token })).status, 200);
      // the server's clock moves past the 1 s lifetime (injected; no waiting)
      p.ctx.settings.now = () => Date.now() + 1100;
      const expired = await call(base, '/api/user/get_profile', { token: u.token });
      assert.equal(expired.status, 401);
      assert.equal(expired.body.messageErrorCode, 'invalid_token');
      const refreshed = await call(base, '/api/oauth2/token', { body: { grant_type: 'refresh_token', refresh_token: u.refresh } });
      assert.equal(refreshed.status, 200);
    } finally {
      p.ctx.settings.accessTokenTtl = ttl;
      p.ctx.settings.now = clock;
    }
  });

  test('logout revokes the token and its refresh token', async () => {
    const u = await register(base);
    assert.equal((await call(base, '/api/user/logout', { method: 'POST', token: u.token })).status, 200);
    assert.equal((await call(base, '/api/user/get_profile', { token: u.token })).status, 401);
    assert.equal((await call(base, '/api/oauth2/token', { body: { grant_type: 'refresh_token', refresh_token: u.refresh } })).status, 401);
  });

  test('profile update and account deletion', async () => {
    const u = await register(base);
    const upd = await call(base, '/api/user/update_profile', {
      token: u.token,
      body: {
        data: {
          displayName: '  Dana  ',
          city: 'Harbor City',
          favoriteClubId: 'team|11000',
          options: { survey_user_experience_1: { surveyName: 'survey_user_experience_1', skipped: '2026-01-01T00:00:00.000Z' } },
        },
      },
    });
    assert.equal(upd.status, 200);
    assert.equal(upd.body.content.displayName, 'Dana');
    assert.equal(upd.body.content.favoriteClubId, 'team|11000');
    assert.equal(upd.body.content.options.survey_user_experience_1.surveyName, 'survey_user_experience_1');
    const bad = await call(base, '/api/user/update_profile', { token: u.token, body: { data: { favoriteClubId: 'nonsense' } } });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /favoriteClubId/);
    // A club that is not one of the tenant's teams is refused, and the saved one stays.
    const missing = await call(base, '/api/user/update_profile', { token: u.token, body: { data: { favoriteClubId: 'team|999999' } } });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.messageErrorCode, 'invalid_favorite_club');
    assert.equal((await call(base, '/api/user/get_profile', { token: u.token })).body.content.favoriteClubId, 'team|11000');
    const unknownField = await call(base, '/api/user/update_profile', { token: u.token, body: { data: { isAdmin: true } } });
    assert.equal(unknownField.status, 400);
    assert.equal((await call(base, '/api/user/delete_account', { method: 'POST', token: u.token })).status, 200);
    assert.equal((await login(base, u.email, u.password, 'x')).status, 401);
  });

  test('device limit holds when new devices sign in at the same moment', async () => {
    const u = await register(base, { deviceId: 'race-1' }); // arena device_limit = 3
    const answers = await Promise.all(['race-2', 'race-3', 'race-4', 'race-5', 'race-6'].map((d) => login(base, u.email, u.password, d)));
    assert.ok(answers.every((a) => a.status === 200));
    const admitted = answers.filter((a) => a.body.content.device_error === null);
    assert.equal(admitted.length, 2, 'only two more devices fit under the limit of three');
    const check = await call(base, '/api/user/check_current_device', { token: u.token, body: { device_id: 'race-1', register_new: 'no_register' } });
    assert.equal(check.body.content.devices.length, 3);

    // The same race without the password check spacing the requests out.
    const v = await register(base, { deviceId: 'tight-1' });
    const arena = p.ctx.tenants.tenants.find((t) => t.id === 'arena')!;
    const fits = await Promise.all(
      ['tight-2', 'tight-3', 'tight-4', 'tight-5', 'tight-6'].map((deviceId) =>
        registerDevice(p.ctx.db, arena, Number(v.profile.id), { deviceId, deviceName: 'browser' }),
      ),
    );
    assert.equal(fits.filter(Boolean).length, 2);
  });

  test('device limit: pending token, limit page removes a device (socket notified), then the login completes', async () => {
    const u = await register(base, { deviceId: 'd1' }); // arena device_limit = 3
    const s1 = await connect(u.token);
    const join = await s1.emitWithAck('join-user-room', { userId: u.profile.id });
    assert.deepEqual(join, { ok: true });
    const removed = new Promise<{ deviceId: string }>((resolve) => s1.once('remove-user-device', resolve));
    assert.equal((await login(base, u.email, u.password, 'd2')).body.content.device_error, null);
    assert.equal((await login(base, u.email, u.password, 'd3')).body.content.device_error, null);
    const fourth = await login(base, u.email, u.password, 'd4');
    assert.equal(fourth.status, 200);
    const c = fourth.body.content;
    assert.equal(c.device_error.messageErrorCode, 'device_limit_exceeded');
    assert.equal(c.device_error.message, 'Device Limit Exceeded');
    assert.equal(c.devices.length, 3);
    const pending = c.tokenData.access_token as string;
    const blocked = await call(base, '/api/user/get_profile', { token: pending });
    assert.equal(blocked.status, 403);
    assert.equal(blocked.body.messageErrorCode, 'device_limit_exceeded');
    const check = await call(base, '/api/user/check_current_device', {
      token: pending,
      body: { device_id: 'd4', device_name: 'x', register_new: 'no_register' },
    });
    assert.equal(check.body.content.enabled, false);
    // another user cannot remove this user's device
    const other = await register(base);
    const foreign = await call(base, '/api/user/delete_device', { token: other.token, body: { deviceId: 'd1' } });
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.messageErrorCode, 'device_not_found');
    // the limit page: token in the body, no header
    const del = await call(base, '/api/user/delete_device', { body: { deviceId: 'd1', token: pending } });
    assert.equal(del.status, 200);
    assert.equal(del.body.content.devices.length, 2);
    assert.deepEqual((await removed).deviceId, 'd1');
    const done = await call(base, '/api/user/check_current_device', {
      token: pending,
      body: { device_id: 'd4', device_name: 'x', register_new: 'no_register' },
    });
    assert.equal(done.body.content.enabled, true);
    assert.equal((await call(base, '/api/user/get_profile', { token: pending })).status, 200, 'the pending session is now active');
    // the removed device's session is over
    const gone = await call(base, '/api/user/get_profile', { token: u.token });
    assert.equal(gone.status, 401);
    assert.equal(gone.body.messageErrorCode, 'device_removed');
    const goneCheck = await call(base, '/api/user/check_current_device', { token: u.token, body: { device_id: 'd1', register_new: 'no_register' } });
    assert.equal(goneCheck.body.content.enabled, false);
    const missing = await call(base, '/api/user/delete_device', { body: { deviceId: 'nope', token: pending } });
    assert.equal(missing.status, 404);
  });

  test('password reset: same answer for unknown e-mails, link in the outbox, single use, expiry', async () => {
    const u = await register(base);
    const known = await call(base, '/api/user/password/forgot', { body: { email: u.email } });
    const unknown = await call(base, '/api/user/password/forgot', { body: { email: uniqueEmail('nobody') } });
    assert.equal(known.status, 200);
    assert.deepEqual(known.body, unknown.body);
    const outbox = await call(base, `/api/dev/outbox?to=${encodeURIComponent(u.email)}`);
    assert.equal(outbox.status, 200);
    const link = outbox.body.content[0].link as string;
    assert.match(link, new RegExp(`^${base}/auth/password/reset/\\?token=`));
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    const weak = await call(base, '/api/user/password/reset', { body: { token, password: 'short' } });
    assert.equal(weak.status, 400);
    assert.equal(weak.body.messageErrorCode, 'invalid_body');
    const ok = await call(base, '/api/user/password/reset', { body: { token, password: 'brand new password' } });
    assert.equal(ok.status, 200);
    assert.equal((await call(base, '/api/user/get_profile', { token: u.token })).status, 401, 'sessions end after a reset');
    assert.equal((await login(base, u.email, 'brand new password', 'dev-r')).status, 200);
    assert.equal((await login(base, u.email, u.password, 'dev-r')).status, 401);
    const twice = await call(base, '/api/user/password/reset', { body: { token, password: 'another new password' } });
    assert.equal(twice.status, 400);
    assert.equal(twice.body.messageErrorCode, 'invalid_reset_token');
    await call(base, '/api/user/password/forgot', { body: { email: u.email } });
    const latest = (await call(base, `/api/dev/outbox?to=${encodeURIComponent(u.email)}`)).body.content[0].link as string;
    const t2 = new URL(latest).searchParams.get('token')!;
    await p.ctx.database.query("update password_resets set expires_at = now() - interval '1 minute' where token_hash = $1", [hashToken(t2)]);
    const expired = await call(base, '/api/user/password/reset', { body: { token: t2, password: 'another new password' } });
    assert.equal(expired.status, 400);
    assert.equal(expired.body.messageErrorCode, 'reset_token_expired');
    // a forged Host is not answered at all (http/host-guard.ts), so it never reaches a reset link
    const forged = await call(base, '/api/user/password/forgot', { body: { email: u.email }, headers: { host: 'evil.example' } });
    assert.equal(forged.status, 421);
    assert.equal(forged.body.messageErrorCode, 'unknown_host');
    const forgedLink = (await call(base, `/api/dev/outbox?to=${encodeURIComponent(u.email)}`)).body.content[0].link as string;
    assert.doesNotMatch(forgedLink, /evil/, 'a forged Host never reaches a reset link');
  });

  test('rate limit: 429 too_many_requests per IP and username, others unaffected', async () => {
    const email = uniqueEmail('brute');
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await login(base, email, 'wrong password', 'd')).status);
    assert.deepEqual(codes.slice(0, 10), Array(10).fill(401));
    const limited = await login(base, email, 'wrong password', 'd');
    assert.equal(limited.status, 429);
    assert.equal(limited.body.messageErrorCode, 'too_many_requests');
    assert.ok(limited.headers.get('retry-after'));
    assert.equal((await login(base, uniqueEmail('other'), 'wrong password', 'd')).status, 401);
  });

  test('single sign-on: authorization code + PKCE at the local OpenID provider, then token exchange', async () => {
    const port = new URL(base).port;
    const redirectUri = `http://127.0.0.1:${port}/auth/oauth2/callback/google/`;
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const jar = new Map<string, string>();
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const keep = (res: Response) => {
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const i = pair!.indexOf('=');
        jar.set(pair!.slice(0, i), pair!.slice(i + 1));
      }
    };
    const go = async (url: string, init: RequestInit = {}) => {
      const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: cookie() } });
      keep(res);
      await res.text();
      return res;
    };
    const authUrl = `${p.urls.idp}/auth?${new URLSearchParams({ client_id: 'arena-google', response_type: 'code', scope: 'openid profile email', redirect_uri: redirectUri, code_challenge: challenge, code_challenge_method: 'S256', state: 's1', nonce: 'n1' })}`;
    let res = await go(authUrl);
    assert.ok([302, 303].includes(res.status), `auth: ${res.status}`);
    const interaction = new URL(res.headers.get('location')!, p.urls.idp).href;
    const page = await fetch(interaction, { headers: { cookie: cookie() } });
    const html = await page.text();
    assert.match(html, /Sign in with Google/);
    assert.match(html, /sso\.fan@example\.com/);
    const badLogin = await fetch(`${interaction}/login`, {
      method: 'POST',
      headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=sso.fan%40example.com&password=nope',
      redirect: 'manual',
    });
    assert.match(await badLogin.text(), /Wrong e-mail or password/);
    res = await go(`${interaction}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=sso.fan%40example.com&password=Password123%21',
    });
    let location = res.headers.get('location')!;
    for (let i = 0; i < 5 && !location.startsWith(redirectUri); i++) {
      res = await go(new URL(location, p.urls.idp).href);
      location = res.headers.get('location')!;
    }
    assert.ok(location.startsWith(redirectUri), location);
    const code = new URL(location).searchParams.get('code')!;
    // api/README.md: form-encoded code exchange from the browser (CORS for the portal origin)
    const tokenRes = await fetch(`${p.urls.idp}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://127.0.0.1:${port}` },
      body: new URLSearchParams({ grant_type: 'authorization_code', client_id: 'arena-google', code, redirect_uri: redirectUri, code_verifier: verifier }),
    });
    assert.equal(tokenRes.headers.get('access-control-allow-origin'), `http://127.0.0.1:${port}`);
    const tokens = (await tokenRes.json()) as { access_token: string; id_token: string };
    assert.ok(tokens.access_token && tokens.id_token);

    const device = { id: `sso-${Date.now()}`, name: 'Chrome', os_name: 'Linux', os_version: '6', app_version: '1.0.0' };
    const exchange = await call(base, '/api/oauth2/token', {
      body: {
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        subject_issuer: 'google',
        subject_token: tokens.access_token,
        device,
        profile: { display_name: '  Sam R.  ' },
      },
    });
    assert.equal(exchange.status, 200, exchange.text);
    const c = exchange.body.content;
    assert.ok(c.token && c.refresh_token && c.expires_in);
    assert.equal(c.auth_data.profile.email, 'sso.fan@example.com');
    assert.equal(c.auth_data.profile.displayName, 'Sam R.');
    assert.equal(typeof c.auth_data.isRegister, 'boolean');
    assert.equal(c.auth_data.device_error, null);
    assert.equal((await call(base, '/api/user/get_profile', { token: c.token })).status, 200);
    // the ID token works too (verified with the provider's JWKS); second time it is not a registration
    const viaIdToken = await call(base, '/api/oauth2/token', {
      body: {
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token_type: 'urn:ietf:params:oauth:token-type:id_token',
        subject_issuer: 'google',
        subject_token: tokens.id_token,
        device,
      },
    });
    assert.equal(viaIdToken.status, 200, viaIdToken.text);
    assert.equal(viaIdToken.body.content.auth_data.isRegister, false);
    const forged = await call(base, '/api/oauth2/token', {
      body: { grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange', subject_issuer: 'google', subject_token: 'forged-token', device },
    });
    assert.equal(forged.status, 401);
    assert.equal(forged.body.messageErrorCode, 'invalid_subject_token');
    const unsupported = await call(base, '/api/oauth2/token', {
      body: { grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange', subject_issuer: 'myspace', subject_token: 'x', device },
    });
    assert.equal(unsupported.status, 400);
    assert.equal(unsupported.body.messageErrorCode, 'unsupported_provider');
    const notEnabled = await call(base, '/api/oauth2/token', {
      body: { grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange', subject_issuer: 'ifa', subject_token: 'x', device },
    });
    assert.equal(notEnabled.status, 400);
    assert.equal(notEnabled.body.messageErrorCode, 'provider_not_enabled');
  });

  test('socket: user rooms need the matching token; event rooms are public', async () => {
    const a = await register(base);
    const b = await register(base);
    const anon = await connect();
    // Anonymous sockets join free events only (security/socket-guards.test.ts).
    const free = (await call(base, '/api/event/list', { body: { size: 50 } })).body.content.entries.find(
      (e: { availableForUser: boolean }) => e.availableForUser,
    ).id as number;
    assert.deepEqual(await anon.emitWithAck('join-event-room', { eventId: free }), { ok: true });
    assert.deepEqual(await anon.emitWithAck('leave-event-room', { eventId: free, customer: 'arena' }), { ok: true });
    const noToken = await anon.emitWithAck('join-user-room', { userId: a.profile.id });
    assert.equal(noToken.ok, false);
    assert.equal(noToken.messageErrorCode, 'unauthorized');
    const sa = await connect(a.token);
    const wrongUser = await sa.emitWithAck('join-user-room', { userId: b.profile.id });
    assert.equal(wrongUser.ok, false);
    assert.equal(wrongUser.messageErrorCode, 'forbidden');
    assert.deepEqual(await sa.emitWithAck('join-user-room', { userId: a.profile.id }), { ok: true });
    assert.deepEqual(await sa.emitWithAck('leave-user-room', { userId: a.profile.id }), { ok: true });
    const bad = await sa.emitWithAck('join-event-room', {});
    assert.equal(bad.ok, false);
    // server pushes to an event room
    await sa.emitWithAck('join-event-room', { eventId: free });
    const got = new Promise((resolve) => sa.once('event-url-change', resolve));
    p.ctx.realtime.emitToEvent('arena', free, 'event-url-change', { eventId: free, eventUrl: 'http://x/live.m3u8' });
    assert.deepEqual(await got, { eventId: free, eventUrl: 'http://x/live.m3u8' });
  });
});
