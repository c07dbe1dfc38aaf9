// A route whose real page comes in a later issue: the shared ComingSoon panel with
// this remote's texts, optionally inside a section layout.
import type { ComponentType, ReactNode } from 'react';
import { ComingSoon as SharedComingSoon } from '@portal/shared';

export function ComingSoon({ page }: { page: string }) {
  return <SharedComingSoon namespace="following" page={page} />;
}

/** A stable page component per key, for route tables; `wrap` puts it in a section layout. */
export function comingSoon(page: string, Wrap?: ComponentType<{ children: ReactNode }>): ComponentType {
  return function ComingSoonRoute() {
    const body = <ComingSoon page={page} />;
    return Wrap ? <Wrap>{body}</Wrap> : body;
  };
}
