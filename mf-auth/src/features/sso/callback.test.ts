import { base64url } from './pkce.ts';
import { handleCallback, postToOpener, exchangeCode } from './callback.ts';
import { PENDING_PREFIX, SSO_MESSAGE_TYPE, savePending, type PendingAuthorization } from './messages.ts';
import { memoryStorage } from '../../testing/popup-fakes.ts';

const jwt = (claims: Record<string, unknown>) => `h.${base64url(new TextEncoder().encode(JSON.stringify(claims)))}.sig`;

function setup(over: Partial<PendingAuthorization> = {}) {
  const storage = memoryStorage();
  const pending: PendingAuthorization = {
    provider: 'apple',
    state: 'st-1',
    nonce: 'n-1',
    codeVerifier: 'verifier-xyz',
    redirectUri: 'http://localhost/auth/oauth2/callback/apple/',
    tokenEndpoint: 'https://idp.test/token',
    clientId: 'arena-apple',
    createdAt: Date.now(),
    ...over,
  };
  savePending(pending, storage);
  const requests: Array<{ url: string; init: RequestInit }> = [];
  let answer: () => Response = () => new Response(JSON.stringify({ access_token: 'at', id_token: jwt({ nonce: 'n-1', name: '  Zoë Doe ' }) }), { status: 200 });
  const fetchImpl = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return answer();
  }) as unknown as typeof fetch;
  return { storage, pending, requests, fetchImpl, setAnswer: (f: () => Response) => (answer = f) };
}

describe('OpenID callback: code exchange (api/README.md)', () => {
  test('form-encoded POST with grant_type, client_id, code, redirect_uri and the PKCE verifier', async () => {
    const s = setup();
    const { message } = await handleCallback('apple', new URLSearchParams('code=c-1&state=st-1'), { storage: s.storage, fetchImpl: s.fetchImpl });
    expect(s.requests).toHaveLength(1);
    const { url, init } = s.requests[0]!;
    expect(url).toBe('https://idp.test/token');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      grant_type: 'authorization_code',
      client_id: 'arena-apple',
      code: 'c-1',
      redirect_uri: 'http://localhost/auth/oauth2/callback/apple/',
      code_verifier: 'verifier-xyz',
    });
    expect(message).toMatchObject({ type: SSO_MESSAGE_TYPE, ok: true, state: 'st-1', provider: 'apple' });
    expect(message.ok && message.tokens).toMatchObject({ access_token: 'at', full_name: '  Zoë Doe ' });
  });

  test('the pending record is used once', async () => {
    const s = setup();
    await handleCallback('apple', new URLSearchParams('code=c-1&state=st-1'), { storage: s.storage, fetchImpl: s.fetchImpl });
    expect(s.storage.getItem(PENDING_PREFIX + 'st-1')).toBeNull();
    const again = await handleCallback('apple', new URLSearchParams('code=c-1&state=st-1'), { storage: s.storage, fetchImpl: s.fetchImpl });
    expect(again.message).toMatchObject({ ok: false, error: 'invalid_state' });
  });

  test("the token endpoint's error_description is surfaced", async () => {
    const s = setup();
    s.setAnswer(() => new Response(JSON.stringify({ error: 'invalid_grant', error_description: 'grant request is invalid' }), { status: 400 }));
    const { message } = await handleCallback('apple', new URLSearchParams('code=c&state=st-1'), { storage: s.storage, fetchImpl: s.fetchImpl });
    expect(message).toMatchObject({ ok: false, error: 'invalid_grant', error_description: 'grant request is invalid' });
    await expect(exchangeCode({ tokenEndpoint: 't', clientId: 'c', code: 'x', redirectUri: 'r', codeVerifier: 'v' }, s.fetchImpl)).rejects.toThrow(
      'grant request is invalid',
    );
  });

  test('provider errors in the query, a wrong provider, an unknown state and a nonce mismatch fail', async () => {
    let s = setup();
    expect(
      (await handleCallback('apple', new URLSearchParams('error=access_denied&error_description=User+cancelled&state=st-1'), { storage: s.storage })).message,
    ).toMatchObject({
      ok: false,
      error: 'access_denied',
      error_description: 'User cancelled',
    });
    s = setup();
    expect((await handleCallback('google', new URLSearchParams('code=c&state=st-1'), { storage: s.storage, fetchImpl: s.fetchImpl })).message).toMatchObject({
      ok: false,
      error: 'invalid_state',
    });
    s = setup();
    expect((await handleCallback('apple', new URLSearchParams('code=c&state=nope'), { storage: s.storage, fetchImpl: s.fetchImpl })).message).toMatchObject({
      ok: false,
      error: 'invalid_state',
    });
    s = setup();
    s.setAnswer(() => new Response(JSON.stringify({ id_token: jwt({ nonce: 'other' }) })));
    expect((await handleCallback('apple', new URLSearchParams('code=c&state=st-1'), { storage: s.storage, fetchImpl: s.fetchImpl })).message).toMatchObject({
      ok: false,
      error: 'invalid_nonce',
    });
  });

  test('a stale pending record (over 10 minutes) is refused', async () => {
    const s = setup({ createdAt: Date.now() - 11 * 60_000 });
    expect((await handleCallback('apple', new URLSearchParams('code=c&state=st-1'), { storage: s.storage, fetchImpl: s.fetchImpl })).message).toMatchObject({
      ok: false,
      error: 'invalid_state',
    });
  });

  test('posts to the opener with targetOrigin = own origin only', () => {
    const opener = { closed: false, postMessage: jest.fn() };
    const message = { type: SSO_MESSAGE_TYPE, state: 's', provider: 'google', ok: true, tokens: { access_token: 'a' } } as const;
    expect(postToOpener(message, { opener: opener as never, location: { origin: 'http://localhost:8080' } })).toBe(true);
    expect(opener.postMessage).toHaveBeenCalledWith(message, 'http://localhost:8080');
    expect(postToOpener(message, { opener: null, location: { origin: 'x' } })).toBe(false);
    expect(postToOpener(message, { opener: { closed: true, postMessage: jest.fn() } as never, location: { origin: 'x' } })).toBe(false);
  });
});
