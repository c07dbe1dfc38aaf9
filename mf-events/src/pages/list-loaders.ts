// Route loaders of the live lists (/live/, /live/:sportType/): the sport chips above the grid
// come from the live sport counts, so those are in the query cache before the page first
// renders. Fetched after the page painted, the chips (one to four rows on a phone) pushed the
// grid down: a layout shift of 0.16 on every visit (issue 10 item 1). A failed request does not
// block the page: the chips' own query retries and the grid shows as before.
import type { RouteLoaderArgs } from '@portal/shared';
import { sportCountsQuery } from '../api/get-sport-counts.ts';

export async function liveListLoader({ queryClient }: RouteLoaderArgs): Promise<null> {
  try {
    await queryClient.ensureQueryData(sportCountsQuery('live'));
  } catch (error) {
    if ((error as { name?: string })?.name === 'AbortError') throw error;
  }
  return null;
}
