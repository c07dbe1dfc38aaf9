import { MANIFEST_TIMEOUT_MS, fetchTimeoutPlugin } from './fetch-timeout.ts';

type FetchHook = NonNullable<ReturnType<typeof fetchTimeoutPlugin>['fetch']>;
const manifestUrl = 'http://cdn.test/mf-events/1.0.0/mf-manifest.json';

describe('fetchTimeoutPlugin', () => {
  const realFetch = globalThis.fetch;
  let fake: jest.Mock;
  beforeEach(() => {
    fake = jest.fn();
    globalThis.fetch = fake;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const run = (timeoutMs?: number) =>
    (fetchTimeoutPlugin(timeoutMs).fetch as FetchHook)(manifestUrl, { headers: { accept: 'application/json' } }, {} as never) as Promise<Response>;

  it('asks for the manifest without cache, with the runtime own options and an abort signal', async () => {
    const manifest = new Response('{"name":"mf_events"}', { status: 200 });
    fake.mockResolvedValue(manifest);
    await expect(run()).resolves.toBe(manifest);
    expect(fake).toHaveBeenCalledTimes(1);
    const [url, init] = fake.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(manifestUrl);
    expect(init.cache).toBe('no-store');
    expect(init.headers).toEqual({ accept: 'application/json' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(init.signal!.aborted).toBe(false);
    expect(MANIFEST_TIMEOUT_MS).toBe(8000);
  });

  it('fails on an error status, so the runtime does not parse an error page as a manifest', async () => {
    fake.mockResolvedValue(new Response('gone', { status: 404 }));
    await expect(run()).rejects.toThrow(`Manifest ${manifestUrl} answered 404`);
  });

  it('aborts a manifest request that hangs once the timeout passes', async () => {
    // A request that never answers, except by rejecting when its signal aborts (as fetch does).
    fake.mockImplementation(
      (_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    const started = Date.now();
    await expect(run(30)).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});
