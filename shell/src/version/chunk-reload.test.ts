import { RELOAD_GUARD_KEY, handleChunkError, installChunkErrorReload, isChunkLoadError, reloadOnce } from './chunk-reload.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('chunk-load errors', () => {
  it('recognises webpack, Module Federation and native import failures', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.\n(error: http://x/123.js)'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk main failed.'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ScriptExternalLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('wrapper', { cause: chunk }))).toBe(true);
  });

  it('ignores everything else', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
  });
});

describe('reload guard (at most once in 10 s)', () => {
  it('reloads, then not again within 10 s, then again after', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    let now = 1_000_000;
    const deps = { storage, reload, now: () => now };
    expect(reloadOnce(deps)).toBe(true);
    expect(storage.data.get(RELOAD_GUARD_KEY)).toBe('1000000');
    now += 9_999;
    expect(reloadOnce(deps)).toBe(false);
    now += 1;
    expect(reloadOnce(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('window error and unhandledrejection handlers reload on a chunk error only', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    const stop = installChunkErrorReload(window, { storage, reload, now: () => 5_000_000 });
    const rejection = (reason: unknown) => {
      const event = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.defineProperty(event, 'reason', { value: reason });
      window.dispatchEvent(event);
    };
    rejection(new Error('something else'));
    expect(reload).not.toHaveBeenCalled();
    rejection(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }));
    expect(reload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new ErrorEvent('error', { error: Object.assign(new Error('x'), { name: 'ChunkLoadError' }) }));
    expect(reload).toHaveBeenCalledTimes(1); // guarded
    stop();
    rejection(Object.assign(new Error('Loading chunk 8 failed.'), { name: 'ChunkLoadError' }));
    expect(reload).toHaveBeenCalledTimes(1);
    errorLog.mockRestore();
  });

  it('handleChunkError tells whether it handled the error', () => {
    const reload = jest.fn();
    expect(handleChunkError(new Error('nope'), { storage: memoryStorage(), reload })).toBe(false);
    expect(handleChunkError(new Error('Loading chunk 1 failed.'), { storage: memoryStorage(), reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
