import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Header } from '../chrome/Header.tsx';

export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <div data-layout="default">
      <Header />
      <main id="main">{children ?? <Outlet />}</main>
    </div>
  );
}
