// The responsive card grid of every list page, with its loading skeleton, and the paged variant
// ("load more", error with retry, empty state) that event lists and /highlight share.
import { useTheme } from '@emotion/react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, LoadingStatus, QueryErrorAlert, SkeletonCard } from '@portal/shared/ui';

export const cardGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

export function CardGridSkeleton() {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  return (
    <LoadingStatus label={tr('common.loading')} css={{ ...cardGrid, gap: t.space(8, 5) }}>
      {Array.from({ length: 8 }, (_, i) => (
        <SkeletonCard key={i} />
      ))}
    </LoadingStatus>
  );
}

export function EmptyList({ children }: { children: ReactNode }) {
  const t = useTheme();
  return (
    <p role="status" css={{ ...t.text.body, color: t.color.textMuted, padding: t.space(10, 0), textAlign: 'center' }}>
      {children}
    </p>
  );
}

export function CardList<T extends { id: number | string }>({ items, render }: { items: T[]; render: (item: T) => ReactNode }) {
  const t = useTheme();
  return (
    <ul css={{ ...cardGrid, gap: t.space(8, 5), inlineSize: '100%' }}>
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </ul>
  );
}

export interface PagedCardGridProps<T extends { id: number | string }> {
  query: UseInfiniteQueryResult<InfiniteData<{ entries: T[] }>>;
  render: (item: T) => ReactNode;
  emptyText: string;
  errorText: string;
}

export function PagedCardGrid<T extends { id: number | string }>({ query, render, emptyText, errorText }: PagedCardGridProps<T>) {
  const t = useTheme();
  const { t: tr } = useTranslation('events');
  if (query.isPending) return <CardGridSkeleton />;
  if (query.isError) return <QueryErrorAlert title={errorText} query={query} />;
  const items = query.data.pages.flatMap((p) => p.entries);
  if (items.length === 0) return <EmptyList>{emptyText}</EmptyList>;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(8), alignItems: 'center' }}>
      <CardList items={items} render={render} />
      {query.hasNextPage ? (
        <Button variant="secondary" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {tr('lists.loadMore')}
        </Button>
      ) : null}
      {query.isFetchNextPageError ? <Alert kind="danger">{errorText}</Alert> : null}
    </div>
  );
}
