// The shared look of the shell's full-page messages (not found, remote down, start-up
// failure): a large mark, a title, a text and actions, centred.
import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { usePageTitle } from '@portal/shared';
import { alpha } from '@portal/shared/ui';

export function StatusPanel({
  mark,
  title,
  text,
  children,
  titleId,
  ...rest
}: {
  mark: ReactNode;
  title: ReactNode;
  text: ReactNode;
  children?: ReactNode;
  titleId: string;
} & { role?: string; [data: `data-${string}`]: string | undefined }) {
  const theme = useTheme();
  usePageTitle(typeof title === 'string' ? title : null);
  return (
    <section
      aria-labelledby={titleId}
      {...rest}
      css={{
        flex: 1,
        display: 'grid',
        placeItems: 'center',
        paddingBlock: theme.space(16),
        paddingInline: theme.space(4),
        textAlign: 'center',
      }}
    >
      <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: theme.space(4), maxInlineSize: 560 }}>
        <div
          aria-hidden="true"
          css={{
            display: 'grid',
            placeItems: 'center',
            minInlineSize: 96,
            blockSize: 96,
            paddingInline: theme.space(5),
            borderRadius: theme.radius.full,
            background: `radial-gradient(circle at 30% 30%, ${alpha(theme.color.primary, 0.35)}, ${alpha(theme.color.primary, 0.08)})`,
            border: `1px solid ${alpha(theme.color.primary, 0.35)}`,
            color: theme.color.primaryText,
            fontFamily: theme.font.display,
            fontSize: theme.fontSize['3xl'],
            fontWeight: theme.fontWeight.heavy,
            letterSpacing: '-0.03em',
          }}
        >
          {mark}
        </div>
        <h1 id={titleId} css={{ ...theme.text.h1, color: theme.color.text }}>
          {title}
        </h1>
        <p css={{ ...theme.text.body, color: theme.color.textMuted }}>{text}</p>
        {children ? (
          <div
            css={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: theme.space(4), marginBlockStart: theme.space(2), inlineSize: '100%' }}
          >
            {children}
          </div>
        ) : null}
      </div>
    </section>
  );
}
