import { arr, obj, optStr, str, type Raw } from '@portal/shared';

export interface Clip {
  id: string;
  title: string;
  eventId: string | null;
  eventType: 'highlight' | 'user_clip';
}

/** Media types a user made (theirs to rename and delete); the rest are the provider's highlights. */
const USER_MEDIA = new Set(['user_clip', 'user_highlight']);

/**
 * api/README.md's Clip.eventType comes from the item's media type: the API's own `eventType` is the kind
 * of event the clip was cut from ('game', 'channel'), never 'user_clip'.
 */
export function mapClip(raw: Raw): Clip {
  const r = obj(raw);
  const mediaType = optStr(r.mediaType ?? r.media_type);
  return {
    id: str(r.id),
    title: str(r.title),
    eventId: optStr(r.eventId),
    eventType: mediaType !== null && USER_MEDIA.has(mediaType) ? 'user_clip' : 'highlight',
  };
}

/** The watchlist: saved video ids and a lookup map of id to true. */
export interface Watchlist {
  ids: string[];
  selected: Record<string, true>;
}

/** From the watchlist's entries: ids, or objects with `id`/`video_id`. */
export function mapWatchlist(entries: unknown): Watchlist {
  const ids = arr(entries)
    .map((e) => (typeof e === 'object' && e !== null ? str(obj(e).video_id ?? obj(e).id) : str(e)))
    .filter((id) => id !== '');
  const selected: Record<string, true> = {};
  for (const id of ids) selected[id] = true;
  return { ids, selected };
}
