// The centred card every auth page sits in (the shell's auth layout provides the header and
// the backdrop glow: a second glow here would be clipped to this box's edges).
import { useTheme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useCustomerConfig, usePageTitle } from '@portal/shared';

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Small line above the title (e.g. "Step 2 of 4"). */
  eyebrow?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** 560 px instead of 440 px (forms with two columns, device lists). */
  wide?: boolean;
  /** data-testid of the card. */
  testId?: string;
  /** The document title when `title` is not plain text. */
  documentTitle?: string;
}

export function AuthCard({ title, subtitle, eyebrow, children, footer, wide = false, testId, documentTitle }: AuthCardProps) {
  const t = useTheme();
  usePageTitle(documentTitle ?? (typeof title === 'string' ? title : null));
  const config = useCustomerConfig();
  const headingId = useId();
  return (
    <div
      css={{
        display: 'grid',
        placeItems: 'start center',
        minBlockSize: `calc(100dvh - ${t.layout.headerHeight})`,
        paddingBlock: t.space(8),
        paddingInline: t.space(4),
        [t.mq.md]: { paddingBlock: t.space(14), placeItems: 'center' },
      }}
    >
      <section
        aria-labelledby={headingId}
        data-testid={testId}
        css={{
          inlineSize: '100%',
          maxInlineSize: wide ? '560px' : '440px',
          backgroundColor: t.color.surface,
          border: `1px solid ${t.color.border}`,
          borderRadius: t.radius.xl,
          boxShadow: t.shadow.card,
          paddingBlock: t.space(8),
          paddingInline: t.space(5),
          [t.mq.sm]: { paddingInline: t.space(9), paddingBlock: t.space(10) },
        }}
      >
        <header css={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: t.space(2), marginBlockEnd: t.space(7) }}>
          {config?.appearance.logo_url ? (
            <img src={config.appearance.logo_url} alt="" width={48} height={48} css={{ blockSize: '48px', inlineSize: 'auto', marginBlockEnd: t.space(2) }} />
          ) : null}
          {eyebrow ? <p css={{ ...t.text.overline, color: t.color.primaryText }}>{eyebrow}</p> : null}
          <h1 id={headingId} css={{ ...t.text.h2, color: t.color.text }}>
            {title}
          </h1>
          {subtitle ? <p css={{ ...t.text.body, color: t.color.textMuted, maxInlineSize: '36ch' }}>{subtitle}</p> : null}
        </header>
        {children}
        {footer ? (
          <footer
            css={{
              marginBlockStart: t.space(7),
              paddingBlockStart: t.space(5),
              borderBlockStart: `1px solid ${t.color.border}`,
              textAlign: 'center',
              ...t.text.bodySmall,
              color: t.color.textMuted,
            }}
          >
            {footer}
          </footer>
        ) : null}
      </section>
    </div>
  );
}

/** "or" between the provider buttons and the e-mail form. */
export function Divider({ children }: { children: ReactNode }) {
  const t = useTheme();
  const line = { content: '""', flex: 1, blockSize: '1px', backgroundColor: t.color.border };
  return (
    <div
      role="separator"
      aria-orientation="horizontal"
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: t.space(3),
        marginBlock: t.space(6),
        ...t.text.caption,
        color: t.color.textMuted,
        '&::before': line,
        '&::after': line,
      }}
    >
      {children}
    </div>
  );
}

/** A vertical form with the design system's rhythm. */
export function FormStack({ children, gap = 5 }: { children: ReactNode; gap?: number }) {
  const t = useTheme();
  return <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(gap) }}>{children}</div>;
}
