// Entry: sets the CSP nonce for chunks webpack injects, then crosses the async
// boundary Module Federation needs to negotiate shared singletons.
// webpack rewrites assignments to this free variable into its runtime's nonce.
declare let __webpack_nonce__: string | undefined;
const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
// eslint-disable-next-line prefer-const -- webpack's free variable, assigned once here
__webpack_nonce__ = meta?.nonce || meta?.content || undefined;

import('./bootstrap.tsx').catch((error: unknown) => {
  console.error('The portal could not start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'The portal could not start. Please reload the page.';
});
