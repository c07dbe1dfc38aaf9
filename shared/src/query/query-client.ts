import { QueryClient, type UseQueryResult } from '@tanstack/react-query';

/** docs/product.md query cache: stale 5 s, garbage collection 5 min, refetch on focus, reconnect, mount. */
export const QUERY_STALE_MS = 5_000;
export const QUERY_GC_MS = 5 * 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        gcTime: QUERY_GC_MS,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        refetchOnMount: true,
        // A 4xx will not change on retry; network hiccups and 5xx get one more try.
        retry: (failureCount, error) => {
          const status = (error as { status?: number } | null)?.status ?? 0;
          return failureCount < 1 && (status === 0 || status >= 500);
        },
      },
    },
  });
}

/** The request states of docs/product.md. */
export type RequestState = 'init' | 'in_progress' | 'success' | 'error';

type QueryLike = Pick<UseQueryResult<unknown, unknown>, 'status' | 'fetchStatus'>;

export function requestStateOf(query: QueryLike): RequestState {
  if (query.status === 'error') return 'error';
  // A background refetch keeps showing the data it already has.
  if (query.status === 'success') return 'success';
  return query.fetchStatus === 'idle' ? 'init' : 'in_progress';
}
