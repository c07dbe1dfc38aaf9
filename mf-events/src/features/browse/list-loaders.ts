// Route loaders of the live lists (/live/, /live/:sportType/): the sport chips above the grid
// come from the live sport counts, so those are in the query cache before the page first
// renders. Fetched after the page painted, the chips (one to four rows on a phone) pushed the
// grid down: a layout shift of 0.16 on every visit (issue 10 item 1). A failed request does not
// block the page: the chips' own query retries and the grid shows as before.
import type { RouteLoaderArgs } from '@portal/shared';
import { eventsQuery } from '../../common/get-events.ts';
import { sportCountsQuery } from './get-sport-counts.ts';
import { teamQuery } from '../../common/get-team.ts';
import { rowFilters } from './EventRows.tsx';
import { clubFilters } from './FavouriteClubRow.tsx';
import { currentFavouriteTeamId } from './favourite-club.ts';

export async function liveListLoader({ queryClient }: RouteLoaderArgs): Promise<null> {
  try {
    await queryClient.ensureQueryData(sportCountsQuery('live'));
  } catch (error) {
    if ((error as { name?: string })?.name === 'AbortError') throw error;
  }
  return null;
}

/** The longest the home page waits for its lists; after it, what has not arrived shows its skeleton. */
export const HOME_LISTS_WAIT_MS = 2500;

/**
 * The home page's loader: the rows' lists (whose first live, else first upcoming, event is the hero)
 * are in the cache before the page first renders, so the page replaces the server's first paint with
 * the hero itself rather than its skeleton (ADR 0038), and renders once: each list arriving after the
 * first render re-rendered the page in a long task of its own on a slow phone. Fetched in parallel; a
 * failed list leaves its row to show its error and retry, a slow one its skeleton, as before.
 */
export async function homeLoader({ queryClient }: RouteLoaderArgs): Promise<null> {
  // The favourite club's lists and name too: its game leads the hero, its row the page.
  const clubId = currentFavouriteTeamId();
  const filters = [...Object.values(rowFilters()), ...(clubId ? clubFilters(clubId) : [])];
  const lists = Promise.allSettled([
    ...filters.map((f) => queryClient.ensureQueryData(eventsQuery(f))),
    ...(clubId ? [queryClient.ensureQueryData(teamQuery(clubId))] : []),
  ]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settled = await Promise.race([lists, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), HOME_LISTS_WAIT_MS)))]);
  clearTimeout(timer);
  for (const result of settled ?? []) {
    if (result.status === 'rejected' && (result.reason as { name?: string })?.name === 'AbortError') throw result.reason;
  }
  return null;
}
