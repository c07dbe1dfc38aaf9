// /highlight/: the match highlights of the catalogue, newest first, in pages ("load more").
// Each plays on its event's page (`?highlight=`), in the page's player.
import { useTheme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventMedia } from '@portal/shared';
import { Alert, Badge, Button, Card, Page, PlayIcon, QueryErrorAlert, SkeletonCard, VisuallyHidden } from '@portal/shared/ui';
import { highlightHref, useHighlightPages } from '../api/get-highlights.ts';
import { useDateFormat } from '../lib/format.ts';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', margin: 0, padding: 0, listStyle: 'none' } as const;

export function HighlightCard({ item }: { item: EventMedia }) {
  const { t: tr } = useTranslation('events');
  const format = useDateFormat();
  const iso = item.date;
  return (
    <Card
      as={Link}
      to={highlightHref(item)}
      data-testid="highlight-card"
      headingLevel={2}
      poster={item.source.poster ?? item.imageUrl}
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
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  const query = useHighlightPages();
  const items = query.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <Page title={tr('browse.highlight.title')} subtitle={tr('browse.highlight.description')} data-testid="highlight-page">
      {query.isPending ? (
        <div role="status" aria-busy="true" css={{ ...grid, gap: t.space(8, 5) }}>
          <VisuallyHidden>{tr('common.loading')}</VisuallyHidden>
          {Array.from({ length: 8 }, (_, i) => (
            <SkeletonCard key={i} />
          ))}
        </div>
      ) : query.isError ? (
        <QueryErrorAlert title={tr('browse.highlight.error')} query={query} />
      ) : items.length === 0 ? (
        <p role="status" css={{ ...t.text.body, color: t.color.textMuted, padding: t.space(10, 0), textAlign: 'center' }}>
          {tr('browse.highlight.empty')}
        </p>
      ) : (
        <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(8), alignItems: 'center' }}>
          <ul css={{ ...grid, gap: t.space(8, 5), inlineSize: '100%' }}>
            {items.map((item) => (
              <li key={item.id}>
                <HighlightCard item={item} />
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <Button variant="secondary" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              {tr('lists.loadMore')}
            </Button>
          ) : null}
          {query.isFetchNextPageError ? <Alert kind="danger">{tr('browse.highlight.error')}</Alert> : null}
        </div>
      )}
    </Page>
  );
}
