// A responsive grid of event cards with paging ("load more"), skeletons, error with retry and an empty state.
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, QueryErrorAlert, SkeletonCard, VisuallyHidden } from '@portal/shared/ui';
import { useEventPages, type EventListFilters } from '../api/get-events.ts';
import { EventCard } from './EventCard.tsx';

export function EventGrid({ filters, emptyText }: { filters: Omit<EventListFilters, 'page'>; emptyText?: string }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const query = useEventPages(filters);
  const grid = {
    display: 'grid',
    gap: t.space(8, 5),
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  } as const;

  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" css={grid}>
        <VisuallyHidden>{tr('common.loading')}</VisuallyHidden>
        {Array.from({ length: 8 }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <QueryErrorAlert title={tr('lists.error')} query={query} />
    );
  }
  const events = query.data.pages.flatMap((p) => p.entries);
  if (events.length === 0) {
    return (
      <p role="status" css={{ ...t.text.body, color: t.color.textMuted, padding: t.space(10, 0), textAlign: 'center' }}>
        {emptyText ?? tr('lists.empty')}
      </p>
    );
  }
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(8), alignItems: 'center' }}>
      <ul css={{ ...grid, inlineSize: '100%' }}>
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} headingLevel={2} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button variant="secondary" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {tr('lists.loadMore')}
        </Button>
      ) : null}
      {query.isFetchNextPageError ? <Alert kind="danger">{tr('lists.error')}</Alert> : null}
    </div>
  );
}
