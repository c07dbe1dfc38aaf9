// /highlight/: the match highlights of the catalogue, newest first, in pages ("load more").
// Each plays on its event's page (`?highlight=`), in the page's player.
import { useTranslation } from 'react-i18next';
import type { EventMedia } from '@portal/shared';
import { Badge, Card, Page, PlayIcon, RouteLink, usePoster } from '@portal/shared/ui';
import { highlightHref, useHighlightPages } from '../../common/get-highlights.ts';
import { useDateFormat } from '../../common/format.ts';
import { PagedCardGrid } from '../../common/CardGrid.tsx';

export function HighlightCard({ item }: { item: EventMedia }) {
  const { t: tr } = useTranslation('events');
  const format = useDateFormat();
  const iso = item.date;
  const poster = usePoster(item);
  return (
    <Card
      as={RouteLink}
      to={highlightHref(item)}
      data-testid="highlight-card"
      headingLevel={2}
      poster={poster}
      title={item.title || tr('event.untitled')}
      badge={
        <Badge variant="overlay" icon={<PlayIcon size={12} />}>
          {tr('browse.highlight.badge')}
        </Badge>
      }
      meta={
        <>
          {iso ? <time dateTime={iso}>{format(iso, { day: 'numeric', month: 'short', year: 'numeric' })}</time> : null}
          {iso && item.sportType ? ' · ' : null}
          {item.sportType ? tr(`sport.${item.sportType}`, { defaultValue: item.sportType }) : null}
        </>
      }
    />
  );
}

export function HighlightPage() {
  const { t: tr } = useTranslation('events');
  return (
    <Page title={tr('browse.highlight.title')} subtitle={tr('browse.highlight.description')} data-testid="highlight-page">
      <PagedCardGrid
        query={useHighlightPages()}
        render={(item) => <HighlightCard item={item} />}
        emptyText={tr('browse.highlight.empty')}
        errorText={tr('browse.highlight.error')}
      />
    </Page>
  );
}
