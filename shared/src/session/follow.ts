// What the viewer follows (api/README.md session "followed", api/README.md follow calls), kept in one place:
// the persisted followedAtom. Sign-in fills it, the following pages refresh it, and every follow
// button of every remote changes it through setFollow, so a button in mf-events shows a follow
// made in mf-following at once, and after a reload.
//
// Types (api/README.md "Following"): teams follow as `team`; every identity record (leagues and
// categories, media_type identity, and their sub-categories, identity_item) as `identity_item`.
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { toast } from '../chrome/toasts.ts';
import { api } from '../http/api.ts';
import { apiPaged } from '../http/paged.ts';
import { i18n } from '../i18n/i18n.ts';
import { mapFollowEntry, type FollowEntry, type FollowedMap } from '../model/follow.ts';
import type { PagedList } from '../model/paged.ts';
import { obj, type Raw } from '../model/values.ts';
import { analytics } from '../telemetry/analytics.ts';
import { followedAtom } from './atoms.ts';
import { portalStore } from './store.ts';

export type FollowType = 'team' | 'identity_item';
/** What analytics calls the followed thing (api/README.md follow targets). */
export type FollowTarget = 'league' | 'category' | 'subcategory' | 'team';

/** api/README.md: GET /api/follow/list_by_user size 150, version 2. */
export const FOLLOWED_LIST_SIZE = 150;

/** Changes in flight: a list that arrives meanwhile must not undo them (id -> entry, or null when unfollowing). */
const inFlight = new Map<string, FollowEntry | null>();

function write(id: string, entry: FollowEntry | null): void {
  const current = portalStore.get(followedAtom);
  if (entry) portalStore.set(followedAtom, { ...current, [id]: entry });
  else if (id in current) {
    const { [id]: _removed, ...rest } = current;
    portalStore.set(followedAtom, rest);
  }
}

/** Everything the user follows, of every type; replaces the session's followed map. */
export async function loadFollowed(signal?: AbortSignal): Promise<PagedList<FollowEntry>> {
  const list = await apiPaged(api.get('/api/follow/list_by_user', { query: { size: FOLLOWED_LIST_SIZE, version: 2 }, signal }), (raw: Raw) =>
    mapFollowEntry(raw),
  );
  const map: FollowedMap = {};
  for (const entry of list.entries) map[entry.reference_id] = entry;
  for (const [id, entry] of inFlight) {
    if (entry) map[id] = entry;
    else delete map[id];
  }
  portalStore.set(followedAtom, map);
  return list;
}

export interface SetFollowInput {
  type: FollowType;
  /** The followed item's id (reference_id). */
  id: string;
  follow: boolean;
  target: FollowTarget;
}

/**
 * Follow or unfollow, optimistically: the map changes at once; on failure it is put back and a
 * danger toast says so. Analytics record a change that the server accepted. Resolves to success.
 */
export async function setFollow({ type, id, follow, target }: SetFollowInput): Promise<boolean> {
  const before = portalStore.get(followedAtom)[id] ?? null;
  const optimistic: FollowEntry | null = follow ? (before ?? { id: `pending-${id}`, type, reference_id: id, identitiesId: [] }) : null;
  inFlight.set(id, optimistic);
  write(id, optimistic);
  try {
    if (follow) {
      const saved = await api.post('/api/follow/save', { body: { reference_id: Number(id), type } });
      const entry = mapFollowEntry(obj(saved));
      write(id, entry.id ? { ...entry, reference_id: id } : (optimistic as FollowEntry));
      analytics.follow({ type: target, id });
    } else {
      await api.post('/api/follow/remove_by_reference', { body: { id: Number(id), type } });
      analytics.unfollow({ type: target, id });
    }
    return true;
  } catch {
    write(id, before);
    toast.danger(i18n.t('follow.error', { ns: 'common' }));
    return false;
  } finally {
    inFlight.delete(id);
  }
}

/** A follow toggle's state for one item, read from the session's followed map. */
export function useFollow(type: FollowType, id: string, target: FollowTarget) {
  const followed = Boolean(useAtomValue(followedAtom)[id]);
  const [busy, setBusy] = useState(false);
  const toggle = useCallback(async () => {
    setBusy(true);
    try {
      return await setFollow({ type, id, follow: !followed, target });
    } finally {
      setBusy(false);
    }
  }, [type, id, target, followed]);
  return { followed, busy, toggle };
}
