// Browsers fire 'load' on their own error page when a framed origin refuses the
// connection, so the iframe alone cannot tell "loaded" from "unreachable". An opaque
// (no-cors) request to the same URL rejects on exactly those network failures (refused,
// DNS, TLS) without needing the form to allow CORS.

/** Resolves false when the form's origin cannot be reached at all. */
export async function isFormReachable(url: string, fetchImpl: typeof fetch | null = globalThis.fetch ?? null): Promise<boolean> {
  if (!fetchImpl) return true;
  try {
    await fetchImpl(url, { mode: 'no-cors', credentials: 'omit', cache: 'no-store', redirect: 'follow' });
    return true;
  } catch {
    return false;
  }
}
