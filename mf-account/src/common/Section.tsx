// A titled card of an account page: a <section> named by its heading, an optional action beside it.
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface SectionProps {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
  tone?: 'default' | 'danger';
  'data-testid'?: string;
}

export function Section({ id, title, intro, action, children, tone = 'default', ...rest }: SectionProps) {
  const t = useTheme();
  return (
    <section
      aria-labelledby={id}
      data-testid={rest['data-testid']}
      css={{
        padding: t.space(4),
        borderRadius: t.radius.xl,
        backgroundColor: t.color.surface,
        border: `1px solid ${tone === 'danger' ? t.color.danger.border : t.color.border}`,
        minInlineSize: 0,
        [t.mq.sm]: { padding: t.space(6) },
      }}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: t.space(3) }}>
        <h2 id={id} css={{ ...t.text.h3, margin: 0 }}>
          {title}
        </h2>
        {action}
      </div>
      {intro ? <p css={{ ...t.text.body, color: t.color.textMuted, margin: 0, marginBlockStart: t.space(2) }}>{intro}</p> : null}
      {children ? <div css={{ marginBlockStart: t.space(4) }}>{children}</div> : null}
    </section>
  );
}
