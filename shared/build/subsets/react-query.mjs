// What the portal's apps take from TanStack Query, provided as its singleton (ADR 0040).
export {
  infiniteQueryOptions,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@portal/subset-source/@tanstack/react-query';
