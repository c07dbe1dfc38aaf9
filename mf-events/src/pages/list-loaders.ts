// Route loaders of the live lists (/live/, /live/:sportType/): the sport chips above the grid
// come from the live sport counts, so those are in the query cache before the page first
// renders. Fetched after the page painted, the chips (one to four rows on a phone) pushed the
// grid down: a layout shift of 0.16 on every visit (issue 10 item 1). A failed request does not
// block the page: the chips' own query retries and the grid shows as before.
import type { RouteLoaderArgs } from '@portal/shared';
import { eventsQuery } from '../api/get-events.ts';
import { sportCountsQuery } from '../api/get-sport-counts.ts';
import { rowFilters } from '../components/EventRows.tsx';

export async function liveListLoader({ queryClient }: RouteLoaderArgs): Promise<null> {
  try {
    await queryClient.ensureQueryData(sportCountsQuery('live'));
  } catch (error) {
    if ((error as { name?: string })?.name === 'AbortError') throw error;
  }
  return null;
}

/**
 * The home page's loader: the hero's lists (the first live event, else the first upcoming one) are in
 * the cache before the page first renders, so the page replaces the server's first paint with the
 * hero itself rather than with its skeleton (ADR 0038). The rows below reuse the same queries.
 */
export async function homeLoader({ queryClient }: RouteLoaderArgs): Promise<null> {
  const f = rowFilters();
  try {
    const live = await queryClient.ensureQueryData(eventsQuery(f.live));
    if (live.entries.length === 0) await queryClient.ensureQueryData(eventsQuery(f.upcoming));
  } catch (error) {
    if ((error as { name?: string })?.name === 'AbortError') throw error;
  }
  return null;
}
