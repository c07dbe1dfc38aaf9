import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Header } from '../chrome/Header.tsx';

export function AuthLayout({ children }: { children?: ReactNode }) {
  return (
    <div data-layout="auth">
      <Header minimal />
      <main id="main">{children ?? <Outlet />}</main>
    </div>
  );
}
