// Public pages: full header with navigation, full-bleed content (pages lay out their own
// rows and heroes), footer with the info pages.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../chrome/Footer.tsx';
import { Header } from '../chrome/Header.tsx';
import { LayoutFrame } from './LayoutFrame.tsx';

export function HomeLayout({ children }: { children?: ReactNode }) {
  return (
    <LayoutFrame name="home" header={<Header />} footer={<Footer />}>
      {children ?? <Outlet />}
    </LayoutFrame>
  );
}
