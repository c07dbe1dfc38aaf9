import { lazyModule } from '@portal/shared/ui';

// embla loads when a carousel is first used (pointer over it, focus in it, a swipe or a button),
// not with the home page's first paint (ADR 0009).
const carousel = lazyModule(() => import(/* webpackChunkName: "carousel" */ './engine.tsx'), '[events] carousel');

export const loadCarouselEngine = carousel.load;
export const useCarouselEngine = carousel.useLoaded;
export const preloadCarouselEngine = carousel.preload;
