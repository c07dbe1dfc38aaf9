import { useEffect, useReducer } from 'react';

/**
 * A module loaded once, on demand, in its own chunk (ADR 0009): a component's first paint carries its
 * own code, not the library behind it (the kit's Dialog, the shell's menus, mf-events' carousel).
 * `name` says in the console which chunk failed.
 */
export function lazyModule<M>(factory: () => Promise<M>, name: string) {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;

  function load(): Promise<M> {
    pending ??= factory().then(
      (m) => (loaded = m),
      (error: unknown) => {
        pending = null; // the next intent retries
        throw error;
      },
    );
    return pending;
  }

  /** The module once loaded (at once if it already is); starts loading while `wanted`. */
  function useLoaded(wanted: boolean): M | null {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      if (!wanted || loaded) return undefined;
      let live = true;
      load().then(
        () => live && rerender(),
        (error: unknown) => console.error(`${name} chunk failed to load`, error),
      );
      return () => {
        live = false;
      };
    }, [wanted]);
    return loaded;
  }

  /** For intent handlers (pointer over, focus): errors surface when the module is actually wanted. */
  const preload = () => {
    if (!loaded) load().catch(() => {});
  };

  return { load, useLoaded, preload };
}
