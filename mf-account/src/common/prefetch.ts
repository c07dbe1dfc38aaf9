import type { QueryKey } from '@tanstack/react-query';
import type { RouteLoaderArgs } from '@portal/shared';

interface LoaderQuery {
  queryKey: QueryKey;
  queryFn?: unknown;
}

/**
 * A loader that starts a page's request with the navigation (ADR 0012) and never fails the
 * route: a failed read shows on the page itself (QueryErrorAlert with its retry).
 */
export const prefetch =
  <Q extends LoaderQuery>(options: (args: RouteLoaderArgs) => Q, when: () => boolean = () => true) =>
  (args: RouteLoaderArgs) =>
    when()
      ? args.queryClient.ensureQueryData(options(args) as never).then(
          () => null,
          () => null,
        )
      : null;
