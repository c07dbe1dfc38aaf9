// The portal's front page (docs/product.md index): a hero on the first live event (else the
// next upcoming one), then rows of live, upcoming, replays and channels. A signed-in viewer's
// favourite club comes first (issue 27 item 8): its live, else next, game is the hero, its row leads.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@portal/shared';
import { Page, VisuallyHidden } from '@portal/shared/ui';
import { eventsQuery, useEvents } from '../../common/get-events.ts';
import { ContinueWatchingRow } from './ContinueWatchingRow.tsx';
import { EventRows, rowFilters } from './EventRows.tsx';
import { clubFilters, FavouriteClubRow } from './FavouriteClubRow.tsx';
import { FollowedRows } from './FollowedRows.tsx';
import { Hero, HeroSkeleton } from './Hero.tsx';
import { ReleaseNote } from './ReleaseNote.tsx';
import { useFavouriteTeamId } from './favourite-club.ts';

function HomeHero({ clubId }: { clubId: string | null }) {
  const f = rowFilters();
  const [clubLiveFilters, clubNextFilters] = clubFilters(clubId ?? '0');
  const clubLive = useQuery({ ...eventsQuery(clubLiveFilters!), enabled: clubId !== null });
  const clubNext = useQuery({ ...eventsQuery(clubNextFilters!), enabled: clubId !== null });
  const live = useEvents(f.live);
  const upcoming = useEvents(f.upcoming);
  const pending = (a: typeof live, b: typeof live) => a.isPending || (a.data?.entries.length === 0 && b.isPending);
  if ((clubId !== null && pending(clubLive, clubNext)) || pending(live, upcoming)) return <HeroSkeleton />;
  const lead = clubLive.data?.entries[0] ?? clubNext.data?.entries[0] ?? live.data?.entries[0] ?? upcoming.data?.entries[0];
  return lead ? <Hero event={lead} /> : null;
}

export function HomePage() {
  const { t } = useTranslation('events');
  usePageTitle(null); // the home page is titled by the tenant's name alone
  const clubId = useFavouriteTeamId();
  return (
    <Page data-testid="home-page">
      <VisuallyHidden as="h1">{t('home.title')}</VisuallyHidden>
      <ReleaseNote />
      <HomeHero clubId={clubId} />
      {/* The favourite club's games first, as the club picker promises; then what the viewer
          follows, as the sign-up following step promises. */}
      {clubId !== null ? <FavouriteClubRow key={clubId} teamId={clubId} /> : null}
      <FollowedRows exceptTeam={clubId} />
      {/* Then what the viewer left unfinished (issue 15 item 5). */}
      <ContinueWatchingRow />
      <EventRows channels />
    </Page>
  );
}
