// A profile stores only identity ids of its own tenant (security issue 26 item 8): a sign-in
// token issued to tenant A's client is refused by tenant B (ID token: audience; access token:
// introspection with B's client), so A's provider subject is never linked to a B profile; and a
// profile's league/category ids must be the tenant's own.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { call, register, startTestPortal, type TestPortal } from '../testing/harness.ts';

const EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';

/** Signs sso.fan in at the development OpenID provider for `clientId`; returns its tokens. */
async function providerTokens(p: TestPortal, clientId: string, email: string): Promise<{ access_token: string; id_token: string }> {
  const port = new URL(p.urls.portal).port;
  const provider = clientId.split('-').pop()!;
  const redirectUri = `http://127.0.0.1:${port}/auth/oauth2/callback/${provider}/`;
  const verifier = randomBytes(32).toString('base64url');
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      jar.set(pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1));
    }
    await res.text();
    return res;
  };
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: redirectUri,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 's',
    nonce: 'n',
  });
  let res = await go(`${p.urls.idp}/auth?${query}`);
  const interaction = new URL(res.headers.get('location')!, p.urls.idp).href;
  res = await go(`${interaction}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: 'Password123!' }).toString(),
  });
  let location = res.headers.get('location')!;
  for (let i = 0; i < 5 && !location.startsWith(redirectUri); i++) {
    res = await go(new URL(location, p.urls.idp).href);
    location = res.headers.get('location')!;
  }
  assert.ok(location.startsWith(redirectUri), location);
  const tokenRes = await fetch(`${p.urls.idp}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: clientId,
      code: new URL(location).searchParams.get('code')!,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  });
  const tokens = (await tokenRes.json()) as { access_token: string; id_token: string };
  assert.ok(tokens.access_token && tokens.id_token, JSON.stringify(tokens));
  return tokens;
}

describe('identity ids stay within their tenant', () => {
  let p: TestPortal;
  let base: string;
  let kadur: Record<string, string>;
  before(async () => {
    p = await startTestPortal();
    base = p.urls.portal;
    kadur = { host: `kadur.localhost:${new URL(base).port}` };
  });
  after(async () => {
    await p?.close();
  });

  const exchange = (token: string, type: 'access_token' | 'id_token', headers?: Record<string, string>) =>
    call(base, '/api/oauth2/token', {
      headers,
      body: {
        grant_type: EXCHANGE,
        subject_issuer: 'google',
        subject_token_type: `urn:ietf:params:oauth:token-type:${type}`,
        subject_token: token,
        device: { id: `x-${randomBytes(4).toString('hex')}` },
      },
    });
  const linkedSubjects = async (tenant: string, email: string) =>
    (
      await p.ctx.database.query<{ external_subjects: Record<string, string> }>(
        'select external_subjects from users where tenant_id = $1 and email_normalized = $2',
        [tenant, email],
      )
    )[0]?.external_subjects;

  test("a token issued to arena's client is refused by kadur, whose profile never stores its subject", async () => {
    // fan@kadur.test has a kadur account (seeded) and an identity at the shared provider (idp-1004)
    const arenaTokens = await providerTokens(p, 'arena-google', 'fan@kadur.test');
    const before = await linkedSubjects('kadur', 'fan@kadur.test');
    assert.ok(before, 'the seeded kadur account exists');
    let attempts = 0;
    for (const [token, type] of [
      [arenaTokens.access_token, 'access_token'],
      [arenaTokens.id_token, 'id_token'],
      // a token presented as the other type must not slip through either check
      [arenaTokens.id_token, 'access_token'],
      [arenaTokens.access_token, 'id_token'],
    ] as const) {
      attempts++;
      const answer = await exchange(token, type, kadur);
      assert.equal(answer.status, 401, `${type}: ${answer.text}`);
      assert.equal(answer.body.messageErrorCode, 'invalid_subject_token');
    }
    assert.equal(attempts, 4);
    assert.deepEqual(await linkedSubjects('kadur', 'fan@kadur.test'), before, 'nothing linked on the kadur profile');

    // the same tokens are good where they were issued: arena links its own client's subject
    const own = await exchange(arenaTokens.access_token, 'access_token');
    assert.equal(own.status, 200, own.text);
    assert.equal((await linkedSubjects('arena', 'fan@kadur.test'))?.google, 'idp-1004');
    // and kadur's own client's token links on kadur
    const kadurTokens = await providerTokens(p, 'kadur-google', 'fan@kadur.test');
    const kadurOwn = await exchange(kadurTokens.access_token, 'access_token', kadur);
    assert.equal(kadurOwn.status, 200, kadurOwn.text);
    assert.equal((await linkedSubjects('kadur', 'fan@kadur.test'))?.google, 'idp-1004');
  });

  test("a profile's league and category ids must be its own tenant's", async () => {
    const user = await register(base);
    const idsOf = async (tenant: string, mediaType: string) =>
      (await p.ctx.database.query<{ id: number }>('select id from identities where tenant_id = $1 and media_type = $2 order by id', [tenant, mediaType])).map(
        (r) => r.id,
      );
    const [kadurLeague] = await idsOf('kadur', 'identity');
    const [kadurItem] = await idsOf('kadur', 'identity_item');
    const [arenaLeague] = await idsOf('arena', 'identity');
    const [arenaItem] = await idsOf('arena', 'identity_item');
    assert.ok(kadurLeague && kadurItem && arenaLeague && arenaItem);
    for (const data of [
      { identity: kadurLeague },
      { identityItem: kadurItem },
      { identity: arenaItem },
      { identity: 2_000_000_000 },
      { displayName: 'Changed', identity: kadurLeague },
    ]) {
      const answer = await call(base, '/api/user/update_profile', { token: user.token, body: { data } });
      assert.equal(answer.status, 400, JSON.stringify(data));
      assert.equal(answer.body.messageErrorCode, 'invalid_identity');
    }
    const unchanged = (await call(base, '/api/user/get_profile', { token: user.token })).body.content;
    assert.equal(unchanged.identity, null);
    assert.equal(unchanged.displayName, 'Test User');
    const own = await call(base, '/api/user/update_profile', { token: user.token, body: { data: { identity: arenaLeague, identityItem: arenaItem } } });
    assert.equal(own.status, 200, own.text);
    assert.equal(own.body.content.identity, arenaLeague);
    assert.equal(own.body.content.identityItem, arenaItem);
    const cleared = await call(base, '/api/user/update_profile', { token: user.token, body: { data: { identity: null } } });
    assert.equal(cleared.body.content.identity, null);
  });
});
