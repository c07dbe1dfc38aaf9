import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { SkipLink } from '../chrome/SkipLink.tsx';

export const MAIN_ID = 'main';

/**
 * Column filling the viewport: skip link, header, main (focus target of the skip link), footer.
 * With a footer, main is at least the viewport below the header, so the footer starts below the
 * fold on every first paint: pages fill in (skeleton, then content) without pushing a visible
 * footer down, which was most of the layout shift Lighthouse measured (issue 10 item 1).
 */
export function LayoutFrame({
  name,
  header,
  footer,
  children,
  mainCss,
}: {
  name: string;
  header: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  mainCss?: object;
}) {
  const theme = useTheme();
  return (
    <div data-layout={name} css={{ display: 'flex', flexDirection: 'column', minBlockSize: '100dvh', backgroundColor: theme.color.bg }}>
      <SkipLink target={MAIN_ID} />
      {header}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        css={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          minInlineSize: 0,
          outline: 'none',
          ...(footer ? { minBlockSize: `calc(100dvh - ${theme.layout.headerHeight})` } : null),
          ...mainCss,
        }}
      >
        {children}
      </main>
      {footer}
    </div>
  );
}
