import { lazyModule } from '../lazy.ts';

// The dialog implementation (Radix's dialog primitive), loaded when a dialog first opens: pages
// that show one never carry the library on their first paint (ADR 0009).
const overlays = lazyModule(() => import(/* webpackChunkName: "kit-overlays" */ './impl.tsx'), '[ui] overlay');

export const loadOverlays = overlays.load;
export const useOverlays = overlays.useLoaded;
export const preloadOverlays = overlays.preload;
