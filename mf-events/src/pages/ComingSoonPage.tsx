// The page shell of a route whose real page comes in a later issue: the shared
// ComingSoon panel with mf-events' texts, inside the page container.
import type { ComponentType } from 'react';
import { ComingSoon, Page } from '@portal/shared';

export function ComingSoonPage({ page }: { page: string }) {
  return (
    <Page>
      <ComingSoon namespace="events" page={page} />
    </Page>
  );
}

const cache = new Map<string, ComponentType>();

/** A stable component per page key, for route tables. */
export function comingSoon(page: string): ComponentType {
  let component = cache.get(page);
  if (!component) {
    component = function ComingSoon() {
      return <ComingSoonPage page={page} />;
    };
    cache.set(page, component);
  }
  return component;
}
