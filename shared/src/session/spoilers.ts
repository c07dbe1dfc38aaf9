// Spoiler-free mode (issue 15 item 2): a profile option (`options.spoilerFree`, saved through
// update_profile, which merges options) that hides scores, results, key moments and highlight
// titles of events the viewer has not watched ("watched" = a saved playback position, issue 15
// item 5) until they reveal one; a reveal lasts for the browser session. Every place that shows
// a score asks useSpoilerShield(event), so a new card cannot forget it.
import { atom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { api } from '../http/api.ts';
import { arr, obj } from '../model/values.ts';
import { mapUserProfile } from '../model/user.ts';
import { userAtom } from './atoms.ts';
import { portalStore } from './store.ts';

export const SPOILER_OPTION = 'spoilerFree';
const REVEALED_KEY = 'portal.revealedScores';

export const spoilerFreeAtom = atom((get) => get(userAtom)?.options?.[SPOILER_OPTION] === true);
/** Ids with a saved playback position; null until loaded (everything stays hidden meanwhile). */
export const watchedIdsAtom = atom<ReadonlySet<string> | null>(null);
export const revealedIdsAtom = atom<ReadonlySet<string>>(readRevealed());

function readRevealed(): ReadonlySet<string> {
  try {
    return new Set(arr(JSON.parse(globalThis.sessionStorage?.getItem(REVEALED_KEY) ?? '[]')).map(String));
  } catch {
    return new Set();
  }
}

let loadedFor: string | null = null;
let loading: Promise<unknown> | null = null;

/** Loads the watched ids once per signed-in user (a failure is retried by the next reader). */
export function ensureWatched(): void {
  const user = portalStore.get(userAtom);
  if (!user || loadedFor === user.id || loading) return;
  loading = api
    .get('/api/user/continue_watching', { query: { size: 1 } })
    .then((content) => {
      portalStore.set(watchedIdsAtom, new Set(arr(obj(content).watched).map(String)));
      loadedFor = user.id;
    })
    .catch(() => undefined)
    .finally(() => (loading = null));
}

/** Logout: the next user's list is loaded afresh. */
export function forgetWatched(): void {
  loadedFor = null;
  portalStore.set(watchedIdsAtom, null);
}

/** A position was saved: this one counts as watched from now on. */
export function markWatched(id: string): void {
  const current = portalStore.get(watchedIdsAtom);
  if (current?.has(id)) return;
  portalStore.set(watchedIdsAtom, new Set([...(current ?? []), id]));
}

export function revealScore(id: string): void {
  const next = new Set([...portalStore.get(revealedIdsAtom), id]);
  portalStore.set(revealedIdsAtom, next);
  try {
    globalThis.sessionStorage?.setItem(REVEALED_KEY, JSON.stringify([...next]));
  } catch {
    // private mode without storage: the reveal lasts for this page only
  }
}

/** Saves the option in the profile and updates the session's user. */
export async function setSpoilerFree(on: boolean): Promise<void> {
  const content = await api.post('/api/user/update_profile', { body: { data: { options: { [SPOILER_OPTION]: on } } } });
  portalStore.set(userAtom, mapUserProfile(content as Record<string, unknown>));
}

export interface SpoilerShield {
  /** Hide the score, results, key moments and highlight titles of this event. */
  hidden: boolean;
  reveal(): void;
}

/** The one question every score, result, marker and highlight title asks. A clip answers for its event. */
export function useSpoilerShield(event: { id: string; eventId?: string | null } | null | undefined): SpoilerShield {
  const on = useAtomValue(spoilerFreeAtom);
  const watched = useAtomValue(watchedIdsAtom);
  const revealed = useAtomValue(revealedIdsAtom);
  useEffect(() => {
    if (on) ensureWatched();
  }, [on]);
  const key = event ? (event.eventId ?? event.id) : '';
  const hidden = Boolean(on && event && !revealed.has(key) && !(watched?.has(key) || watched?.has(event.id)));
  return { hidden, reveal: () => revealScore(key) };
}
