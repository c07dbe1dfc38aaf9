// Continue watching (issue 15 item 5): the signed-in viewer's unfinished recordings, newest first,
// each with where they stopped; `watched` lists every id with a saved position (spoiler-free mode).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { api, getCustomerConfig, isAuthenticatedAtom, mapEvent, userAtom, type EventMedia, type RawEvent } from '@portal/shared';

export interface ContinueItem {
  event: EventMedia;
  /** Share watched, 0 to 1. */
  progress: number;
}

interface Answer {
  entries: (RawEvent & { progress?: { seconds: number; duration: number } })[];
  watched: number[];
}

export const continueWatchingQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['events', 'continue-watching', userId],
    queryFn: async ({ signal }) => {
      const content = await api.get<Answer>('/api/user/continue_watching', { signal });
      const config = getCustomerConfig();
      const items: ContinueItem[] = content.entries.map((raw) => ({
        event: mapEvent(raw, config),
        progress: raw.progress && raw.progress.duration > 0 ? raw.progress.seconds / raw.progress.duration : 0,
      }));
      return { items, watched: content.watched.map(String) };
    },
  });

export function useContinueWatching() {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const userId = useAtomValue(userAtom)?.id ?? null;
  return useQuery({ ...continueWatchingQuery(userId), enabled: signedIn });
}
