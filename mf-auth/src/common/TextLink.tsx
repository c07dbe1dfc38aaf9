import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { RouteLink } from '@portal/shared/ui';

/** An in-portal link in the accent colour with a visible focus ring. */
export function TextLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  const t = useTheme();
  return (
    <RouteLink
      to={to}
      data-testid={testId}
      css={{
        color: t.color.primaryText,
        fontWeight: t.fontWeight.semibold,
        textDecoration: 'underline',
        textDecorationColor: 'transparent',
        textUnderlineOffset: '0.2em',
        borderRadius: t.radius.xs,
        '&:hover': { textDecorationColor: 'currentColor' },
        '&:focus-visible': t.focusRing,
      }}
    >
      {children}
    </RouteLink>
  );
}
