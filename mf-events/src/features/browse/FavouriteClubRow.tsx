// The favourite club's row on the home page (issue 27 item 8): titled with the club's name, its live
// games first, then the next ones (soonest first), then the latest (newest first); "see all" leads to
// the team page where the tenant has it (none elsewhere). Nothing without games.
import { useQuery } from '@tanstack/react-query';
import { useRouteAvailable } from '@portal/shared';
import { useId } from 'react';
import { Carousel } from './carousel/Carousel.tsx';
import { eventsQuery, type EventListFilters } from '../../common/get-events.ts';
import { teamQuery } from '../../common/get-team.ts';
import { RowHeading } from './EventRow.tsx';
import { EventCard } from './EventCard.tsx';
import { ROW_SIZE, rowFilters } from './EventRows.tsx';

/** The club's live, upcoming and past games (one list each, like the standard rows). */
export const clubFilters = (teamId: string): EventListFilters[] => {
  const f = rowFilters({ 'search.teams.id': [teamId] });
  return [f.live, f.upcoming, f.archived];
};

export function FavouriteClubRow({ teamId }: { teamId: string }) {
  const headingId = useId();
  const teamPage = `/team/${teamId}/`;
  // no "see all" at all where there is no team page (a link-less "see all" would read as a dead link)
  const seeAll = useRouteAvailable(teamPage) ? teamPage : undefined;
  const team = useQuery(teamQuery(teamId));
  const lists = clubFilters(teamId).map((filters) =>
    // eslint-disable-next-line react-hooks/rules-of-hooks -- always three, in the same order
    useQuery(eventsQuery(filters)),
  );
  const events = lists.flatMap((q) => q.data?.entries ?? []).slice(0, ROW_SIZE);
  if (!team.data?.name || events.length === 0) return null;
  return (
    <Carousel
      aria-labelledby={headingId}
      controls="top"
      header={<RowHeading id={headingId} title={team.data.name} seeAllHref={seeAll} />}
      data-testid="row-club"
    >
      {events.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </Carousel>
  );
}
