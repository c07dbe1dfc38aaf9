// A responsive grid of event cards with paging ("load more"), skeletons, error with retry and an empty state.
import { useTranslation } from 'react-i18next';
import { useEventPages, type EventListFilters } from '../api/get-events.ts';
import { PagedCardGrid } from './CardGrid.tsx';
import { EventCard } from './EventCard.tsx';

export function EventGrid({ filters, emptyText }: { filters: Omit<EventListFilters, 'page'>; emptyText?: string }) {
  const { t: tr } = useTranslation('events');
  return (
    <PagedCardGrid
      query={useEventPages(filters)}
      render={(event) => <EventCard event={event} headingLevel={2} />}
      emptyText={emptyText ?? tr('lists.empty')}
      errorText={tr('lists.error')}
    />
  );
}
