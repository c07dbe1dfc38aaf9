// Continue watching (issue 15 item 5): where a signed-in viewer stopped in a recording is kept by
// the API (so it follows them to another device) and playback resumes there when the link names
// no moment (`?t=` wins, use-start-at.ts). Saved every 10 s while the position moves, when the
// page is hidden or left (fetch keepalive, so the save outlives the page), and on unmount.
// Live streams keep nothing: their position is the live edge.
import { useAtomValue } from 'jotai';
import { useEffect, useRef, type RefObject } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isAuthenticatedAtom, markWatched, userAtom } from '@portal/shared';
import type { PlayerHandle } from './Player.tsx';

export const SAVE_EVERY_MS = 10_000;
/** Closer to the start than this is not worth resuming. */
export const MIN_RESUME_SECONDS = 5;
/**
 * How long a started player waits for the saved position before it plays from the start anyway.
 * Without the wait, a press on a page just opened could start at 0 while the position is on its
 * way, and a viewer a second or more into playback is not moved (the late seek below).
 */
export const RESUME_WAIT_MS = 3000;

export interface SavedPosition {
  eventId: number;
  seconds: number;
  duration: number;
  finished: boolean;
}

export const playbackPositionQuery = (eventId: string, userId: string | null) =>
  queryOptions({
    queryKey: ['events', 'playback-position', eventId, userId],
    queryFn: ({ signal }) => api.get<SavedPosition | null>(`/api/user/playback_position/${encodeURIComponent(eventId)}`, { signal }),
    // read once per visit of the page: a position saved on another device meanwhile counts
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export interface Sample {
  seconds: number;
  duration: number;
}

/** The handle's position, when there is one worth keeping. */
export function sample(handle: PlayerHandle | null | undefined): Sample | null {
  if (!handle) return null;
  const seconds = handle.currentTime();
  const duration = handle.duration();
  return Number.isFinite(duration) && duration > 0 && seconds > 0 ? { seconds: Math.min(seconds, duration), duration } : null;
}

/** Saves the position when it moved by a second or more since the last save. */
export function savePosition(eventId: string, at: Sample | null, last: { seconds: number }, keepalive = false): Promise<unknown> | null {
  if (!at || Math.abs(at.seconds - last.seconds) < 1) return null;
  last.seconds = at.seconds;
  return api
    .post('/api/user/playback_position', { body: { eventId: Number(eventId), seconds: at.seconds, duration: at.duration }, keepalive })
    .then(() => markWatched(eventId)) // spoiler-free mode shows this one's score from now on
    .catch(() => undefined); // a lost save costs a few seconds of resume, never an error on screen
}

interface ResumeInput {
  eventId: string;
  live: boolean;
  startAt?: number | null;
  handleRef?: unknown;
}

export interface Resume {
  /** Where to start: the link's moment, else the saved position, else null (the start). */
  at: number | null;
  /** The saved position is still being read: a player about to start should wait for it. */
  deciding: boolean;
}

/** Where to start (the saved position) and whether that is still being read; keeps saving while mounted. */
export function useResume({ eventId, live, startAt, handleRef }: ResumeInput): Resume {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const userId = useAtomValue(userAtom)?.id ?? null;
  const queryClient = useQueryClient();
  const enabled = signedIn && !live && /^\d+$/.test(eventId);
  const ref = handleRef && typeof handleRef === 'object' && 'current' in handleRef ? (handleRef as RefObject<PlayerHandle | null>) : null;
  const saved = useQuery({ ...playbackPositionQuery(eventId, userId), enabled: enabled && startAt == null });
  const p = saved.data;
  const resumeAt = p && !p.finished && p.seconds >= MIN_RESUME_SECONDS ? p.seconds : null;

  // The position came after the stream could already play (the start hook has run): seek now.
  const late = useRef(false);
  useEffect(() => {
    const handle = ref?.current;
    if (resumeAt == null || late.current || !handle) return;
    late.current = true;
    if (handle.duration() > 0 && handle.currentTime() < 1) handle.seek(resumeAt);
  }, [resumeAt, ref]);

  useEffect(() => {
    if (!enabled || !ref) return;
    const last = { seconds: 0 };
    // Sampled every second: on unmount the player is already gone, so the last sample is saved.
    let latest: Sample | null = null;
    let ticks = 0;
    const save = (keepalive = false) => {
      const sent = savePosition(eventId, latest, last, keepalive);
      // the home row reads the new position when the viewer goes back to it
      void sent?.then(() => queryClient.invalidateQueries({ queryKey: ['events', 'continue-watching'] }));
    };
    const timer = setInterval(() => {
      latest = sample(ref.current) ?? latest;
      if (++ticks % (SAVE_EVERY_MS / 1000) === 0) save();
    }, 1000);
    const onHidden = () => {
      if (document.visibilityState !== 'hidden') return;
      latest = sample(ref.current) ?? latest;
      save(true);
    };
    const onPageHide = () => {
      latest = sample(ref.current) ?? latest;
      save(true);
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      save(true); // leaving the page inside the app
    };
  }, [enabled, eventId, ref, queryClient]);

  return { at: startAt ?? resumeAt, deciding: enabled && startAt == null && saved.isPending };
}
