// Signed-in and secondary pages: header, content centred with a maximum width.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTheme } from '@emotion/react';
import { Footer } from '../chrome/Footer.tsx';
import { Header } from '../chrome/Header.tsx';
import { LayoutFrame } from './LayoutFrame.tsx';

export function DefaultLayout({ children }: { children?: ReactNode }) {
  const theme = useTheme();
  const g = theme.layout.gutter;
  return (
    <LayoutFrame
      name="default"
      header={<Header />}
      footer={<Footer />}
      mainCss={{
        inlineSize: '100%',
        maxInlineSize: theme.layout.maxWidth,
        marginInline: 'auto',
        paddingInline: g.base,
        paddingBlock: theme.space(6, 12),
        [theme.mq.md]: { paddingInline: g.md, paddingBlock: theme.space(8, 16) },
        [theme.mq.lg]: { paddingInline: g.lg },
        [theme.mq['2xl']]: { paddingInline: g['2xl'] },
      }}
    >
      {children ?? <Outlet />}
    </LayoutFrame>
  );
}
