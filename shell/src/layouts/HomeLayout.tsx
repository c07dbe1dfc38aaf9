import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Header } from '../chrome/Header.tsx';

export function HomeLayout({ children }: { children?: ReactNode }) {
  return (
    <div data-layout="home">
      <Header />
      <main id="main">{children ?? <Outlet />}</main>
    </div>
  );
}
