// The viewer's recent viewing, kept on this device (no account needed): the last events whose
// page was opened, newest first. /suggested uses it for "because you watched" when there is
// nothing followed to go on.
import { useEffect } from 'react';
import type { EventMedia } from '@portal/shared';

const KEY = 'portal-recent-views';
const MAX = 10;

export interface RecentView {
  id: string;
  title: string;
}

export function recentViews(): RecentView[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((v): v is RecentView => typeof v?.id === 'string' && typeof v?.title === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberView(event: Pick<EventMedia, 'id' | 'title'>): void {
  try {
    const next = [{ id: event.id, title: event.title }, ...recentViews().filter((v) => v.id !== event.id)].slice(0, MAX);
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: suggestions fall back to the latest events
  }
}

/** Called by the event page: remembers the view (channels are not "watched" videos). */
export function useRememberView(event: Pick<EventMedia, 'id' | 'title' | 'eventStatus'>): void {
  const { id, title, eventStatus } = event;
  useEffect(() => {
    if (eventStatus !== 'CHANNEL') rememberView({ id, title });
  }, [id, title, eventStatus]);
}
