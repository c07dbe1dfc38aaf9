// The watchlist (api/README.md "selected": video ids with a map of id to true; api/README.md watchlist calls),
// kept in the session's selectedAtom so every card and page of every remote shows the same state.
// Not persisted (api/README.md): the first reader after sign-in or a reload loads it once.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../chrome/toasts.ts';
import { api } from '../http/api.ts';
import { i18n } from '../i18n/i18n.ts';
import { arr, obj } from '../model/values.ts';
import { selectedAtom, userAtom } from './atoms.ts';
import { portalStore } from './store.ts';

/** Enough for every item of one user's watchlist in one call. */
export const WATCHLIST_SIZE = 500;

export interface WatchlistAnswer {
  /** Raw media entries, newest addition first (map them with mapEvent). */
  entries: unknown[];
  selected: Record<string, true>;
}

const inFlight = new Map<string, boolean>();
let loadedFor: string | null = null;
let loading: Promise<unknown> | null = null;

function write(id: string, on: boolean): void {
  const current = portalStore.get(selectedAtom);
  if (on) portalStore.set(selectedAtom, { ...current, [id]: true });
  else if (id in current) {
    const { [id]: _removed, ...rest } = current;
    portalStore.set(selectedAtom, rest);
  }
}

/** GET /api/user/get_watchlist: the items, and the selected map put into the session. */
export async function loadWatchlist(signal?: AbortSignal): Promise<WatchlistAnswer> {
  const content = obj(await api.get('/api/user/get_watchlist', { query: { page: 0, size: WATCHLIST_SIZE }, signal }));
  const selected: Record<string, true> = {};
  for (const [id, on] of Object.entries(obj(content.selected))) if (on) selected[id] = true;
  for (const [id, on] of inFlight) {
    if (on) selected[id] = true;
    else delete selected[id];
  }
  portalStore.set(selectedAtom, selected);
  loadedFor = portalStore.get(userAtom)?.id ?? null;
  return { entries: arr(content.entries), selected };
}

/** Logout: the next user's selected map is loaded afresh. */
export function forgetWatchlist(): void {
  loadedFor = null;
}

/** Loads the selected map once per signed-in user (a failure is retried by the next reader). */
export function ensureWatchlist(): void {
  const user = portalStore.get(userAtom);
  if (!user || loadedFor === user.id || loading) return;
  loading = loadWatchlist()
    .catch(() => undefined)
    .finally(() => {
      loading = null;
    });
}

/** Add to or remove from the watchlist, optimistically; on failure put back with a danger toast. */
export async function setWatchlisted(id: string, add: boolean): Promise<boolean> {
  const before = Boolean(portalStore.get(selectedAtom)[id]);
  inFlight.set(id, add);
  write(id, add);
  try {
    await api.post(add ? '/api/user/add_to_watchlist' : '/api/user/remove_from_watchlist', { body: { video_id: Number(id) } });
    return true;
  } catch {
    write(id, before);
    toast.danger(i18n.t('watchlist.error', { ns: 'common' }));
    return false;
  } finally {
    inFlight.delete(id);
  }
}

/** A watchlist toggle's state for one video, read from the session's selected map. */
export function useWatchlist(id: string) {
  const selected = Boolean(useAtomValue(selectedAtom)[id]);
  const user = useAtomValue(userAtom);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (user) ensureWatchlist();
  }, [user]);
  const toggle = useCallback(async () => {
    setBusy(true);
    try {
      return await setWatchlisted(id, !selected);
    } finally {
      setBusy(false);
    }
  }, [id, selected]);
  return { selected, busy, toggle };
}
