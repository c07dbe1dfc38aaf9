import { VERSION_FOCUS_THROTTLE_MS, VERSION_POLL_INTERVAL_MS, fetchBuildId, startVersionPolling } from './version-poll.ts';

function fakeServer(initial: string) {
  let id = initial;
  const fetch = jest.fn(async (url: string, init?: RequestInit) => {
    expect(url).toBe('/builds/latest.json');
    expect(init?.cache).toBe('no-store');
    return new Response(JSON.stringify({ id, builtAt: '2025-01-01T00:00:00Z' }), { status: 200 });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch, deploy: (next: string) => void (id = next) };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('version polling', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('polls every 5 minutes and reports a new build once', async () => {
    const server = fakeServer('a');
    const onNewBuild = jest.fn();
    const stop = startVersionPolling({ currentId: 'a', fetch: server.fetch, onNewBuild });
    await jest.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveBeenCalledTimes(1);
    expect(VERSION_POLL_INTERVAL_MS).toBe(300_000);
    await jest.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS);
    expect(server.calls).toHaveBeenCalledTimes(2);
    expect(onNewBuild).not.toHaveBeenCalled();
    server.deploy('b');
    await jest.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS);
    expect(onNewBuild).toHaveBeenCalledWith('b');
    await jest.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    stop();
    await jest.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS * 3);
    expect(server.calls).toHaveBeenCalledTimes(4);
  });

  it('without a known build the first answer is the baseline', async () => {
    const server = fakeServer('a');
    const onNewBuild = jest.fn();
    const stop = startVersionPolling({ fetch: server.fetch, onNewBuild });
    await jest.advanceTimersByTimeAsync(0);
    expect(onNewBuild).not.toHaveBeenCalled();
    server.deploy('b');
    await jest.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS);
    expect(onNewBuild).toHaveBeenCalledWith('b');
    stop();
  });

  it('checks again when the tab regains focus, at most once a minute', async () => {
    const server = fakeServer('a');
    let now = 0;
    const stop = startVersionPolling({ currentId: 'a', fetch: server.fetch, onNewBuild: jest.fn(), now: () => now });
    await jest.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveBeenCalledTimes(1);
    now += 10_000;
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(server.calls).toHaveBeenCalledTimes(1);
    now += VERSION_FOCUS_THROTTLE_MS;
    window.dispatchEvent(new Event('focus'));
    await flush();
    expect(server.calls).toHaveBeenCalledTimes(2);
    stop();
  });

  it('a failed or malformed answer is not a new build', async () => {
    expect(await fetchBuildId((async () => new Response('nope', { status: 503 })) as unknown as typeof fetch)).toBeNull();
    expect(await fetchBuildId((async () => new Response('{}', { status: 200 })) as unknown as typeof fetch)).toBeNull();
    expect(await fetchBuildId((async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch)).toBeNull();
  });
});
