// The top of an account page: its h1 and the line that says what the page is for.
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { RouteLink } from '@portal/shared/ui';

export function PageHeading({ title, intro }: { title: string; intro: string }) {
  const t = useTheme();
  return (
    <div>
      <h1 css={{ ...t.text.h1, margin: 0 }}>{title}</h1>
      <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0, marginBlockStart: t.space(2) }}>{intro}</p>
    </div>
  );
}

/** The way back from a detail page to its list, above the page's heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  const t = useTheme();
  return (
    <RouteLink to={to} css={{ ...t.text.label, color: t.color.primaryText, alignSelf: 'flex-start', '&:focus-visible': t.focusRing }}>
      {children}
    </RouteLink>
  );
}
