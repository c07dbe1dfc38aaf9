// A responsive grid of event cards with paging ("load more"), skeletons, error with retry and an empty state.
import { useTranslation } from 'react-i18next';
import { useEventPages, type EventListFilters } from '../../common/get-events.ts';
import { PagedCardGrid } from '../../common/CardGrid.tsx';
import type { ReactNode } from 'react';
import type { EventMedia } from '@portal/shared';
import { EventCard } from './EventCard.tsx';

/** `cardExtra`: a control over each card (the live list's "add to multiview"). */
export function EventGrid({
  filters,
  emptyText,
  cardExtra,
}: {
  filters: Omit<EventListFilters, 'page'>;
  emptyText?: string;
  cardExtra?: (event: EventMedia) => ReactNode;
}) {
  const { t: tr } = useTranslation('events');
  return (
    <PagedCardGrid
      query={useEventPages(filters)}
      render={(event) => <EventCard event={event} headingLevel={2} extra={cardExtra?.(event)} />}
      emptyText={emptyText ?? tr('lists.empty')}
      errorText={tr('lists.error')}
    />
  );
}
