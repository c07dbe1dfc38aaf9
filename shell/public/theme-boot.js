// Runs before first paint (an external file, so the CSP needs no unsafe-inline):
// applies the saved colour mode so the page never flashes the wrong theme.
// Same rules as src/theme/color-mode.ts (keep them in step):
// - preference: localStorage 'portal:color-mode' (JSON string light|dark|system), else the
//   tenant default the server wrote into data-default-color-mode;
// - tenants without the white theme (data-white-theme="false") are dark only;
// - system follows prefers-color-scheme. A page-forced mode is only known once the route
//   resolves; React applies it.
(function () {
  var root = document.documentElement;
  var DARK = '#0f1624';
  var LIGHT = '#f4f7fc';
  var fallback = root.getAttribute('data-default-color-mode');
  if (fallback !== 'light' && fallback !== 'dark' && fallback !== 'system') fallback = 'dark';
  var saved = null;
  try {
    saved = JSON.parse(localStorage.getItem('portal:color-mode') || 'null');
  } catch (e) {
    /* blocked or corrupt storage: keep the default */
  }
  var preference = saved === 'light' || saved === 'dark' || saved === 'system' ? saved : fallback;
  if (root.getAttribute('data-white-theme') === 'false') preference = 'dark';
  var prefersLight = false;
  try {
    prefersLight = window.matchMedia('(prefers-color-scheme: light)').matches;
  } catch (e) {
    /* no matchMedia: dark */
  }
  var mode = preference === 'system' ? (prefersLight ? 'light' : 'dark') : preference;
  root.setAttribute('data-color-mode', mode);
  root.style.colorScheme = mode;
  root.style.backgroundColor = mode === 'light' ? LIGHT : DARK;
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', mode === 'light' ? LIGHT : DARK);
})();
