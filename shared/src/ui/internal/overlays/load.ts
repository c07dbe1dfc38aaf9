import { useEffect, useReducer } from 'react';

type Impl = typeof import('./impl.tsx');

let loaded: Impl | null = null;
let pending: Promise<Impl> | null = null;

/**
 * Loads the overlay implementations (Radix primitives, floating-ui) once, in their own chunk:
 * the header's triggers are on every first paint, the libraries behind them are not (ADR 0009).
 * Call it on intent (pointer over or focus on a trigger) to have the chunk ready by the click.
 */
export function loadOverlays(): Promise<Impl> {
  pending ??= import(/* webpackChunkName: "kit-overlays" */ './impl.tsx').then(
    (m) => (loaded = m),
    (error: unknown) => {
      pending = null; // the next intent retries
      throw error;
    },
  );
  return pending;
}

/** The implementations once loaded (at once if they already are); starts loading while `wanted`. */
export function useOverlays(wanted: boolean): Impl | null {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!wanted || loaded) return undefined;
    let live = true;
    loadOverlays().then(
      () => live && rerender(),
      (error: unknown) => console.error('[ui] overlay chunk failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return loaded;
}

/** Preload handler for triggers; errors surface when the overlay is actually wanted. */
export const preloadOverlays = () => {
  if (!loaded) loadOverlays().catch(() => {});
};
