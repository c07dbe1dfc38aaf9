// An event or clip of the watchlist and the recommendations: the kit's card (a link to the event
// page) with the kit's watchlist toggle over the session's selected map.
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, useWatchlist, type EventMedia } from '@portal/shared';
import { Badge, Card, RouteLink, usePoster, WatchlistButton } from '@portal/shared/ui';

/**
 * The page an item plays on: an event's own page; a clip or highlight plays on its event's page
 * (`?highlight=`, as the event page reads it), since /events/<id>/ shows events only: the link
 * crawler (e2e links-crawl) found recommendation cards of highlights leading to the 404 page.
 */
export const mediaHref = (item: Pick<EventMedia, 'id' | 'eventId'>): string =>
  item.eventId && item.eventId !== item.id
    ? `/events/${encodeURIComponent(item.eventId)}/?highlight=${encodeURIComponent(item.id)}`
    : `/events/${encodeURIComponent(item.id)}/`;

export function MediaCard({ item }: { item: EventMedia }) {
  const t = useTheme();
  const { t: tr, i18n } = useTranslation('following');
  const { selected, busy, toggle } = useWatchlist(item.id);
  const live = item.eventStatus === 'LIVE';
  // the generated artwork in the page's direction, like every other card
  const poster = usePoster(item);
  const date = item.date ? dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(item.date)) : null;
  return (
    <div data-testid="media-card" data-id={item.id} css={{ display: 'flex', flexDirection: 'column', gap: t.space(3), blockSize: '100%' }}>
      <Card
        as={RouteLink}
        to={mediaHref(item)}
        title={item.title}
        poster={poster}
        meta={date}
        badge={live ? <Badge variant="live">{tr('media.live')}</Badge> : null}
      />
      {/* Above the card's stretched link, so it stays clickable. */}
      <div css={{ position: 'relative', zIndex: 1, marginBlockStart: 'auto' }}>
        <WatchlistButton selected={selected} busy={busy} onToggle={() => void toggle()} name={item.title} />
      </div>
    </div>
  );
}
