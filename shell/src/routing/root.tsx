// The pathless root: global guards on every navigation, the shell's chrome around
// all pages, and a last-resort boundary so nothing ever renders a blank page.
import { useEffect } from 'react';
import { Outlet, useNavigate, useRouteError } from 'react-router';
import { setNavigate } from '@portal/shared';
import { NotFoundPage } from '../chrome/NotFoundPage.tsx';
import { ShellChrome } from '../chrome/ShellChrome.tsx';
import { handleChunkError } from '../version/chunk-reload.ts';

export function RootRoute() {
  const navigate = useNavigate();
  // Non-React code (token refresh, socket messages) navigates through the router, not a reload.
  useEffect(() => setNavigate((to, options) => void navigate(to, { replace: options?.replace })), [navigate]);
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
