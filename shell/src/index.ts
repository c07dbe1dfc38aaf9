// Entry: sets the CSP nonce for chunks webpack injects, then crosses the async
// boundary Module Federation needs to negotiate shared singletons.
import { startInSteps } from './boot/start-in-steps.ts';

// webpack rewrites assignments to this free variable into its runtime's nonce.
declare let __webpack_nonce__: string | undefined;
const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
// eslint-disable-next-line prefer-const -- webpack's free variable, assigned once here
__webpack_nonce__ = meta?.nonce || meta?.content || undefined;

// react-dom, the shared core, the router and the kit are asked for one task at a time before the
// shell itself (ADR 0041): each evaluates in a task of its own instead of all in one long one.
const STEPS = [() => import('react-dom/client'), () => import('@portal/shared'), () => import('react-router'), () => import('@portal/shared/ui')];

// The stack's floor (ADR 0045, src/floor/): a development server marks #root on /dev/floor/ only.
const started = document.getElementById('root')?.hasAttribute('data-portal-floor')
  ? import('./floor/start.ts').then((floor) => floor.startFloor())
  : startInSteps(STEPS, () => import('./bootstrap.tsx'));

started.catch((error: unknown) => {
  console.error('The portal could not start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'The portal could not start. Please reload the page.';
});
