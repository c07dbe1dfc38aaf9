// What the embed reads from the portal: the tenant's public configuration and the event, both
// anonymously (credentials omitted: the embed runs on another site and never sees the viewer's
// portal session), through CORS allowed for the tenant's embed_origins (ADR 0034).
import { mapEvent, type EventMedia, type PublicTenantConfig, type RawEvent } from '@portal/shared';

export interface EmbedProps {
  eventId: string;
  /** The portal's origin (where embed.js came from). */
  portalOrigin: string;
  /** Tenant id when the portal origin serves several (dev: ?tenant=). */
  tenant?: string | null;
  /** data-locale on the element; the tenant's default locale otherwise. */
  locale?: string | null;
}

export type EmbedConfig = Pick<PublicTenantConfig, 'name' | 'default_locale' | 'default_color_mode' | 'appearance'>;

function url(props: EmbedProps, path: string): string {
  const u = new URL(path, props.portalOrigin);
  if (props.tenant) u.searchParams.set('tenant', props.tenant);
  return u.toString();
}

async function getJson<T>(href: string, signal: AbortSignal): Promise<T> {
  const res = await fetch(href, { credentials: 'omit', signal, headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${res.status} ${href}`);
  return ((await res.json()) as { content: T }).content;
}

export async function loadEmbedData(props: EmbedProps, signal: AbortSignal): Promise<{ config: EmbedConfig; event: EventMedia }> {
  const [config, raw] = await Promise.all([
    getJson<PublicTenantConfig>(url(props, '/api/customer/config'), signal),
    getJson<RawEvent>(url(props, `/api/event/get_by_id/id/${encodeURIComponent(props.eventId)}`), signal),
  ]);
  // Ads stay off in embeds: the tenant's own page is not ours to interrupt.
  return { config, event: mapEvent(raw, { ...config, enable_ads: false }) };
}

/** Plays in the embed only when anybody may watch it now; otherwise the poster links to the portal. */
export function embedPlayable(event: EventMedia): boolean {
  return event.isEventAvailableForUser && event.isEventAvailableInUserRegion && event.eventStatus !== 'UPCOMING' && !!event.source.hd;
}

/** The event's page on the portal (channels have their own path). */
export function portalEventUrl(props: EmbedProps, event: EventMedia): string {
  const kind = event.eventType === 'channel' ? 'channels' : 'events';
  return url(props, `/${kind}/${encodeURIComponent(event.id)}/`);
}
