// The stack's floor (ADR 0045): what the chosen stack costs before any portal code. The same
// production shell build (its webpack and Module Federation runtime, its shared singletons, its
// start-up in steps) loads the stack's libraries, starts them as the portal does and renders one
// line: no remote, no kit, no configuration. Only a development server asks for it (#root carries
// data-portal-floor on /dev/floor/, api/src/static/floor.ts); bench/floor-ratio.mjs divides each
// page's blocking time and main-thread work by the floor's, measured in the same run.
import { startInSteps } from '../boot/start-in-steps.ts';

/** The stack's libraries in the order and grouping of the portal's own steps (src/index.ts). */
const STACK = [
  () => import('react-dom/client'),
  () => Promise.all([import('i18next'), import('react-i18next'), import('jotai'), import('@tanstack/react-query')]),
  () => import('react-router'),
  () => Promise.all([import('@emotion/react'), import('@emotion/cache')]),
];

export const startFloor = (): Promise<void> => startInSteps(STACK, () => import('./floor-page.tsx'));
