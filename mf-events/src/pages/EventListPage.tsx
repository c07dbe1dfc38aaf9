// Grid pages of one kind of event: /live/, /live/:sportType/, /upcoming/, /archive/, /latest/.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '@portal/shared/ui';
import type { EventListFilters } from '../api/get-events.ts';
import { EventGrid } from '../components/EventGrid.tsx';

export type ListKind = 'live' | 'upcoming' | 'archive' | 'latest';

const PAGE_SIZE = 24;

export const LIST_FILTERS: Record<ListKind, Omit<EventListFilters, 'page'>> = {
  live: { status: 'live', size: PAGE_SIZE },
  upcoming: { status: 'upcoming', order: 'asc', size: PAGE_SIZE },
  archive: { status: 'archived', order: 'desc', size: PAGE_SIZE },
  latest: { status: ['live', 'archived'], sort: 'date', order: 'desc', size: PAGE_SIZE },
};

export function EventListPage({ kind }: { kind: ListKind }) {
  const { t } = useTranslation('events');
  return (
    <Page title={t(`lists.${kind}.title`)} subtitle={t(`lists.${kind}.description`)} data-testid={`list-${kind}`}>
      <EventGrid filters={LIST_FILTERS[kind]} emptyText={t(`lists.${kind}.empty`)} />
    </Page>
  );
}

export const LivePage = () => <EventListPage kind="live" />;
export const UpcomingPage = () => <EventListPage kind="upcoming" />;
export const ArchivePage = () => <EventListPage kind="archive" />;
export const LatestPage = () => <EventListPage kind="latest" />;

/** /live/:sportType/: live events of one sport. */
export function LiveSportPage() {
  const { t } = useTranslation('events');
  const { sportType = '' } = useParams();
  const sport = t(`sport.${sportType}`, { defaultValue: sportType });
  return (
    <Page title={t('lists.liveSport.title', { sport })} subtitle={t('lists.live.description')} data-testid="list-live-sport">
      <EventGrid filters={{ ...LIST_FILTERS.live, sportType }} emptyText={t('lists.live.empty')} />
    </Page>
  );
}
