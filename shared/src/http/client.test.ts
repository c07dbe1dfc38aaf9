import { createApiClient, type ApiClientOptions } from './client.ts';
import { ApiError } from './errors.ts';
import { apiPaged } from './paged.ts';
import { delay, fakeFetch, fakeLocks, json, memoryTokens, nowS, type Call, type Handler } from '../testing/fake-fetch.ts';
import type { UserTokenData } from '../session/atoms.ts';

const fresh = (token = 'old', refreshToken: string | null = 'r1'): UserTokenData => ({
  token,
  tokenExpirationTime: 3600,
  tokenUpdateTime: nowS(),
  refreshToken,
});

function setup(handler: Handler, data: UserTokenData | null = fresh(), extra: Partial<ApiClientOptions> = {}) {
  const shared = { data };
  const server = fakeFetch(handler);
  const onSessionExpired = jest.fn();
  const reportError = jest.fn();
  const client = createApiClient({
    apiBase: 'https://api.test/',
    tokens: memoryTokens(shared),
    fetch: server.fetch,
    locks: null,
    onSessionExpired,
    reportError,
    ...extra,
  });
  return { client, calls: server.calls, shared, onSessionExpired, reportError };
}

const bearer = (call: Call) => call.headers['X-Authorization'];

/** A server whose access tokens are 'old' (expired) and 'new'; refresh rotates r1 -> r2 once. */
function rotatingServer(counter: { refreshes: number }, refreshDelay = 5): Handler {
  const used = new Set<string>();
  return async (call) => {
    if (call.path === '/api/oauth2/token') {
      const rt = (call.body as { refresh_token: string }).refresh_token;
      if (used.has(rt)) return json({ messageErrorCode: 'refresh_token_reused', message: 'reused' }, 401);
      used.add(rt);
      counter.refreshes += 1;
      await delay(refreshDelay);
      return json({ content: { token: 'new', expires_in: 3600, refresh_token: 'r2' } });
    }
    return bearer(call) === 'Bearer new' ? json({ content: { ok: call.path } }) : json({ message: 'Unauthorized' }, 401);
  };
}

describe('requests (api/README.md General)', () => {
  test('uses api_base, defaulting to / against the page origin', async () => {
    const { client, calls } = setup(() => json({ content: 1 }));
    await client.get('/api/x');
    expect(calls[0]!.url).toBe('https://api.test/api/x');
    const other = fakeFetch(() => json({ content: 1 }));
    await createApiClient({ tokens: memoryTokens({ data: null }), fetch: other.fetch, locks: null }).get('/api/y');
    expect(other.calls[0]!.url).toBe(`${window.location.origin}/api/y`);
  });

  test.each(['get', 'post', 'put', 'patch', 'delete'] as const)('%s sends its method and a JSON body', async (method) => {
    const { client, calls } = setup(() => json({ content: 'ok' }));
    await client[method]('/api/m', { body: method === 'get' ? undefined : { a: 1 } });
    expect(calls[0]!.method).toBe(method.toUpperCase());
    if (method !== 'get') {
      expect(calls[0]!.body).toEqual({ a: 1 });
      expect(calls[0]!.headers['Content-Type']).toBe('application/json');
    }
  });

  test('query arrays are sent as name[]=value', async () => {
    const { client, calls } = setup(() => json({ content: 1 }));
    await client.get('/api/q', { query: { ids: ['a', 'b'], page: 0, skip: undefined } });
    expect(calls[0]!.url).toBe('https://api.test/api/q?ids[]=a&ids[]=b&page=0');
  });

  test('204 is an empty object', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.delete('/api/d')).resolves.toEqual({});
  });

  test('authorized calls send X-Authorization: Bearer; auth: false does not', async () => {
    const { client, calls } = setup(() => json({ content: 1 }));
    await client.get('/api/a');
    await client.get('/api/b', { auth: false });
    expect(bearer(calls[0]!)).toBe('Bearer old');
    expect(bearer(calls[1]!)).toBeUndefined();
  });

  test('keepalive: true reaches fetch (saves on pagehide outlive the page); other calls do not ask for it', async () => {
    const inits: (RequestInit | undefined)[] = [];
    const { client } = setup(() => json({ content: 1 }), fresh(), {
      fetch: async (_input, init) => {
        inits.push(init);
        return json({ content: 1 });
      },
    });
    await client.post('/api/a', { body: { x: 1 }, keepalive: true });
    await client.post('/api/b', { body: { x: 1 } });
    expect(inits[0]?.keepalive).toBe(true);
    expect(inits[1]?.keepalive).toBeUndefined();
    expect((inits[0]?.headers as Record<string, string>)['X-Authorization']).toBe('Bearer old');
  });

  test('responses are read from content, paged lists from entries', async () => {
    const { client } = setup((call) =>
      call.path === '/api/list' ? json({ content: { entries: [{ id: 1 }], totalCount: 1, nextExists: false } }) : json({ content: { id: 7 } }),
    );
    await expect(client.get('/api/one')).resolves.toEqual({ id: 7 });
    const page = await apiPaged(client.post('/api/list'), (e: { id: number }) => `#${e.id}`);
    expect(page.entries).toEqual(['#1']);
    expect(page.totalCount).toBe(1);
  });

  test('a 200 body with an error field is a failure with the default error', async () => {
    const { client } = setup(() => json({ error: true, content: {} }));
    await expect(client.get('/api/e')).rejects.toMatchObject({ code: 'default_error_message', message: 'An error occurred', status: 200 });
  });

  test('failures carry messageErrorCode and message', async () => {
    const { client } = setup(() => json({ messageErrorCode: 'not_found', message: 'No such event' }, 404));
    const error = await client.get('/api/e').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'not_found', message: 'No such event', status: 404 });
  });

  test('5xx are reported to error reporting, 4xx are not', async () => {
    const { client, reportError } = setup((call) => json({ message: 'boom' }, call.path === '/api/500' ? 503 : 400));
    await client.get('/api/500').catch(() => {});
    await client.get('/api/400').catch(() => {});
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError.mock.calls[0]![1]).toMatchObject({ path: '/api/500', status: 503 });
  });
});

describe('token lifecycle (docs/product.md)', () => {
  test('refreshes before a call once 80% of the lifetime has elapsed, not before', async () => {
    const counter = { refreshes: 0 };
    const young = { ...fresh('new'), tokenUpdateTime: nowS() - 2879 }; // 79.97%
    const a = setup(rotatingServer(counter), young);
    await a.client.get('/api/x');
    expect(counter.refreshes).toBe(0);
    const old = { ...fresh('old'), tokenUpdateTime: nowS() - 2880 }; // 80%
    const b = setup(rotatingServer(counter), old);
    await b.client.get('/api/x');
    expect(counter.refreshes).toBe(1);
    expect(b.calls.map((c) => c.path)).toEqual(['/api/oauth2/token', '/api/x']);
    expect(b.shared.data?.token).toBe('new');
  });

  test('refresh goes through POST /api/oauth2/token with grant_type refresh_token and the device', async () => {
    const counter = { refreshes: 0 };
    const { client, calls } = setup(rotatingServer(counter), fresh(), { device: () => ({ id: 'dev-1' }) });
    await client.get('/api/x');
    const refresh = calls.find((c) => c.path === '/api/oauth2/token')!;
    expect(refresh.method).toBe('POST');
    expect(refresh.body).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'r1', device: { id: 'dev-1' } });
    expect(bearer(refresh)).toBeUndefined();
  });

  test('50 concurrent calls that all get 401 cause exactly 1 refresh and 50 retried calls', async () => {
    const counter = { refreshes: 0 };
    const { client, calls, onSessionExpired } = setup(rotatingServer(counter, 20));
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => client.get(`/api/item/${i}`)));
    expect(results).toHaveLength(50);
    expect(counter.refreshes).toBe(1);
    const retried = calls.filter((c) => c.path.startsWith('/api/item/') && bearer(c) === 'Bearer new');
    expect(retried).toHaveLength(50);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  test('two tabs refreshing at once both stay signed in with one refresh', async () => {
    const counter = { refreshes: 0 };
    const handler = rotatingServer(counter, 20);
    const shared = { data: fresh() };
    const locks = fakeLocks();
    const tab = () => {
      const server = fakeFetch(handler);
      const onSessionExpired = jest.fn();
      const client = createApiClient({ apiBase: 'https://api.test', tokens: memoryTokens(shared), fetch: server.fetch, locks, onSessionExpired });
      return { client, onSessionExpired };
    };
    const a = tab();
    const b = tab();
    const [ra, rb] = await Promise.all([a.client.get('/api/a'), b.client.get('/api/b')]);
    expect(ra).toEqual({ ok: '/api/a' });
    expect(rb).toEqual({ ok: '/api/b' });
    expect(counter.refreshes).toBe(1);
    expect(locks.requests).toBe(2);
    expect(a.onSessionExpired).not.toHaveBeenCalled();
    expect(b.onSessionExpired).not.toHaveBeenCalled();
    expect(shared.data.refreshToken).toBe('r2');
  });

  test('without Web Locks, waiting past the lock timeout falls back to refreshing unlocked', async () => {
    const counter = { refreshes: 0 };
    const neverGranted = {
      request: (_n: string, o: { signal?: AbortSignal }) =>
        new Promise<never>((_, reject) => o.signal?.addEventListener('abort', () => reject(new Error('timeout')))),
    };
    const { client } = setup(rotatingServer(counter), fresh(), { locks: neverGranted, lockTimeoutMs: 20 });
    await expect(client.get('/api/x')).resolves.toEqual({ ok: '/api/x' });
    expect(counter.refreshes).toBe(1);
  });

  test('a second 401 after the retry fails without another refresh', async () => {
    let refreshes = 0;
    const { client, calls } = setup((call) => {
      if (call.path === '/api/oauth2/token') {
        refreshes += 1;
        return json({ content: { token: 'new', expires_in: 3600, refresh_token: 'r2' } });
      }
      return json({ messageErrorCode: 'unauthorized', message: 'no' }, 401);
    });
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(refreshes).toBe(1);
    expect(calls.filter((c) => c.path === '/api/x')).toHaveLength(2);
  });

  test('no stored refresh token: rejected at once with the expired-session error', async () => {
    const { client, calls, onSessionExpired } = setup(() => json({ message: 'Unauthorized' }, 401), fresh('old', null));
    const error = await client.get('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'refresh_token_failed', message: 'Expired Session' });
    expect(calls.map((c) => c.path)).toEqual(['/api/x']);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  test('a refused refresh expires the session once', async () => {
    const { client, onSessionExpired } = setup((call) =>
      call.path === '/api/oauth2/token' ? json({ messageErrorCode: 'invalid_grant', message: 'bad' }, 400) : json({}, 401),
    );
    const results = await Promise.allSettled([client.get('/api/a'), client.get('/api/b')]);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).code === 'refresh_token_failed')).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  test('a refresh that gets no answer keeps the session (network error, not expiry)', async () => {
    const { client, onSessionExpired, shared } = setup((call) => {
      if (call.path === '/api/oauth2/token') throw new TypeError('Failed to fetch');
      return json({}, 401);
    });
    await expect(client.get('/api/a')).rejects.toMatchObject({ code: 'network', status: 0 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(shared.data?.token).toBe('old');
  });

  test('the body is cloned before sending, so the retry sends what the caller passed', async () => {
    const counter = { refreshes: 0 };
    const { client, calls } = setup(rotatingServer(counter, 10));
    const body = { title: 'first', tags: ['a'] };
    const pending = client.post('/api/save', { body });
    body.title = 'changed';
    body.tags.push('b');
    await pending;
    const sends = calls.filter((c) => c.path === '/api/save');
    expect(sends).toHaveLength(2);
    expect(sends[1]!.body).toEqual({ title: 'first', tags: ['a'] });
  });
});
