// The portal's front page (docs/product.md index): a hero on the first live event (else the
// next upcoming one), then rows of live, upcoming, replays and channels.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@portal/shared';
import { Page, VisuallyHidden } from '@portal/shared/ui';
import { useEvents } from '../api/get-events.ts';
import { ContinueWatchingRow } from '../components/ContinueWatchingRow.tsx';
import { EventRows, rowFilters } from '../components/EventRows.tsx';
import { FollowedRows } from '../components/FollowedRows.tsx';
import { Hero, HeroSkeleton } from '../components/Hero.tsx';
import { ReleaseNote } from '../components/ReleaseNote.tsx';

function HomeHero() {
  const f = rowFilters();
  const live = useEvents(f.live);
  const upcoming = useEvents(f.upcoming);
  if (live.isPending || (live.data?.entries.length === 0 && upcoming.isPending)) return <HeroSkeleton />;
  const lead = live.data?.entries[0] ?? upcoming.data?.entries[0];
  return lead ? <Hero event={lead} /> : null;
}

export function HomePage() {
  const { t } = useTranslation('events');
  usePageTitle(null); // the home page is titled by the tenant's name alone
  return (
    <Page data-testid="home-page">
      <VisuallyHidden as="h1">{t('home.title')}</VisuallyHidden>
      <ReleaseNote />
      <HomeHero />
      {/* What a signed-in viewer follows comes first, as the sign-up following step promises. */}
      <FollowedRows />
      {/* Then what the viewer left unfinished (issue 15 item 5). */}
      <ContinueWatchingRow />
      <EventRows channels />
    </Page>
  );
}
