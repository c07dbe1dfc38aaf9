import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { usePageTitle } from '@portal/shared';
import { Skeleton } from '@portal/shared/ui';
import { TeamLogo } from './TeamLogo.tsx';

/** The banner of a league, category or team page: logo, eyebrow, name. */
export function EntityHeader({ eyebrow, title, logo, color, children }: { eyebrow: string; title: string | null; logo: string | null; color?: string | null; children?: ReactNode }) {
  const t = useTheme();
  usePageTitle(title);
  return (
    <header
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: t.space(5),
        padding: t.space(6),
        borderRadius: t.radius.xl,
        background: `linear-gradient(120deg, ${color ?? t.color.primarySubtle} -40%, ${t.color.surface} 60%)`,
        border: `1px solid ${t.color.border}`,
        '[dir="rtl"] &': { background: `linear-gradient(240deg, ${color ?? t.color.primarySubtle} -40%, ${t.color.surface} 60%)` },
      }}
    >
      {title === null ? <Skeleton width="72px" height="72px" radius="full" /> : <TeamLogo name={title} logoUrl={logo} color={color} size={72} />}
      <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(1), minInlineSize: 0 }}>
        <p css={{ ...t.text.overline, color: t.color.primaryText, margin: 0 }}>{eyebrow}</p>
        <h1 css={{ ...t.text.h1, margin: 0 }}>{title ?? <Skeleton width="240px" height="2rem" />}</h1>
        {children}
      </div>
    </header>
  );
}
