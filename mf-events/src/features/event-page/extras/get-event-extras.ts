// What the event page loads beside the event (docs/product.md "Event load", api/README.md calls): commerce
// options, stats, tags, game/player highlights, the user's clips, a channel's programme.
// Secondary loads fall back to empty data and are logged (api/README.md); tags are the exception:
// their error is shown where the tags would be, so their query throws.
import { queryOptions } from '@tanstack/react-query';
import { api, apiPaged, arr, getCustomerConfig, mapEvent, num, obj, optStr, str, type EventMedia, type RawEvent } from '@portal/shared';
import { mapEventStats, type EventStats } from './stats.ts';
import { mapTag, tagCreationPayload, type NewTag, type Tag } from './tag.ts';
import { viewerKey } from '../../../common/viewer-key.ts';

/** docs/product.md: event-linked user media, highlights and player highlights, 24 newest first. */
export const EVENT_MEDIA_SIZE = 24;
/** docs/product.md: tag list size. */
export const TAG_LIST_SIZE = 999;

async function orEmpty<T>(what: string, load: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if ((error as { name?: string })?.name === 'AbortError') throw error;
    console.error(`Event page: ${what} could not be loaded`, error);
    return empty;
  }
}

export interface CommerceOption {
  id: string;
  title: string;
  description: string | null;
  price: number | null;
  currency: string;
  /** 'ppv' (a ticket for this event) or a plan's type ('svod', 'cvod'). */
  type: string;
  /** A plan's billing period (e.g. 1 'month'); null for a ticket. */
  duration: number | null;
  durationUnits: string | null;
}

export function mapCommerceOption(raw: unknown): CommerceOption {
  const r = obj(raw);
  const price = r.price == null ? null : Number(r.price);
  return {
    id: str(r.id),
    title: str(r.title) || 'NO TITLE',
    description: optStr(r.description),
    price: price !== null && Number.isFinite(price) ? price : null,
    currency: optStr(r.currency) ?? 'N/A',
    type: str(r.type),
    duration: r.duration == null || !Number.isFinite(Number(r.duration)) ? null : Number(r.duration),
    durationUnits: optStr(r.durationUnits),
  };
}

export const commerceOptionsQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['events', 'commerce', eventId, viewerKey()],
    queryFn: ({ signal }) =>
      orEmpty(
        'commerce options',
        async () => (await apiPaged(api.get(`/api/event/get_commerce_options?eventId=${encodeURIComponent(eventId)}`, { signal }), mapCommerceOption)).entries,
        [] as CommerceOption[],
      ),
  });

export const statsQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['events', 'stats', eventId],
    queryFn: ({ signal }) =>
      orEmpty<EventStats | null>(
        'stats',
        async () => {
          const content = obj(await api.get(`/api/event/stats?id=${encodeURIComponent(eventId)}&score=true&overview=true`, { signal }));
          const vidswap = obj(content.vidswap);
          return vidswap['game-scores'] || vidswap['game-overview'] ? mapEventStats(vidswap) : null;
        },
        null,
      ),
  });

export const tagsQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['events', 'tags', eventId],
    queryFn: async ({ signal }) => {
      const content = await api.post('/api/tag/list', { body: { targetId: eventId, page: 0, size: TAG_LIST_SIZE }, signal });
      const entries = arr(obj(content).entries ?? content);
      return entries.map((e) => mapTag(e as Record<string, unknown>)).sort((a, b) => a.startTime - b.startTime);
    },
  });

export type HighlightKind = 'game' | 'player';

export const highlightsQuery = (eventId: string, kind: HighlightKind) =>
  queryOptions({
    queryKey: ['events', 'highlights', eventId, kind],
    queryFn: ({ signal }) =>
      orEmpty(
        `${kind} highlights`,
        async () => {
          const config = getCustomerConfig();
          const body = { eventId, type: kind, page: 0, size: EVENT_MEDIA_SIZE, sort: 'added', order: 'desc' };
          return (await apiPaged(api.post('/api/clip/list', { body, signal }), (raw: RawEvent) => mapEvent(raw, config))).entries;
        },
        [] as EventMedia[],
      ),
  });

export const userClipsQuery = (eventId: string) =>
  queryOptions({
    queryKey: ['events', 'user-clips', eventId],
    queryFn: ({ signal }) =>
      orEmpty(
        'user clips',
        async () => {
          const config = getCustomerConfig();
          const body = { eventId, page: 0, size: EVENT_MEDIA_SIZE, sort: 'added', order: 'desc' };
          return (await apiPaged(api.post('/api/clip/user_list', { body, signal }), (raw: RawEvent) => mapEvent(raw, config))).entries;
        },
        [] as EventMedia[],
      ),
  });

export interface Programme {
  id: string;
  title: string;
  description: string | null;
  start: number;
  end: number;
}

export const programmeQuery = (epgUrl: string | null, eventId: string) =>
  queryOptions({
    queryKey: ['events', 'epg', eventId, epgUrl],
    queryFn: ({ signal }) =>
      orEmpty(
        'programme',
        async () => {
          if (!epgUrl) return [];
          // The API hands out an absolute URL; on the portal's origin it goes through the API
          // client, a guide elsewhere is fetched as it is.
          const url = new URL(epgUrl, globalThis.location?.href ?? 'http://localhost/');
          const local = !globalThis.location || url.origin === globalThis.location.origin;
          const content = obj(
            local ? await api.get(url.pathname + url.search, { signal }) : ((await (await fetch(url, { signal })).json()) as { content?: unknown }).content,
          );
          return arr(content.programmes)
            .map((p) => {
              const r = obj(p);
              return { id: str(r.id), title: str(r.title), description: optStr(r.description), start: Date.parse(str(r.start)), end: Date.parse(str(r.end)) };
            })
            .filter((p) => Number.isFinite(p.start) && Number.isFinite(p.end))
            .sort((a, b) => a.start - b.start);
        },
        [] as Programme[],
      ),
  });

export async function createTag(tag: NewTag): Promise<Tag> {
  return mapTag(await api.post('/api/tag/saveV2', { body: tagCreationPayload(tag) }));
}

export async function updateTag(tag: Pick<Tag, 'id' | 'title'>): Promise<void> {
  await api.post('/api/tag/update', { body: { id: num(tag.id), title: tag.title } });
}

export async function removeTags(ids: string[]): Promise<void> {
  await api.post('/api/tag/remove_list', { body: { ids: ids.map(Number) } });
}

export interface NewClip {
  eventId: string;
  title: string;
  /** Seconds in the event's stream. */
  start: number;
  end: number;
}

export async function createClip(clip: NewClip): Promise<EventMedia> {
  const body = {
    targetId: clip.eventId,
    title: clip.title,
    startTime: Math.round(clip.start * 1000),
    endTime: Math.round(clip.end * 1000),
    type: 'user_clip',
    mode: 'sync',
    streamName: 'hd',
  };
  return mapEvent((await api.post('/api/clip/create', { body })) as RawEvent, getCustomerConfig());
}

export async function renameClip(id: string, title: string): Promise<void> {
  await api.post(`/api/clip/update/${encodeURIComponent(id)}`, { body: { title } });
}

export async function deleteClip(id: string): Promise<void> {
  await api.post(`/api/clip/delete/${encodeURIComponent(id)}`, { body: {} });
}
