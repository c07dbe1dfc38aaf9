// What a channel card shows instead of a date: the programme on now and the next one, from the
// channel's EPG (GET /api/channel/epg/:id, the same query and cache as the channel page's guide).
// Fetched per card, and only once the card is on screen: a row holds a dozen channels but shows
// three or four, and the event list stays lean (no guide in every list answer for every viewer).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type RefObject } from 'react';
import type { EventMedia } from '@portal/shared';
import { programmeQuery, type Programme } from '../extras/get-event-extras.ts';

export interface NowNext {
  now: Programme | null;
  next: Programme | null;
}

/** The programme running at `at` and the one after it (the guide is sorted by start). */
export function nowAndNext(programmes: Programme[], at: number): NowNext {
  const i = programmes.findIndex((p) => p.start <= at && at < p.end);
  const next = i >= 0 ? programmes[i + 1] : programmes.find((p) => p.start > at);
  return { now: i >= 0 ? programmes[i]! : null, next: next ?? null };
}

/** True once the element has come within 200 px of the viewport (always, where there is no IntersectionObserver). */
export function useSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

/**
 * Now and next of a channel once its card has been seen; null until the guide is in (or when the
 * channel has none). Re-evaluated when the current programme ends.
 */
export function useChannelNowNext(event: Pick<EventMedia, 'id' | 'source'>, seen: boolean): NowNext | null {
  const epg = event.source.epg;
  const query = useQuery({ ...programmeQuery(epg, event.id), enabled: seen && Boolean(epg), staleTime: 5 * 60_000 });
  const [at, setAt] = useState(() => Date.now());
  const result = query.data ? nowAndNext(query.data, at) : null;
  const changeAt = result?.now?.end ?? result?.next?.start;
  useEffect(() => {
    if (changeAt === undefined) return;
    // timers are 32-bit: a guide hours ahead is re-read at least every day
    const timer = setTimeout(() => setAt(Date.now()), Math.min(Math.max(changeAt - Date.now(), 1000), 86_400_000));
    return () => clearTimeout(timer);
  }, [changeAt]);
  return result && (result.now || result.next) ? result : null;
}
