// docs/product.md "Live socket" on the event page, through the page's one socket (getRealtime()):
// the event room is joined for LIVE and UPCOMING events and left when the page changes event;
// `event-url-change` swaps the stream in place (no reload), `update-event` refreshes score and
// status here and in every cached list (so visible cards follow). A purchase made in any of the
// viewer's tabs (`user-purchase-status` in the user room) refetches the events, so the page unlocks
// and the cards' access badges go at once.
import { useEffect } from 'react';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { getCustomerConfig, getRealtime, mapEvent, type EventMedia, type PagedList, type RawEvent } from '@portal/shared';
import { eventQuery } from './get-event.ts';

type Cached = EventMedia | PagedList<EventMedia> | InfiniteData<PagedList<EventMedia>> | undefined;

/** Replaces the event wherever a cached list or detail holds it. */
export function patchCachedEvent(queryClient: QueryClient, eventId: string, patch: (event: EventMedia) => EventMedia): void {
  const patchList = (list: PagedList<EventMedia>) =>
    list.entries.some((e) => e.id === eventId) ? { ...list, entries: list.entries.map((e) => (e.id === eventId ? patch(e) : e)) } : list;
  queryClient.setQueriesData<Cached>({ queryKey: ['events'] }, (data) => {
    if (!data || typeof data !== 'object') return data;
    if ('pages' in data && Array.isArray(data.pages)) return { ...data, pages: data.pages.map(patchList) };
    if ('entries' in data && Array.isArray(data.entries)) return patchList(data);
    if ('id' in data && (data as EventMedia).id === eventId) return patch(data as EventMedia);
    return data;
  });
}

export function useLiveEvent(eventId: string, status: string | null | undefined): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const realtime = getRealtime();
    if (!realtime) return;
    realtime.setEvent(eventId, status);
  }, [eventId, status]);

  // Leaving the page (or changing event) leaves the room.
  useEffect(() => () => getRealtime()?.setEvent(null), [eventId]);

  useEffect(() => listenLive(queryClient, (id) => id === eventId, eventId), [eventId, queryClient]);
}

/**
 * A fetch of the event that was already on its way when a message came (the refetch after a room
 * join, say) may answer with the state from before it and overwrite the patch: ask again, which
 * cancels that fetch. Seen in CI: start pushed 12 ms after the join's refetch left.
 */
function askAgainIfInFlight(queryClient: QueryClient, eventId: string): void {
  const { queryKey } = eventQuery(eventId);
  if (queryClient.isFetching({ queryKey })) void queryClient.invalidateQueries({ queryKey });
}

/**
 * The live messages for a set of events (`mine`; `pageEvent` is the one a message without an id is for): a stream change swaps that event's stream only, an
 * update refreshes it (and any other cached copy), a purchase refetches. Returns the unsubscribe.
 */
function listenLive(queryClient: QueryClient, mine: (eventId: string) => boolean, pageEvent: string | null = null): () => void {
  const realtime = getRealtime();
  if (!realtime) return () => {};
  const offUrl = realtime.on('event-url-change', (payload) => {
    // Without an id the message is for the page's own event (older servers); a multiview ignores it.
    const target = payload.eventId !== undefined ? String(payload.eventId) : pageEvent;
    if (target === null || !mine(target)) return;
    const detail = queryClient.getQueryData(eventQuery(target).queryKey);
    if (!detail) {
      void queryClient.invalidateQueries({ queryKey: eventQuery(target).queryKey });
      return;
    }
    patchCachedEvent(queryClient, target, (e) => ({
      ...e,
      isEventStartingSoon: false,
      eventStatus: 'LIVE',
      playerError: null,
      source: { ...e.source, hd: payload.eventUrl || e.source.hd },
    }));
    askAgainIfInFlight(queryClient, target);
  });
  const offUpdate = realtime.on('update-event', (payload) => {
    const id = String(payload.eventId ?? '');
    if (!id) return;
    const raw = payload.event as RawEvent | undefined;
    if (raw && typeof raw === 'object') {
      const fresh = mapEvent(raw, getCustomerConfig());
      // The stream in use stays: event-url-change decides it.
      patchCachedEvent(queryClient, id, (e) => ({ ...fresh, source: { ...fresh.source, hd: e.source.hd ?? fresh.source.hd } }));
      askAgainIfInFlight(queryClient, id);
    } else if (mine(id)) {
      void queryClient.invalidateQueries({ queryKey: eventQuery(id).queryKey });
    }
  });
  const offPurchase = realtime.on('user-purchase-status', () => {
    void queryClient.invalidateQueries({ queryKey: ['events'] });
  });
  // A start or stream change between the page's fetch and the room join (the socket opens on demand)
  // or while disconnected was not heard: once the room is (re)joined, the event is asked again.
  // (A shell older than onRoomJoined simply does not call back.)
  const offJoined =
    typeof realtime.onRoomJoined === 'function'
      ? realtime.onRoomJoined((id) => {
          if (mine(id)) void queryClient.invalidateQueries({ queryKey: eventQuery(id).queryKey });
        })
      : () => {};
  return () => {
    offUrl();
    offUpdate();
    offPurchase();
    offJoined();
  };
}

/**
 * Multiview (issue 16 item 4): the live updates of several events through the page's one socket.
 * Each event's room is held while it is shown (Realtime.followEvent); one set of listeners serves all.
 */
export function useLiveEvents(events: ReadonlyArray<{ id: string; status: string | null | undefined }>): void {
  const queryClient = useQueryClient();
  const rooms = events.map((e) => `${e.id}:${e.status ?? ''}`).join(',');
  const ids = events.map((e) => e.id).join(',');

  useEffect(() => {
    const realtime = getRealtime();
    if (!realtime) return;
    const releases = rooms
      .split(',')
      .filter(Boolean)
      .map((room) => {
        const [id = '', status = ''] = room.split(':');
        // A shell built before followEvent existed: only the first event follows live (its page room).
        if (typeof realtime.followEvent !== 'function') {
          realtime.setEvent(id, status);
          return () => realtime.setEvent(null);
        }
        return realtime.followEvent(id, status);
      });
    return () => releases.forEach((release) => release());
  }, [rooms]);

  useEffect(() => {
    const set = new Set(ids.split(',').filter(Boolean));
    return listenLive(queryClient, (id) => set.has(id));
  }, [ids, queryClient]);
}
