// Links that share a moment or a clip (issue 15 item 4). Paths are the portal's own routes:
// an event page with `?t=` (seconds, whole), a clip through its event page's `?highlight=`.
import type { EventMedia } from '@portal/shared';

/** `/events/{id}/?t=<seconds>` on this origin; no `t` for live (see use-start-at.ts) or at 0. */
export function momentUrl(origin: string, eventId: string, seconds: number | null): string {
  const url = new URL(`/events/${encodeURIComponent(eventId)}/`, origin);
  const t = seconds == null || !Number.isFinite(seconds) ? 0 : Math.floor(seconds);
  if (t > 0) url.searchParams.set('t', String(t));
  return url.href;
}

/** A clip or highlight opens on its event's page, which plays it (browse-links.ts). */
export function clipUrl(origin: string, clip: Pick<EventMedia, 'id' | 'eventId'>, seconds: number | null = null): string {
  const url = new URL(`/events/${encodeURIComponent(clip.eventId ?? clip.id)}/`, origin);
  url.searchParams.set('highlight', clip.id);
  const t = seconds == null || !Number.isFinite(seconds) ? 0 : Math.floor(seconds);
  if (t > 0) url.searchParams.set('t', String(t));
  return url.href;
}
