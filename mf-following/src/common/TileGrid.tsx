// A query's list as a grid of tiles, the one loading / error / empty / list block of the following
// and media pages (issue 29 item 7): skeleton tiles while it loads, the error with Retry, the empty
// state, then one <li> per item. The two kinds of page differ only in the size of their tiles.
import { useTheme } from '@emotion/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus, QueryErrorAlert, Skeleton } from '@portal/shared/ui';

export interface TileGridProps<T> {
  /** The list's query: its loading and error states (the items are passed mapped). */
  query: UseQueryResult<unknown>;
  items: T[];
  errorTitle: string;
  /** What an empty list shows: a sentence (a muted status line) or a whole empty state. */
  empty: ReactNode;
  /** Waiting for the followed list too (followed pages). */
  waiting?: boolean;
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string;
  /** Identity crests (small, many per row) or media cards (16:9, wider). */
  tiles?: 'identity' | 'media';
}

export function TileGrid<T>({ query, items, errorTitle, empty, waiting = false, render, itemKey, tiles = 'identity' }: TileGridProps<T>) {
  const t = useTheme();
  const { t: tr } = useTranslation('following');
  const media = tiles === 'media';
  const grid = {
    display: 'grid',
    gap: media ? t.space(6, 5) : t.space(3),
    [t.mq.md]: media ? {} : { gap: t.space(5) },
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${media ? '260px' : '140px'}), 1fr))`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  } as const;
  if (query.isPending || waiting) {
    return (
      <LoadingStatus label={tr('frame.loading')} css={grid}>
        {Array.from({ length: media ? 6 : 8 }, (_, i) => (
          <Skeleton key={i} height="220px" radius={media ? 'lg' : 'xl'} />
        ))}
      </LoadingStatus>
    );
  }
  if (query.isError) return <QueryErrorAlert title={errorTitle} query={query} />;
  if (items.length === 0) {
    if (typeof empty !== 'string') return <>{empty}</>;
    return (
      <p role="status" css={{ ...t.text.body, color: t.color.textMuted, textAlign: 'center', paddingBlock: t.space(10) }}>
        {empty}
      </p>
    );
  }
  return (
    <ul css={grid}>
      {items.map((item) => (
        <li key={itemKey(item)}>{render(item)}</li>
      ))}
    </ul>
  );
}
