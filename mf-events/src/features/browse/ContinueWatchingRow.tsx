// Home's 'Continue watching' row (issue 15 item 5): signed-in viewers' unfinished recordings,
// newest first, with a progress bar; a clip opens on its event's page. Hidden when empty,
// while loading and on errors (a row of extras, not worth an alert on the front page).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from './carousel/Carousel.tsx';
import { useContinueWatching } from './get-continue-watching.ts';
import { highlightHref } from '../../common/get-highlights.ts';
import { EventCard } from './EventCard.tsx';
import { RowHeading } from './EventRow.tsx';

export function ContinueWatchingRow() {
  const { t } = useTranslation('events');
  const headingId = useId();
  const query = useContinueWatching();
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Carousel
      aria-labelledby={headingId}
      controls="top"
      header={<RowHeading id={headingId} title={t('viewer.continueWatching')} />}
      data-testid="row-continue-watching"
    >
      {items.map(({ event, progress }) => (
        <EventCard key={event.id} event={event} progress={progress} href={event.eventId && event.eventId !== event.id ? highlightHref(event) : undefined} />
      ))}
    </Carousel>
  );
}
