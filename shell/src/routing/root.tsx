// The pathless root: global guards on every navigation, the shell's chrome around
// all pages, and a last-resort boundary so nothing ever renders a blank page.
import { Outlet, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { getCustomerConfig } from '@portal/shared';
import { NotFoundPage } from '../chrome/NotFoundPage.tsx';
import { ShellChrome } from '../chrome/ShellChrome.tsx';
import { globalGuards } from './guards.ts';
import { applyGuardResult } from './remote-routes.ts';
import { sessionSnapshot } from './session-snapshot.ts';

export function rootLoader({ request }: LoaderFunctionArgs) {
  const config = getCustomerConfig();
  if (config) applyGuardResult(globalGuards(new URL(request.url), config, sessionSnapshot()));
  return null;
}

export function RootRoute() {
  return (
    <ShellChrome>
      <Outlet />
    </ShellChrome>
  );
}

/** An unhandled fatal error shows the not-found page with the context from the error's data. */
export function RootErrorBoundary() {
  const error = useRouteError() as { data?: { context?: string; message?: string } } | undefined;
  console.error('Unhandled error in the portal', error);
  return <NotFoundPage context={error?.data?.context ?? 'page'} message={error?.data?.message} />;
}
