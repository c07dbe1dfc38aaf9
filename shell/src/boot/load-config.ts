// The tenant configuration is the first thing the shell needs: it says which
// remotes exist, where they come from and which prefixes they own. The server
// inlines it in the page (<script id="portal-config" type="application/json">,
// ADR 0021) so start-up needs no round trip; the fetch is the fallback.
import type { PublicTenantConfig } from '@portal/shared';

export const CONFIG_TIMEOUT_MS = 10_000;
export const INLINE_CONFIG_ID = 'portal-config';

const isConfig = (value: unknown): value is PublicTenantConfig =>
  typeof value === 'object' && value !== null && Array.isArray((value as PublicTenantConfig).remotes);

/** The configuration the server put in the page, once: a retry after a failure fetches it fresh. */
export function readInlineConfig(doc: Document = document): PublicTenantConfig | null {
  const element = doc.getElementById(INLINE_CONFIG_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent);
    return isConfig(value) ? value : null;
  } catch {
    return null;
  }
}

export async function fetchCustomerConfig(fetchImpl: typeof fetch = fetch): Promise<PublicTenantConfig> {
  const response = await fetchImpl('/api/customer/config', {
    cache: 'no-store',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The portal configuration answered ${response.status}`);
  const body = (await response.json()) as { content?: PublicTenantConfig };
  if (!isConfig(body.content)) throw new Error('The portal configuration is malformed');
  return body.content;
}

export async function loadCustomerConfig(fetchImpl: typeof fetch = fetch, doc: Document = document): Promise<PublicTenantConfig> {
  return readInlineConfig(doc) ?? fetchCustomerConfig(fetchImpl);
}
