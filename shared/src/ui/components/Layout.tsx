import { useTheme } from '@emotion/react';
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { usePageTitle } from '../../chrome/page-title.ts';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  /** 'page' (default, up to 1680 px), 'narrow' (760 px, forms and text), 'full' (edge to edge with gutters). */
  width?: 'page' | 'narrow' | 'full';
}

/** Centres content with responsive inline gutters. */
export function Container({ as: Comp = 'div', width = 'page', ...rest }: ContainerProps) {
  const t = useTheme();
  const g = t.layout.gutter;
  return (
    <Comp
      {...rest}
      css={{
        inlineSize: '100%',
        maxInlineSize: width === 'narrow' ? `calc(760px + 2 * ${g.base})` : width === 'full' ? undefined : t.layout.maxWidth,
        marginInline: 'auto',
        paddingInline: g.base,
        [t.mq.md]: { paddingInline: g.md, maxInlineSize: width === 'narrow' ? `calc(760px + 2 * ${g.md})` : undefined },
        [t.mq.lg]: { paddingInline: g.lg },
        [t.mq['2xl']]: { paddingInline: g['2xl'] },
      }}
    />
  );
}

/** A narrow, padded column for single-message pages (coming soon, payment results, sign-up steps). */
export function Narrow({ children }: { children?: ReactNode }) {
  const t = useTheme();
  return (
    <Container width="narrow" css={{ paddingBlock: t.space(10, 16) }}>
      {children}
    </Container>
  );
}

export interface PageProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Page heading (h1). */
  title?: ReactNode;
  /** Line under the heading. */
  subtitle?: ReactNode;
  /** Actions at the end of the heading bar. */
  actions?: ReactNode;
  width?: ContainerProps['width'];
  children?: ReactNode;
}

/** A page body: container, vertical rhythm, optional heading bar. */
export function Page({ title, subtitle, actions, width, children, ...rest }: PageProps) {
  usePageTitle(typeof title === 'string' ? title : null);
  const t = useTheme();
  return (
    <Container width={width} {...rest} css={{ paddingBlock: t.space(6, 16), [t.mq.md]: { paddingBlock: t.space(10, 20) } }}>
      {title || actions ? (
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: t.space(4), marginBlockEnd: t.space(8) }}>
          <div css={{ minInlineSize: 0 }}>
            {title ? <h1 css={{ ...t.text.h1, margin: 0 }}>{title}</h1> : null}
            {subtitle ? <p css={{ ...t.text.body, color: t.color.textMuted, marginBlockStart: t.space(2), maxInlineSize: '65ch' }}>{subtitle}</p> : null}
          </div>
          {actions ? <div css={{ display: 'flex', gap: t.space(3), flexWrap: 'wrap' }}>{actions}</div> : null}
        </div>
      ) : null}
      <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(12) }}>{children}</div>
    </Container>
  );
}
