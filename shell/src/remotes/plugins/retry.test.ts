import { ENTRY_RETRY, retryPlugin } from './retry.ts';

type LoadEntryErrorArgs = Parameters<NonNullable<ReturnType<typeof retryPlugin>['loadEntryError']>>[0];

const remoteInfo = {
  name: 'mf_events',
  entry: 'http://cdn.test/mf-events/1.0.0/remoteEntry.js',
  type: 'global',
  entryGlobalName: 'mf_events',
  shareScope: 'default',
};
const exportsOf = (label: string) => ({ label, get: jest.fn(), init: jest.fn() });

/** Runs the plugin's loadEntryError as the MF runtime does after a failed entry script. */
function loadEntryError(getRemoteEntry: jest.Mock, globalLoading: Record<string, unknown> = { 'mf_events:entry': Promise.resolve() }, plugin = retryPlugin()) {
  const args = {
    getRemoteEntry,
    origin: {},
    remoteInfo,
    remoteEntryExports: undefined,
    globalLoading,
    uniqueKey: 'mf_events:entry',
  } as unknown as LoadEntryErrorArgs;
  return { result: plugin.loadEntryError!(args) as unknown as Promise<unknown>, globalLoading };
}

const scriptError = () => new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources.');

describe('retryPlugin (@module-federation/retry-plugin with our timings)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('leaves manifest fetching to fetch-timeout: it has no fetch hook', () => {
    const plugin = retryPlugin();
    expect(plugin.name).toBe('portal-retry');
    expect(plugin.fetch).toBeUndefined();
    expect(typeof plugin.loadEntryError).toBe('function');
    expect(typeof plugin.getModuleFactory).toBe('function');
  });

  it('an entry that failed once loads on the first retry, at once, with the runtime cache entry cleared', async () => {
    const loaded = exportsOf('entry');
    let cacheSeen: unknown = 'not called';
    const globalLoading: Record<string, unknown> = { 'mf_events:entry': Promise.resolve() };
    const getRemoteEntry = jest.fn(async () => {
      cacheSeen = globalLoading['mf_events:entry'];
      return loaded;
    });
    const { result } = loadEntryError(getRemoteEntry, globalLoading);
    await expect(result).resolves.toBe(loaded);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    expect(getRemoteEntry).toHaveBeenCalledWith(expect.objectContaining({ remoteInfo }));
    // The failed load's promise is dropped, or the runtime would hand it back again.
    expect(cacheSeen).toBeUndefined();
  });

  it(`tries ${ENTRY_RETRY.retryTimes + 1} more times, the last one ${ENTRY_RETRY.retryDelay} ms later, then gives the error to the fallback`, async () => {
    const getRemoteEntry = jest.fn(async () => {
      throw scriptError();
    });
    const { result } = loadEntryError(getRemoteEntry);
    const settled = result.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(ENTRY_RETRY.retryDelay - 1);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    await expect(settled).resolves.toContain('RUNTIME-008');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('succeeds on the last try after two failures', async () => {
    const loaded = exportsOf('third time');
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(scriptError()).mockResolvedValueOnce(loaded);
    const { result } = loadEntryError(getRemoteEntry);
    await jest.advanceTimersByTimeAsync(ENTRY_RETRY.retryDelay);
    await expect(result).resolves.toBe(loaded);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('an exposed module that loads is got once, as the runtime would', async () => {
    const factory = () => ({ routes: [] });
    const get = jest.fn().mockResolvedValue(factory);
    const plugin = retryPlugin();
    const args = { remoteEntryExports: { get, init: jest.fn() }, expose: './routes', moduleInfo: remoteInfo };
    await expect(plugin.getModuleFactory!(args as unknown as Parameters<NonNullable<typeof plugin.getModuleFactory>>[0])).resolves.toBe(factory);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('retries an exposed module whose chunk failed to load', async () => {
    const factory = () => ({ routes: [] });
    const get = jest.fn().mockRejectedValueOnce(new Error('Loading chunk 12 failed')).mockResolvedValueOnce(factory);
    const plugin = retryPlugin();
    const args = { remoteEntryExports: { get, init: jest.fn() }, expose: './routes', moduleInfo: remoteInfo };
    const result = plugin.getModuleFactory!(args as unknown as Parameters<NonNullable<typeof plugin.getModuleFactory>>[0]);
    await jest.advanceTimersByTimeAsync(ENTRY_RETRY.retryDelay);
    await expect(result).resolves.toBe(factory);
    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenLastCalledWith('./routes');
  });
});
