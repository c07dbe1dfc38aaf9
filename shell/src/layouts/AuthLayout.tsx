// Sign-in and sign-up: a slim header (logo, language, colour mode) and the content centred.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTheme } from '@emotion/react';
import { alpha } from '@portal/shared/ui';
import { Header } from '../chrome/Header.tsx';
import { LayoutFrame } from './LayoutFrame.tsx';

export function AuthLayout({ children }: { children?: ReactNode }) {
  const theme = useTheme();
  return (
    <LayoutFrame
      name="auth"
      header={<Header minimal />}
      mainCss={{
        alignItems: 'center',
        justifyContent: 'center',
        paddingInline: theme.space(4),
        paddingBlock: theme.space(8, 12),
        backgroundImage: `radial-gradient(60rem 30rem at 50% -10%, ${alpha(theme.color.primary, theme.mode === 'dark' ? 0.22 : 0.12)}, transparent 70%)`,
        [theme.mq.md]: { paddingBlock: theme.space(12, 16) },
      }}
    >
      <div css={{ inlineSize: '100%', maxInlineSize: 1200, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>{children ?? <Outlet />}</div>
    </LayoutFrame>
  );
}
