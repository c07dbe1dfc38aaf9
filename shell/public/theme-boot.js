// Runs before first paint (an external file, so the CSP needs no unsafe-inline):
// applies the saved colour mode so the page never flashes the wrong theme.
(function () {
  var root = document.documentElement;
  var fallback = root.getAttribute('data-default-color-mode') || 'dark';
  var saved = null;
  try { saved = JSON.parse(localStorage.getItem('portal:color-mode') || 'null'); } catch (e) { saved = null; }
  var preference = saved === 'light' || saved === 'dark' || saved === 'system' ? saved : fallback;
  if (fallback === 'dark' && root.getAttribute('data-white-theme') === 'false') preference = 'dark';
  var mode = preference === 'system' ? (window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark') : preference;
  root.setAttribute('data-color-mode', mode);
  root.style.colorScheme = mode;
  root.style.backgroundColor = mode === 'light' ? '#f4f7fc' : '#0f1624';
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', mode === 'light' ? '#f4f7fc' : '#0f1624');
})();
