import { lazyModule } from '@portal/shared/ui';

// The menu panel (Radix's menu primitive), loaded on first intent: the header's triggers are on every
// first paint, the library behind them is not (ADR 0009).
const panel = lazyModule(() => import(/* webpackChunkName: "menu-panel" */ './panel.tsx'), '[shell] menu panel');

export const loadMenuPanel = panel.load;
export const useMenuPanel = panel.useLoaded;
export const preloadMenuPanel = panel.preload;
