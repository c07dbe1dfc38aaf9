import { lazyModule } from '../lazy.ts';

// The overlay implementations (Radix primitives, floating-ui), loaded on first intent: the header's
// triggers are on every first paint, the libraries behind them are not (ADR 0009).
const overlays = lazyModule(() => import(/* webpackChunkName: "kit-overlays" */ './impl.tsx'), 'overlay');

export const loadOverlays = overlays.load;
export const useOverlays = overlays.useLoaded;
export const preloadOverlays = overlays.preload;
