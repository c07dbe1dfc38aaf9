// Version skew (docs/architecture.md ("Rules, and why")): a chunk of an old build that is gone, or a remote
// script that failed to load, reloads the page once. A sessionStorage timestamp guards
// against a reload loop: at most one reload in 10 s (docs/product.md).
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'portal:chunk-reload-at';

const CHUNK_MESSAGE =
  /Loading (CSS )?chunk [\w-]+ failed|ChunkLoadError|ScriptExternalLoadError|RUNTIME-008|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** webpack's ChunkLoadError, Module Federation's script load errors and native import() failures. */
export function isChunkLoadError(error: unknown, depth = 0): boolean {
  if (!error || depth > 3) return false;
  if (typeof error === 'string') return CHUNK_MESSAGE.test(error);
  if (typeof error !== 'object') return false;
  const e = error as { name?: unknown; message?: unknown; cause?: unknown };
  if (e.name === 'ChunkLoadError' || e.name === 'ScriptExternalLoadError') return true;
  if (typeof e.message === 'string' && CHUNK_MESSAGE.test(e.message)) return true;
  return isChunkLoadError(e.cause, depth + 1);
}

export interface ReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  reload?: () => void;
}

/** Reloads unless a reload already happened in the last 10 s. Returns whether it reloaded. */
export function reloadOnce({ storage = sessionStorageOrNull(), now = Date.now, reload = () => window.location.reload() }: ReloadDeps = {}): boolean {
  const at = now();
  let last: number;
  try {
    last = Number(storage?.getItem(RELOAD_GUARD_KEY) ?? 0) || 0;
  } catch {
    last = 0;
  }
  if (last && at - last < RELOAD_GUARD_MS) return false;
  try {
    storage?.setItem(RELOAD_GUARD_KEY, String(at));
  } catch {
    // without storage there is no guard; one reload still beats a broken page
  }
  reload();
  return true;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Handles an error if it is a chunk-load error; true when handled. */
export function handleChunkError(error: unknown, deps?: ReloadDeps): boolean {
  if (!isChunkLoadError(error)) return false;
  if (!reloadOnce(deps)) console.error('A chunk failed to load again within 10 s; not reloading.', error);
  return true;
}

/** Window 'error' and 'unhandledrejection' listeners; returns the clean-up. */
export function installChunkErrorReload(win: Window = window, deps?: ReloadDeps): () => void {
  const onError = (event: ErrorEvent) => void handleChunkError(event.error ?? event.message, deps);
  const onRejection = (event: PromiseRejectionEvent) => void handleChunkError(event.reason, deps);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
