import createCache, { type EmotionCache } from '@emotion/cache';

/** Key of the one emotion cache of the portal (class names start with `portal-`). */
export const EMOTION_CACHE_KEY = 'portal';

/**
 * The single emotion cache of the page, carrying the CSP nonce so its `<style>` tags pass
 * `style-src 'nonce-N'`. The shell creates it once and provides it with `<CacheProvider>`;
 * a separately mounted React root (e.g. a parcel) must provide the same cache.
 */
export function createPortalEmotionCache(nonce?: string, container?: HTMLElement): EmotionCache {
  return createCache({ key: EMOTION_CACHE_KEY, ...(nonce ? { nonce } : {}), ...(container ? { container } : {}) });
}

/**
 * Reads the CSP nonce the server put on `<meta property="csp-nonce">`.
 * Uses the `.nonce` property: browsers hide the attribute value once the page is parsed.
 */
export function readCspNonce(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  if (!meta) return undefined;
  return meta.nonce || meta.getAttribute('nonce') || meta.getAttribute('content') || undefined;
}
