// The details of one contract, ticket or receipt: a <dl> of label / value rows. On a page the rows
// form two columns from md up, each label above its value; in a dialog (`inline`) they stay one
// column, the label at the start of the line and the value at its end, as a printed receipt reads.
import { useTheme } from '@emotion/react';
import { createContext, useContext, type ReactNode } from 'react';

const Inline = createContext(false);

export function DetailList({ children, inline = false, testId }: { children: ReactNode; inline?: boolean; testId?: string }) {
  const t = useTheme();
  return (
    <dl
      data-testid={testId}
      css={[{ margin: 0 }, !inline && { display: 'grid', columnGap: t.space(8), [t.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }]}
    >
      <Inline.Provider value={inline}>{children}</Inline.Provider>
    </dl>
  );
}

/** One label / value pair with a rule below: the label above its value, or beside it in an inline list. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  const t = useTheme();
  const inline = useContext(Inline);
  return (
    <div
      css={[
        { display: 'flex', borderBlockEnd: `1px solid ${t.color.border}`, minInlineSize: 0 },
        inline
          ? { justifyContent: 'space-between', gap: t.space(4), paddingBlock: t.space(2) }
          : { flexDirection: 'column', gap: t.space(1), paddingBlock: t.space(3) },
      ]}
    >
      <dt css={{ ...t.text.caption, color: t.color.textMuted }}>{label}</dt>
      <dd css={[{ ...t.text.body, margin: 0, overflowWrap: 'anywhere' }, inline && { textAlign: 'end', minInlineSize: 0 }]}>{children}</dd>
    </div>
  );
}
