// The page tabs of the following pages (All / Followed, Videos / Clips): a named <nav> of links,
// pills, the current page's one filled (aria-current="page", set by RouteNavLink).
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { RouteNavLink } from '@portal/shared/ui';

export interface Tab {
  to: string;
  label: ReactNode;
  /** Current only on exactly this path (not on the paths below it). */
  end?: boolean;
}

export function TabNav({ label, tabs }: { label: string; tabs: Tab[] }) {
  const t = useTheme();
  const tab = {
    ...t.text.label,
    display: 'inline-flex',
    paddingInline: t.space(4),
    paddingBlock: t.space(2),
    borderRadius: t.radius.full,
    color: t.color.textMuted,
    textDecoration: 'none',
    '&:hover': { color: t.color.text, backgroundColor: t.color.surfaceHover },
    '&:focus-visible': t.focusRing,
    '&[aria-current="page"]': { backgroundColor: t.color.primarySubtle, color: t.color.primaryText },
  } as const;
  return (
    <nav aria-label={label}>
      <ul css={{ display: 'flex', flexWrap: 'wrap', gap: t.space(2), margin: 0, padding: 0, listStyle: 'none' }}>
        {tabs.map(({ to, label: text, end }) => (
          <li key={to}>
            <RouteNavLink to={to} end={end} css={tab}>
              {text}
            </RouteNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
