// A page whose code loads when it is first rendered (its loader has already fetched the data),
// so the route table the home page needs stays small. A page skeleton shows meanwhile.
import { lazy, Suspense, type ComponentType } from 'react';
import { Page, Skeleton } from '@portal/shared/ui';

export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Lazy = lazy(load);
  function LazyPage() {
    return (
      <Suspense
        fallback={
          <Page aria-busy="true">
            <Skeleton height="auto" radius="xl" css={{ aspectRatio: '16 / 9', maxInlineSize: '900px' }} />
          </Page>
        }
      >
        <Lazy />
      </Suspense>
    );
  }
  return LazyPage;
}
