// The tenant configuration is the first thing the shell needs: it says which
// remotes exist, where they come from and which prefixes they own.
import type { PublicTenantConfig } from '@portal/shared';

export const CONFIG_TIMEOUT_MS = 10_000;

export async function loadCustomerConfig(fetchImpl: typeof fetch = fetch): Promise<PublicTenantConfig> {
  const response = await fetchImpl('/api/customer/config', {
    cache: 'no-store',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The portal configuration answered ${response.status}`);
  const body = (await response.json()) as { content?: PublicTenantConfig };
  if (!body.content || !Array.isArray(body.content.remotes)) throw new Error('The portal configuration is malformed');
  return body.content;
}
