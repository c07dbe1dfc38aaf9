// GA4's gtag.js, loaded only when the tenant gives a measurement id outside local
// environments (api/README.md: skipped locally). The tag carries the page's CSP nonce; the
// policy allows Google's tag and collection origins only for such tenants (api/src/static/portal.ts).
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

export function loadGtag(
  measurementId: string,
  { nonce, doc = document, win = window as unknown as GtagWindow }: { nonce?: string; doc?: Document; win?: GtagWindow } = {},
): boolean {
  if (!measurementId || doc.querySelector('script[data-gtag]')) return false;
  win.dataLayer ??= [];
  // gtag.js reads Arguments objects from the data layer, not arrays: this is Google's stub.
  win.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer!.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', measurementId);
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`;
  script.dataset.gtag = measurementId;
  if (nonce) script.nonce = nonce;
  doc.head.appendChild(script);
  return true;
}
