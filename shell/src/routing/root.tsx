// The pathless root: global guards on every navigation, the shell's chrome around
// all pages, and a last-resort boundary so nothing ever renders a blank page.
import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigate, useRouteError } from 'react-router';
import { useCustomerConfig } from '@portal/shared';
import { setNavigate } from '../session/navigation.ts';
import { NotFoundPage } from '../chrome/NotFoundPage.tsx';
import { ShellChrome } from '../chrome/ShellChrome.tsx';
import { handleChunkError } from '../version/chunk-reload.ts';

export function RootRoute() {
  const navigate = useNavigate();
  // Non-React code (token refresh, socket messages) navigates through the router, not a reload.
  useEffect(() => setNavigate((to, options) => void navigate(to, { replace: options?.replace })), [navigate]);
  // Each location starts with the tenant's name as the title; the page's usePageTitle (a
  // passive effect, so it runs after this) adds its own.
  const brand = useCustomerConfig()?.name;
  const { key } = useLocation();
  useLayoutEffect(() => {
    if (brand) document.title = brand;
  }, [brand, key]);
  return (
    <ShellChrome>
      <Outlet />
    </ShellChrome>
  );
}

/** An unhandled fatal error shows the not-found page with the context from the error's data. */
export function RootErrorBoundary() {
  const error = useRouteError() as { data?: { context?: string; message?: string } } | undefined;
  useEffect(() => {
    // A chunk of an old build that is gone: reload once (guarded for 10 s).
    if (handleChunkError(error)) return;
    console.error('Unhandled error in the portal', error);
  }, [error]);
  return (
    <main id="main" css={{ minBlockSize: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <NotFoundPage context={error?.data?.context ?? 'page'} message={error?.data?.message} />
    </main>
  );
}
