import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

/** A titled block of the gallery. */
export function Section({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  const t = useTheme();
  return (
    <section aria-labelledby={`gallery-${id}`} css={{ display: 'flex', flexDirection: 'column', gap: t.space(5), scrollMarginBlockStart: t.space(20) }} id={id}>
      <header css={{ display: 'flex', flexDirection: 'column', gap: t.space(1), paddingBlockEnd: t.space(3), borderBlockEnd: `1px solid ${t.color.border}` }}>
        <h2 id={`gallery-${id}`} css={{ ...t.text.h2, margin: 0 }}>
          {title}
        </h2>
        {description ? <p css={{ ...t.text.bodySmall, color: t.color.textMuted, maxInlineSize: '75ch' }}>{description}</p> : null}
      </header>
      {children}
    </section>
  );
}

/** A labelled row of samples. */
export function Demo({ label, children, column }: { label: string; children: ReactNode; column?: boolean }) {
  const t = useTheme();
  return (
    <div css={{ display: 'grid', gap: t.space(3), [t.mq.lg]: { gridTemplateColumns: '180px 1fr', alignItems: 'start' } }}>
      <p css={{ ...t.text.overline, color: t.color.textMuted, paddingBlockStart: t.space(2.5) }}>{label}</p>
      <div
        css={{
          display: 'flex',
          flexDirection: column ? 'column' : 'row',
          flexWrap: 'wrap',
          alignItems: column ? 'stretch' : 'center',
          gap: t.space(3),
          minInlineSize: 0,
        }}
      >
        {children}
      </div>
    </div>
  );
}

/** A surface panel around samples. */
export function Panel({ children }: { children: ReactNode }) {
  const t = useTheme();
  return (
    <div
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: t.space(6),
        padding: t.space(5),
        backgroundColor: t.color.surface,
        border: `1px solid ${t.color.border}`,
        borderRadius: t.radius.xl,
        [t.mq.md]: { padding: t.space(8) },
      }}
    >
      {children}
    </div>
  );
}
