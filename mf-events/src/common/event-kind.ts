import type { EventMedia } from '@portal/shared';

export type EventKindView = 'live' | 'upcoming' | 'archived' | 'channel';

/** Which of the four kinds an event is, from its status (the API sends LIVE, UPCOMING, ARCHIVED, CHANNEL). */
export function eventKind(event: Pick<EventMedia, 'eventStatus' | 'eventType'>): EventKindView {
  const status = (event.eventStatus ?? '').toUpperCase();
  if (status === 'LIVE') return 'live';
  if (status === 'UPCOMING') return 'upcoming';
  if (status === 'CHANNEL' || event.eventType === 'channel') return 'channel';
  return 'archived';
}

export const hasScore = (event: EventMedia): boolean => {
  const kind = eventKind(event);
  return (kind === 'live' || kind === 'archived') && event.team1.score !== null && event.team2.score !== null;
};

export const eventHref = (event: Pick<EventMedia, 'id'>): string => `/events/${encodeURIComponent(event.id)}/`;
