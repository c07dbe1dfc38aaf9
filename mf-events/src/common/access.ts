// What a viewer needs before an event plays (issue 13 item 4: paid is visible): a ticket, a
// subscription, or nothing. Shown only where the tenant sells access (mf-commerce on); the API's
// availableForUser already counts the viewer's tickets and plans, so a purchase clears it.
import type { EventMedia, PublicTenantConfig } from '@portal/shared';

export type AccessNeed = 'ppv' | 'subscription' | null;

export const commerceOn = (config: Pick<PublicTenantConfig, 'remotes'> | null): boolean =>
  Boolean(config?.remotes.some((r) => r.id === 'mf-commerce' && r.enabled));

export function accessNeeded(event: Pick<EventMedia, 'commerceCoverage' | 'isEventAvailableForUser'>, sells: boolean): AccessNeed {
  if (!sells || event.isEventAvailableForUser) return null;
  if (event.commerceCoverage === 'commerce_ppv_media' || event.commerceCoverage === 'commerce_transactional_media') return 'ppv';
  if (event.commerceCoverage === 'commerce_subscription_basic_media') return 'subscription';
  return null;
}
