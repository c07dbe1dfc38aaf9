// One home-page row: a heading, a "see all" link and a carousel of event cards.
// Skeletons while loading, an inline error with retry, nothing at all when empty.
import { useTheme } from '@emotion/react';
import { useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert, RouteLink, SkeletonRow, VisuallyHidden } from '@portal/shared/ui';
import { Carousel } from './carousel/Carousel.tsx';
import { useEvents, type EventListFilters } from '../../common/get-events.ts';
import { EventCard } from './EventCard.tsx';

export interface EventRowProps {
  title: string;
  filters: EventListFilters;
  seeAllHref?: string;
  testId?: string;
  /** An event not to list (the page's own event in "More from"). */
  exclude?: string;
}

/** A row's heading with its optional "see all" link (shared by every home row). */
export function RowHeading({ id, title, seeAllHref }: { id: string; title: string; seeAllHref?: string }) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  return (
    <div css={{ display: 'flex', alignItems: 'baseline', gap: t.space(4), minInlineSize: 0 }}>
      {/* One line on phones too: a long title ends in an ellipsis rather than pushing "see all" under it. */}
      <h2
        id={id}
        css={{ ...t.text.h3, margin: 0, minInlineSize: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', [t.mq.md]: { ...t.text.h2 } }}
      >
        {title}
      </h2>
      {seeAllHref ? (
        <RouteLink
          to={seeAllHref}
          css={{
            ...t.text.label,
            flexShrink: 0,
            whiteSpace: 'nowrap',
            color: t.color.primaryText,
            textDecoration: 'none',
            borderRadius: t.radius.xs,
            '&:hover': { textDecoration: 'underline' },
            '&:focus-visible': t.focusRing,
          }}
        >
          {tr('rows.seeAll')}
          <VisuallyHidden> {title}</VisuallyHidden>
        </RouteLink>
      ) : null}
    </div>
  );
}

export function EventRow({ title, filters, seeAllHref, testId, exclude }: EventRowProps) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const headingId = useId();
  const query = useEvents(filters);
  // A list that arrives after the page's first render comes in TanStack Query's synchronous update;
  // its cards render in a background render that yields to the browser (ADR 0041). A list the
  // route's loader had ready renders at once.
  const data = useDeferredValue(query.data);

  const heading = <RowHeading id={headingId} title={title} seeAllHref={seeAllHref} />;

  if (query.isError) {
    return (
      <section aria-labelledby={headingId} data-testid={testId} css={{ display: 'flex', flexDirection: 'column', gap: t.space(4) }}>
        {heading}
        <QueryErrorAlert title={tr('rows.error')} query={query} />
      </section>
    );
  }

  // Loading, or loaded and waiting for its background render.
  if (!data) return <SkeletonRow label={tr('rows.loading', { title })} />;
  const entries = exclude ? data.entries.filter((e) => e.id !== exclude).slice(0, filters.size ? filters.size - 1 : undefined) : data.entries;
  if (entries.length === 0) return null;

  return (
    <Carousel aria-labelledby={headingId} controls="top" header={heading} data-testid={testId}>
      {entries.map((event) => (
        <EventCard key={event.id} event={event} />
      ))}
    </Carousel>
  );
}
