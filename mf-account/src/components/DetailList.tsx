// The details of one contract or ticket: a <dl> of label / value rows, two columns from md up.
import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';

export function DetailList({ children }: { children: ReactNode }) {
  const t = useTheme();
  return <dl css={{ display: 'grid', columnGap: t.space(8), margin: 0, [t.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }}>{children}</dl>;
}

/** One label / value pair: the label above its value, a rule below. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  const t = useTheme();
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(1), paddingBlock: t.space(3), borderBlockEnd: `1px solid ${t.color.border}`, minInlineSize: 0 }}>
      <dt css={{ ...t.text.caption, color: t.color.textMuted }}>{label}</dt>
      <dd css={{ ...t.text.body, margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}
